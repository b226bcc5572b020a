import { ACUTE, toldAsHistory } from './crisis-history.ts';
import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * The visitor's own crisis told as history ("I overdosed two years ago", "when i was 16 i
 * attempted suicide", "I cut myself when I was a teenager", "i used to self harm") is a
 * past crisis: answered gently, asking how they are these days, not as an emergency. The
 * times that make it history are in crisis-history.ts; "i used to ..." is one on its own.
 * The act is taken out of the message so the rest can still show a crisis of now ("...and
 * i still want to die"), and an act said to be back ("thinking about it again", "i
 * relapsed") is a crisis of now whatever its history.
 */

export type PastCrisisKind = 'past-overdose' | 'past-attempt' | 'past-self-harm';

const I = "\\b(?:i|i've|ive|i had)";
const TAKEN = '(?:took|taken|swallowed|downed|ate|drank|had|popped)';
const WHAT =
  '(?:pills?|tablets?|meds|medication|medicine|painkillers|antidepressants|capsules|tylenol|paracetamol|ibuprofen|advil|aspirin|xanax|insulin|oxy\\w*|bleach|poison|bottle)';
/** The visitor's own overdose, in the past tense ("my brother overdosed" is not theirs). */
const OWN_OVERDOSE = [
  `${I} (?:\\w+ ){0,2}?(?:overdosed|od'd|oded|od-ed|tried to (?:overdose|od)|${TAKEN} (?:an? )?(?:overdose|od))\\b(?: on \\w+)?`,
  `${I} (?:\\w+ ){0,2}?${TAKEN} [^.!?]{0,40}?\\b${WHAT}\\b(?: of \\w+)?`,
  '\\bmy (?:first |last |\\w+ )?(?:overdose|od)\\b',
];
/** "i attempted" with no object, said with when or how often: "i attempted when i was 16". */
const ATTEMPTED_WHEN =
  '(?=$|[.!?,;]| (?:when|as a|back|before|in (?:19|20)\\d\\d|(?:\\w+ )?years ago)\\b| (?:once|twice|(?:a few|several|\\d+|two|three) times)(?:$|[.!?,;]| (?:when|as|back|before|in|and|but|years)\\b))';
/** The visitor's own suicide attempt, done ("i tried to kill myself", "my last attempt"). */
const OWN_ATTEMPT = [
  `${I} (?:\\w+ ){0,2}?(?:tried|attempted|tryed) (?:to )?(?:kill myself|end (?:my (?:own )?life|it all|it)|take my (?:own )?life|hang myself|commit suicide|suicide)\\b`,
  `${I} (?:\\w+ ){0,2}?(?:survived|made|had|lived through) (?:an?|my|two|three|several|multiple|\\d+) (?:\\w+ )?(?:suicide )?attempts?\\b`,
  '\\bmy (?:first |last |\\w+ )?(?:suicide )?attempts?\\b',
  '\\b(?:after|since) (?:i|that) (?:tried|attempted)\\b',
  `${I} (?:\\w+ )?attempted${ATTEMPTED_WHEN}`,
];
/** Things one cuts, burns or harms that are not oneself: "i used to cut hair". */
const NOT_ONESELF =
  '(?! (?:hair|my hair|the|a|an|it|back|down|off|out|carbs|sugar|class|school|wood|paper|grass|lawns?|calories|fat|candles?|bridges)\\b)';
/** "i used to cut": a habit given up, history by itself with no time named. */
const USED_TO_HARM = `\\bi used to (?:\\w+ ){0,2}?(?:self[- ]?harm\\w*|sh\\b|(?:cut|burn|hurt|harm)\\b${NOT_ONESELF})`;
/** The visitor's own self-harm, done or as a habit ("i cut myself", "i used to self harm"). */
const OWN_SELF_HARM = [
  `${I} (?:\\w+ ){0,2}?(?:cut|burned|burnt|hurt|harmed|scratched|starved|hit|punched|carved|bruised) myself\\b`,
  `${I} (?:\\w+ ){0,2}?(?:self[- ]?harmed|self[- ]?injured)\\b`,
  `${I} (?:\\w+ ){0,2}?(?:struggled|dealt|battled) with (?:self[- ]?harm\\w*|cutting|sh)\\b`,
  `${USED_TO_HARM}(?: myself)?`,
  '\\bmy (?:old )?(?:self[- ]?harm|sh) (?:scars|days|years|phase|history)\\b',
  '\\b(?:self[- ]?harm|sh|cutting) (?:free|clean)\\b|\\b(?:clean|free) (?:from|of) (?:self[- ]?harm\\w*|sh|cutting)\\b',
];

const OWN_PAST: readonly (readonly [PastCrisisKind, RegExp])[] = [
  ['past-overdose', new RegExp(OWN_OVERDOSE.join('|'), 'g')],
  ['past-attempt', new RegExp(OWN_ATTEMPT.join('|'), 'g')],
  ['past-self-harm', new RegExp(OWN_SELF_HARM.join('|'), 'g')],
];

const USED_TO = new RegExp(USED_TO_HARM);

/**
 * Said only as history, these name no crisis the other cues know ("i used to cut", "i
 * attempted when i was 16", "since my attempt"): flagged, so ownPastCrisis can answer them.
 */
export const PAST_CRISIS_CUES: Cue<CrisisKind>[] = [
  {
    re: /\bi used to cut(?: myself)?(?=$|[.!?,;]| (?:when|as|back|but|and|so|because|cause|a lot|all the time|too|again|in (?!line\b))\b)(?! and paste)/,
    weight: 1,
    kind: 'self-harm',
  },
  { re: new RegExp(`\\bi(?:'ve|ve)? (?:\\w+ )?attempted${ATTEMPTED_WHEN}`), weight: 1, kind: 'suicide' },
  {
    re: /\bsurviv(?:ed|ing) (?:my|an?|two|three|several|multiple|\d+) (?:\w+ )?attempts?\b(?! (?:on|at|to)\b)/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:since|after|before) my (?:first |last |suicide )?attempt\b(?! (?:at|to|on|of|in (?:the|a)\b))/,
    weight: 1,
    kind: 'suicide',
  },
];

/**
 * The act is back, still wanted or kept ready for: "thinking about it again", "want to
 * start again", "i relapsed", "the urges are back", "i miss it", "i regret surviving",
 * "next time", "the rope is still in my closet", and the fear of doing it again ("scared
 * i'll do it again": the visitor feels at risk, so "are you safe right now?") — a crisis of now.
 */
const BACK_NOW = new RegExp(
  [
    '\\b(?:thinking|think|thought) (?:about|of) (?:\\w+ ){0,2}?(?:it|doing it|that|trying|cutting|hurting myself)(?: \\w+){0,3}? (?:again|lately|recently|a lot|more|every day|all the time)\\b',
    '\\b(?:want|wanna|need|going|gonna|tempted|ready|planning|plan|about) (?:to )?(?:\\w+ ){0,2}?(?:again|start (?:again|back))\\b',
    "\\b(?:started|starting|doing|been doing) (?:it |that )?again\\b|\\b(?:i|i've|just) relaps\\w*|\\brelapsed\\b",
    "\\b(?:thoughts|urges?|feelings|it|they)(?: are|'re| is|'s) (?:all )?back\\b|\\b(?:urges?|cravings?) (?:to|again)\\b",
    "\\bi still (?:want|wanna|think about|cut|hurt|harm|feel like)\\b|\\bi(?:'m| am) (?:still )?(?:cutting|hurting myself|self[- ]?harming)\\b",
    "\\bmiss (?:it|cutting|doing it|the (?:feeling|pain|release|blade))\\b|\\bnext time\\b|\\bnothing(?: has|'s)? changed\\b|\\bstill feel (?:the same|that way|like that)\\b",
    "\\bregret (?:surviving|living|waking up|being (?:saved|found))\\b|\\bwish (?:it|i) (?:had|would have|'d) (?:worked|succeeded|died)\\b|\\bwish i (?:hadn'?t|had not|didn'?t|did not)(?: (?:survived|woken up|woke up|made it|been (?:saved|found)))?(?=$|[.!?,;])",
    "\\b(?:scared|afraid|worried|terrified|frightened|fear)(?: that)? (?:i'll|i will|ill|i might|i may|i could|i'm going to|im going to|im gonna|i'm gonna|of doing it|of trying) (?:\\w+ ){0,3}?again\\b",
    '\\b(?:rope|razors?|blades?|pills|gun|noose)(?: \\w+){0,2}? (?:is|are) still\\b|\\bstill (?:have|got|keep) (?:the|my|a) (?:\\w+ )?(?:rope|razors?|blades?|pills|gun|noose)\\b',
  ].join('|'),
);

/**
 * The visitor's own crisis told as history (the gravest told, an overdose before an
 * attempt before self-harm) and the message without it; null when there is none, or when
 * the message tells of something lately.
 */
export function ownPastCrisis(text: string): { kind: PastCrisisKind; rest: string } | null {
  if (!toldAsHistory(text) && !(USED_TO.test(text) && !ACUTE.test(text))) return null;
  let rest = text;
  let kind: PastCrisisKind | null = null;
  for (const [past, re] of OWN_PAST) {
    const without = rest.replace(re, ' ');
    if (without !== rest) kind ??= past;
    rest = without;
  }
  return kind ? { kind, rest } : null;
}

/** The act is back or wanted again: whatever its history, a crisis of now. */
export function toldAsBack(text: string): boolean {
  return BACK_NOW.test(text);
}
