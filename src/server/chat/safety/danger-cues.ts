import type { CrisisKind } from './crisis-kind.ts';
import { GAP, WHO } from './loss-cues.ts';
import type { Cue } from './scoring.ts';

/** Immediate danger: an intruder, being followed or held, a weapon, a fire, a body in trouble (not breathing, bleeding). */

/** A body in trouble; the cues below read it of anyone, `dangerToSomeoneElse` of someone else. */
const BLEEDING =
  "(?:bleeding|bleed) (?:really |so |very )?(?:a lot|bad|badly|heavily|so much|everywhere|out)\\b|\\bwon't stop bleeding\\b|\\bbleeding and it won't stop";
// Not a nap someone sleeps on through: "my dog won't wake up from his nap, so lazy".
const NOT_BREATHING =
  "(?:isn't|not|stopped|is not) breathing\\b|\\bunconscious\\b|\\bwon't wake up\\b(?! (?:early|on time|from (?:\\w+ )?naps?\\b))";
const SEIZED = '(?:having|had) a (?:heart attack|stroke|seizure)';
const STABBED_OR_SHOT = '(?:got|gets|was|were|been|just got|has been|have been) (?:stabbed|shot)\\b(?! (?:down|at))';
/** A gun or knife gone off by accident is no attempt (attempt-methods.ts lets it go) but still an emergency. */
const SHOT_BY_ACCIDENT = '(?:accident(?:al)?ly|accidently) (?:shot|stabbed) (?:my|him|her|them)sel(?:f|ves)';
/** Stabbed or shot in play, on a screen, for a photo or a jab: no wound. */
const NOT_A_WOUND =
  /\b(?:game|fortnite|valorant|cod|call of duty|gta|minecraft|nerf|paintball|airsoft|water ?(?:gun|pistol)|toy|foam|bb gun|glue ?gun|cap gun|dart|pencil|pen|fork|movie|film|episode|show|series|book|dream|photo|photographer|photoshoot|portrait|headshot|magazine|camera|scene|character|flu|booster|vaccine|covid)s?\b/;

export const DANGER_CUES: Cue<CrisisKind>[] = [
  {
    re: /\b(?:someone|somebody|a (?:man|guy|woman|person|stranger|group)|some (?:man|guy|people)|there(?:'s| is) (?:a |some )?(?:man|guy|someone|somebody|person|stranger)|(?:he|she|they)(?:'s| is| are)?|my (?:ex|stalker|abuser|\w+ ex))\b[^.!?]{0,30}\b(?:breaking in|banging on (?:my|the) (?:door|window)|trying to (?:get|break|come) in|broke in|in my (?:house|home|room|apartment|flat)|following me|followed me|outside my (?:door|house|window|room|car|apartment|flat)|chasing me|grabbed me|attacking me|attacked me|won't let me (?:go|leave)|pointing a (?:gun|knife))\b/,
    weight: 1,
    kind: 'danger',
    // "keeps following me around lol" is a nuisance told laughing; without fear it stays one.
    unless:
      /\b(?:dog|cat|puppy|kitten|baby|toddler) (?:is|keeps)\b|\bfollowing me (?:on|around the house)\b|\bfollowing me around\b(?![^.!?]*\b(?:scar\w*|afraid|frighten\w*|terrif\w*|creep\w*|won't stop|home|to my car|unsafe|help)\b)[^.!?]*\b(?:lol+|lmao+|haha\w*|hehe\w*|emo_laugh|xd)\b/,
  },
  {
    re: /\b(?:break(?:ing|s)?|broke|broken|trying to (?:get|come|force (?:his|her|their) way)|forcing (?:his|her|their) way|getting) into (?:my|our) (?:house|home|apartment|flat|room|place|car)\b/,
    weight: 1,
    kind: 'danger',
    unless: /\b(?:last (?:year|month|week)|years ago|months ago|while we were away)\b/,
  },
  {
    re: /\bi(?:'m| am)? (?:being )?(?:followed|chased|attacked|kidnapped|held hostage|held captive|in danger|not safe|unsafe)\b/,
    weight: 1,
    kind: 'danger',
    negatable: false,
    unless: /\bfollowed (?:by|on) (?:\d|a lot|many|thousands|so many)/,
  },
  {
    re: /\bi(?:'m| am) (?:trapped|locked in|stuck in a (?:room|car|elevator))\b/,
    weight: 0.8,
    kind: 'danger',
    jest: true,
  },
  { re: /\bcan't get out\b/, weight: 0.4, kind: 'danger' },
  {
    re: /\b(?:he|she|they|someone|somebody|my \w+|a (?:man|guy|stranger))\b[^.!?]{0,30}\b(?:has|got|is holding|pulled|grabbed|pointing|with) (?:a |his |her |the |their )?(?:gun|knife|weapon|blade)\b/,
    weight: 0.8,
    kind: 'danger',
    unless: /\bcollection\b|\bkitchen knife set\b|\bhunting trip\b/,
  },
  {
    re: /\b(?:yelling|screaming|threatening|coming for me|at me|drunk and angry|going to hurt|outside|in the street|near me)\b/,
    weight: 0.4,
    kind: 'danger',
    bonus: true,
  },
  {
    re: /\bthere(?:'s| is) (?:a |some )?(?:guy|man|person|someone|woman|stranger) with a (?:gun|knife|weapon|machete)\b/,
    weight: 1,
    kind: 'danger',
  },
  {
    re: /\b(?:house|home|apartment|flat|kitchen|room|building|car) is on fire\b|\bthere(?:'s| is) (?:a )?fire in (?:my|our|the)\b/,
    weight: 1,
    kind: 'danger',
  },
  { re: new RegExp(`\\b${SEIZED}\\b`), weight: 1, kind: 'danger' },
  { re: /\bcan't breathe\b/, weight: 0.6, kind: 'danger', jest: true, negatable: false, unless: /\blaugh/ },
  { re: /\bchest (?:hurts|pain|is (?:tight|hurting))\b|\bmy chest\b/, weight: 0.5, kind: 'danger', negatable: false },
  { re: new RegExp(`\\b${BLEEDING}\\b`), weight: 1, kind: 'danger' },
  { re: new RegExp(`\\b${NOT_BREATHING}`), weight: 1, kind: 'danger', negatable: false },
  { re: /\bcollapsed\b/, weight: 0.5, kind: 'danger' },
  { re: new RegExp(`\\b${STABBED_OR_SHOT}`), weight: 1, kind: 'danger', jest: true, unless: NOT_A_WOUND },
  {
    // Done to the visitor by someone: "he stabbed me". Not a betrayal ("stabbed me in the
    // back"), a message or a look ("shot me a text"), a game, or a toy.
    re: /\b(?:stabbed|knifed|shot) me\b(?! (?:in the back|a |an |some |the |down|with (?:a |an |his |her |their )?(?:look|glare|smile|wink|text|message|dm)))/,
    weight: 1,
    kind: 'danger',
    jest: true,
    unless: NOT_A_WOUND,
  },
  { re: new RegExp(`\\b${SHOT_BY_ACCIDENT}\\b`), weight: 1, kind: 'danger', jest: true, unless: NOT_A_WOUND },
  {
    re: /\b(?:drugged|spiked) my (?:drink|food)\b|\b(?:someone|somebody) (?:drugged|spiked)\b/,
    weight: 1,
    kind: 'danger',
  },
  { re: /\bhiding (?:in|under|from)\b/, weight: 0.5, kind: 'danger' },
  { re: /\btrying to break (?:the door|in|down)\b|\bbreak the door down\b/, weight: 0.8, kind: 'danger' },
  { re: /\b(?:help me|please help|somebody help|someone help)\b/, weight: 0.3, kind: 'danger', bonus: true },
  { re: /\bcall (?:the )?(?:police|cops|911|999|112|an ambulance|ambulance)\b/, weight: 0.5, kind: 'danger' },
];

/** Said of the person it happens to ("my dad isn't breathing"; GAP carries "is", "has", "just"). */
const SOMEONE_ELSE_IN_TROUBLE = new RegExp(
  `(?:${WHO})(?:'s|'re)? ${GAP}(?:${[BLEEDING, NOT_BREATHING, 'collapsed', STABBED_OR_SHOT, SHOT_BY_ACCIDENT, SEIZED].join('|')})\\b`,
);

/**
 * Whether the danger is to someone else's body ("my dad isn't breathing", "my brother
 * accidentally shot himself"): the visitor is the one who can call for them, so the reply is
 * the emergency-for-someone-else one (call, stay with them, CPR by the dispatcher), not
 * "your safety comes first".
 */
export function dangerToSomeoneElse(text: string): boolean {
  return SOMEONE_ELSE_IN_TROUBLE.test(text);
}
