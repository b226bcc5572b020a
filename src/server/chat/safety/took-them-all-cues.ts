import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * "i took all of them" names nothing taken: alone it is as often cookies, photos or the
 * last slices, and stays small talk. Said after the visitor's own turns just before spoke
 * of pills, meds or an overdose, or were a crisis, "them" are most likely those pills: a
 * dose already taken (kind 'overdose'). The classifier is handed those turns
 * (ClassifyOptions.earlier); what may follow keeps errands out ("to the vet", "home", "out
 * for dinner"), and routine ("like the doctor said") is not an overdose.
 */

/** How many of the visitor's turns before this one can tell what "them" is. */
export const EARLIER_TURNS = 3;

const ALL_OF_THEM =
  '(?:all of them|all of em|them all|em all|every (?:last |single )?one(?: of them| of em)?|the (?:whole )?lot|the rest(?: of them)?|all)';
/** Nothing, punctuation, a time, or chat: not a place or a companion the things were taken to. */
const THEN =
  "(?= *(?:$|[.!?,;:)]|emo_\\w+|\\b(?:already|at once|in one go|just now|earlier|now|tonight|(?:\\w+ ){1,3}ago|and|i|i'm|it's|its|sorry|bye|goodbye|lol|honestly|ok|okay|omg|too|so)\\b))";
const TAKE_VERBS = '(?:took|taken|swallowed|downed|popped)';
/** A verb of the shape anywhere, any case: a cheap look before the message is normalised. */
export const TAKEN = new RegExp(TAKE_VERBS, 'i');
const SHAPE = `${TAKE_VERBS} ${ALL_OF_THEM}${THEN}`;
/** The shape, taken or nearly: whether the turns before are worth reading. */
export const TOOK_THEM_ALL = new RegExp(`\\b${SHAPE}`);

const ROUTINE =
  /\b(?:doctors?|dr|gp|nurse|pharmacist|prescri\w*|as (?:told|directed)|with (?:food|breakfast|lunch|dinner|a meal)|daily|every (?:day|morning|night)|as usual|like (?:always|usual|i'm supposed to)|vitamins?|supplements?|antibiotics?|the (?:whole )?course)\b/;

/** What the visitor's turns before may have named: what "them" were. */
export const NAMES_PILLS =
  /\b(?:pills?|tablets?|meds|medications?|medicine|painkillers|antidepressants|capsules|tylenol|paracetamol|acetaminophen|ibuprofen|advil|aspirin|xanax|oxy\w*|insulin|prescriptions?|overdos\w*|od(?:'d|ed)?)\b/;

/** Counted only when the turns before named pills or were a crisis (classify.ts). */
export const TOOK_THEM_ALL_CUES: Cue<CrisisKind>[] = [
  { re: new RegExp(`\\b(?<!\\b(?:almost|nearly) )${SHAPE}`), weight: 1, kind: 'overdose', unless: ROUTINE },
  // Nearly taken: not an emergency, still a crisis (as "almost took the whole bottle").
  { re: new RegExp(`\\b(?:almost|nearly) ${SHAPE}`), weight: 1, kind: 'suicide', unless: ROUTINE },
];
