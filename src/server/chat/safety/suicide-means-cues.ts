import type { CrisisKind } from './crisis-kind.ts';
import { DAILY_MEDICINE } from './daily-medicine.ts';
import { FIGURATIVE_DOSE } from './death-words.ts';
import type { Cue } from './scoring.ts';

/**
 * Suicide by its means and methods: pills counted, saved or taken (an overdose already
 * taken is kind 'overdose'), a method looked up, a jump, a drive off a bridge, a rope.
 */

const PILLS =
  '(?:pills|tablets|meds|medication|medicine|sleeping pills|painkillers|tylenol|paracetamol|ibuprofen|advil|aspirin|xanax|antidepressants|insulin|oxy\\w*|bleach)';

/** "a bunch of pills", "all my meds", "a whole bottle of tylenol". */
const MANY_PILLS = `(?:a (?:bunch|lot|handful|fistful|ton|bottle|box|pack|packet|whole bottle|whole box|whole pack|load) of|all (?:of )?(?:my|the)|too many|a whole (?:bottle|box|pack) of|an entire (?:bottle|box|pack) of|every one of my)\\s?(?:(?:my|the|his|her) )?(?:blood pressure |birth control |\\w+ )?${PILLS}\\b`;
/** Before a past tense: not "almost took", which was not taken (still a crisis, not an emergency). */
export const NOT_NEARLY = '(?<!\\b(?:almost|nearly) )';

export const SUICIDE_MEANS_CUES: Cue<CrisisKind>[] = [
  {
    re: new RegExp(
      `\\b(?:how (?:many|much)|what (?:dose|amount)) (?:of )?(?:\\w+ ){0,2}${PILLS}\\b[^.!?]{0,40}\\b(?:die|kill|lethal|fatal|overdose|end it|would it take|does it take)\\b`,
    ),
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:painless|easiest|quickest|fastest|best|surest|quietest|least painful|simplest) (?:way|method|ways|methods) to (?:die|kill (?:my|your)self|end (?:it|my life|your life)|commit suicide)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:ways|methods|how) to (?:die|kill (?:my|your)self|commit suicide|end (?:my|your) (?:own )?life)\b/,
    weight: 0.8,
    kind: 'suicide',
  },
  {
    re: /\b(?:research(?:ing|ed)?|looking up|looked up|googl(?:ing|ed)|search(?:ing|ed)(?: for)?) (?:ways|methods|how)\b/,
    weight: 0.4,
    kind: 'suicide',
    bonus: true,
  },
  {
    re: new RegExp(
      `\\b(?:stockpil\\w*|sav(?:ing|ed) up|hoard\\w*|collect(?:ing|ed)) (?:my |all my |some |up )?${PILLS}\\b`,
    ),
    weight: 0.8,
    kind: 'suicide',
  },
  {
    // Already taken (kind 'overdose': emergency services first), then still a plan.
    re: new RegExp(`\\b${NOT_NEARLY}(?:took|swallowed|ate|downed|drank|had|overdosed on) ${MANY_PILLS}`),
    weight: 1,
    kind: 'overdose',
    unless: /\bby accident\b|\baccidentally\b|\bby mistake\b/,
  },
  {
    re: new RegExp(`\\b(?:take|taking|swallow|drink|(?:almost|nearly) (?:took|swallowed|downed|drank)) ${MANY_PILLS}`),
    weight: 1,
    kind: 'suicide',
    unless: new RegExp(`\\bby accident\\b|\\baccidentally\\b|\\bby mistake\\b|${DAILY_MEDICINE.source}`),
  },
  {
    re: new RegExp(
      `\\b${NOT_NEARLY}(?:took|swallowed|taken) (?:too many|too much|a lot of|the wrong) (?:\\w+ )?${PILLS}\\b`,
    ),
    weight: 1,
    kind: 'overdose',
  },
  {
    // "i just overdosed", "i took an overdose": done (as history: own-past-crisis.ts), not planned.
    re: new RegExp(
      `\\b${NOT_NEARLY}(?:i|i've|ive|i have) (?:just |already |really )?(?:overdosed|od'd|oded|od-ed|(?:took|taken|had) (?:an |another )?(?:overdose|od))\\b(?! on ${FIGURATIVE_DOSE}\\b)`,
    ),
    weight: 1,
    kind: 'overdose',
  },
  {
    re: /\b(?:i|i'm|i've|i'll|want to|going to|about to|plan to|thinking about|just|tried to) (?:\w+ )?(?:overdos(?:e|ed|ing)|od(?:'d|ed|ing)?)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
    unless: new RegExp(`\\bon ${FIGURATIVE_DOSE}\\b`),
  },
  {
    re: /\b(?:jump(?:ing)?|throw(?:ing)? myself|leap(?:ing)?) (?:off|from|in front of) (?:a|the|this|that|my) (?:bridge|roof|building|balcony|cliff|train|car|window|tower|ledge|overpass|parking garage|bus)\b/,
    weight: 1,
    kind: 'suicide',
    unless: /\binto (?:the |a )?(?:pool|lake|water|sea|river|ocean)\b|\bbungee\b|\bparachute\b/,
  },
  {
    re: /\b(?:standing|sitting) (?:on|at) (?:the )?(?:edge|roof|ledge|bridge|top of (?:the|a) (?:building|bridge|cliff))\b/,
    weight: 0.6,
    kind: 'suicide',
  },
  { re: /\bwant to jump\b/, weight: 0.5, kind: 'suicide' },
  {
    re: /\bdrive (?:my car |the car |myself )?(?:off|into) (?:a|the) (?:cliff|bridge|wall|tree|river|oncoming traffic|lake)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:use|using|used) (?:it|this|them|that|a gun|the gun|a knife|the knife|pills|the rope) on myself\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:gun|pistol|knife|blade|razor|rope)s? (?:is |are )?(?:in|on) my (?:hand|hands|lap)\b/,
    weight: 1,
    kind: 'suicide',
    unless: /\b(?:range|hunting|nerf|toy|water|game|controller|cooking|kitchen|chopping|dinner|recipe)\b/,
  },
  { re: /\bnoose\b|\bslit (?:my|both) wrists?\b/, weight: 0.8, kind: 'suicide' },
  { re: /\bbought (?:a |some )?rope\b/, weight: 0.5, kind: 'suicide' },
];
