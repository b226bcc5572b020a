import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * An overdose already taken, told without an amount the older cues knew ("a bunch of",
 * "too many", "a whole bottle of pills"): "i already took the pills", "took the pills. all
 * of them", "swallowed the whole bottle". What tells it from taking one's medicine is the
 * definite "the pills" (ones spoken of before, set aside) where routine says "my pills",
 * with "already", or all of them, or a whole bottle named by itself; and the
 * absence of what routine talk carries (a doctor, a time of day, a meal, an ailment, a
 * question whether one has, bedtime). "I took all of them" with no pills in the message is
 * an overdose only after the visitor's turns before spoke of pills (took-them-all-cues.ts).
 */

const PILLS =
  '(?:pills|tablets|meds|medication|painkillers|sleeping pills|antidepressants|capsules|tylenol|paracetamol|ibuprofen|advil|aspirin|xanax)';

/** Taking one's medicine as prescribed, or asking whether one has. */
const ROUTINE = new RegExp(
  [
    'doctors?|dr|gp|nurse|pharmacist|prescri\\w*|as (?:told|directed)',
    'morning|today|this (?:evening|afternoon)|breakfast|lunch|dinner|with (?:food|a meal|my meal)|daily|as usual|on time',
    'headaches?|migraine|cramps|period|pain|colds?|flu|fever|allerg\\w*|infection|vitamins?|supplements?|antibiotics?|course',
    "remind\\w*|forgot|forget|(?:have|did|if|whether) i(?:'ve)? (?:already|just)|supposed to|meant to",
  ]
    .map((a) => `\\b(?:${a})\\b`)
    .join('|'),
);
/** Sleeping pills at night: "just took the pills, going to bed now". */
const BEDTIME =
  /\b(?:bed|bedtime|going to sleep|off to sleep|so i can sleep|help me sleep|for (?:the|my) night|night night|nighty night)\b/;
/** Other mouths than one's own (the vet, not a crisis line). */
const PETS = /\b(?:dog|cat|puppy|kitten|pet|parrot|bird|hamster|rabbit|horse)\b/;

const TOOK = '(?:took|taken|swallowed|downed)';
const ALL_OF_THEM =
  '(?:all of them|them all|every (?:single )?one(?: of them)?|the (?:whole )?lot|the rest(?: of them)?)';

/** A whole bottle with nothing else in it than pills ("of wine" is a night out). */
const WHOLE_PACK = `(?:the|a|an|my) (?:whole|entire|full) (?:bottle|box|pack|packet|strip|blister pack)\\b(?= *(?:$|[.!?,;]| (?:already|just now|earlier|tonight|last night|(?:\\w+ ){1,3}ago|at \\d{1,2}\\b|of (?:my |the |those |these )?(?:\\w+ )?${PILLS})\\b))`;

/** Kind 'overdose' (see crisis-kind.ts): what follows was taken already, past tense only. */
export const OVERDOSE_TAKEN_CUES: Cue<CrisisKind>[] = [
  {
    // "just took the pills" too, unless said at bedtime ("..., going to bed now").
    re: new RegExp(`\\b(?:already|just|jus|juss|jst) ${TOOK} (?:all )?(?:of )?the ${PILLS}\\b`),
    weight: 1,
    kind: 'overdose',
    unless: new RegExp(`${ROUTINE.source}|${BEDTIME.source}`),
  },
  {
    // "the pills are gone, i took all of them", "took the pills. every one"
    re: new RegExp(
      `\\b${PILLS}\\b[^.!?]{0,40}?(?:[.!?]+ ?[^.!?]{0,30}?)?\\b${TOOK} ${ALL_OF_THEM}|\\b${TOOK} (?:the |those |these )?${PILLS}\\W+${ALL_OF_THEM}\\b`,
    ),
    weight: 1,
    kind: 'overdose',
    unless: ROUTINE,
  },
  {
    re: new RegExp(`\\b(?<!\\b(?:almost|nearly) )(?:took|taken|swallowed) ${WHOLE_PACK}`),
    weight: 1,
    kind: 'overdose',
    unless: PETS,
  },
  {
    // The same still to come ("gonna swallow the whole bottle"), or not done ("almost took"): not yet an emergency.
    re: new RegExp(`\\b(?:swallow|(?:almost|nearly) (?:took|swallowed)) ${WHOLE_PACK}`),
    weight: 1,
    kind: 'suicide',
    unless: PETS,
  },
];
