import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';
import { GAP } from './suicide-frames.ts';
import { NOT_NEARLY } from './suicide-means-cues.ts';

/**
 * Means and preparation (frame E of `suicide-frames.ts`: "I've got the pills lined up on
 * my desk", standing on a bridge, poison swallowed) and finality (saying goodbyes, a will
 * written, a note for everyone, not making it through the night, "I'm ending it").
 */

const MEANS =
  '(?:pills|tablets|meds|medication|sleeping pills|painkillers|rope|noose|gun|pistol|rifle|razor|razors|blades|bleach|poison)';

const SOME_POISON =
  '(?:some |a (?:cup|glass|bottle|bit) of |the |a lot of )?(?:bleach|antifreeze|poison|rat poison|detergent|drain cleaner|weed killer|pesticide)\\b';

export const MEANS_AND_FINALITY_FRAMES: Cue<CrisisKind>[] = [
  // E: means and preparation
  {
    re: new RegExp(
      `\\b(?:got|get|getting|grabbed|have|bought|buy|buying|saved|saving|collected|collecting|counted|counting|lined up|laid out|ready|prepared|tied|tying|loaded|loading|picked out|found)\\b${GAP(4)}\\s+${MEANS}\\b`,
    ),
    weight: 0.6,
    kind: 'suicide',
    unless:
      /\bfor (?:my|the) (?:mom|dad|mum|grandma|grandpa|cat|dog|kid|kids|son|daughter|husband|wife|headache|cold|flu|period|allergies|hunting|range|camping)\b|\bprescription\b|\bpharmacy\b/,
  },
  {
    re: /\b(?:lined up|laid out|counted|ready|enough to|on my (?:desk|bed|nightstand|table)|in front of me|all of them|them all|the whole (?:bottle|pack|box))\b/,
    weight: 0.4,
    kind: 'suicide',
    bonus: true,
  },
  {
    re: /\b(?:how (?:to|do i|do you|can i|would i|should i)|teach me (?:how )?to|tell me how to|show me how to|best way to|easiest way to) (?:\w+ ){0,2}?(?:tie a noose|make a noose|hang (?:my|your)self|overdose|od|slit (?:my|your) wrists|jump off|kill (?:my|your)self|end (?:my|your) life|poison (?:my|your)self|die painlessly)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:step|stepping|jump|jumping|walk|walking|throw myself|lie down|lay down|run|running) (?:in front of|onto|on) (?:a|the) (?:train|bus|truck|car|tracks|traffic|subway|tube|lorry)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bi(?:'m| am) (?:standing |sitting )?(?:at|on) (?:the )?(?:bridge|edge|ledge|rooftop|tracks|railing|cliff|top of (?:the|a) (?:bridge|building|cliff|car park|parking garage))\b/,
    weight: 0.7,
    kind: 'suicide',
  },
  { re: /\b(?:right now|tonight|looking down|about to|ready)\b/, weight: 0.3, kind: 'suicide', bonus: true },
  {
    // Already swallowed: kind 'overdose' (emergency services, poison control); still to come stays 'danger'.
    re: new RegExp(`\\b${NOT_NEARLY}(?:drank|drunk|swallowed|ate|took|had) ${SOME_POISON}`),
    weight: 1,
    kind: 'overdose',
  },
  {
    re: new RegExp(`\\b(?:drink|drinking|swallow|swallowing|(?:almost|nearly) (?:drank|swallowed)) ${SOME_POISON}`),
    weight: 1,
    kind: 'danger',
  },
  // finality
  {
    re: /\bsaying (?:my )?goodbyes?\b/,
    weight: 1,
    kind: 'suicide',
    unless:
      /\b(?:moving|leaving|trip|before|party|flight|move|colleagues|coworkers|vacation|holiday|graduation|last day|semester|airport|visit|vet|hospice|horse|dog|cat|pet|puppy|kitten)\b|\bgoodbye to (?:him|her|them|my)\b/,
  },
  { re: /\b(?:wrote|writing|written|finished|made) (?:my|a) will\b/, weight: 0.5, kind: 'suicide' },
  {
    re: /\b(?:a|my) (?:note|letter|letters|message|video) (?:for|to) (?:my|everyone|you all|all of you)\b|\bfinal (?:message|letter|note|words|goodbye)\b/,
    weight: 0.5,
    kind: 'suicide',
  },
  {
    re: /\b(?:not going to|won't|will not|don't think i'll|don't think i will) make it (?:through|to|past) (?:the night|tonight|today|tomorrow|the morning|the weekend)\b/,
    weight: 0.7,
    kind: 'suicide',
    negatable: false,
  },
  {
    re: /\b(?:i don't want to|i don't wanna)\s*(?:$|[.!?])/,
    weight: 0.3,
    kind: 'suicide',
    negatable: false,
    bonus: true,
  },
  {
    re: /\b(?:i'm|i am) ending it\b|\b(?:i|to) end it (?:tonight|today|now|this (?:week|weekend)|soon)\b|\bthe night i end it\b/,
    weight: 1,
    kind: 'suicide',
    negatable: false,
    unless: /\bend it (?:with|between)\b/,
  },
];
