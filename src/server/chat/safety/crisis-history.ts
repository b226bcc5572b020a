/**
 * When a crisis the visitor tells of happened: long enough ago that it is history (kinds
 * 'past-overdose', 'past-attempt', 'past-self-harm', own-past-crisis.ts), or lately or now.
 * History is months or years ago, an age or a school stage, a year named, "back then", a
 * stretch clean since, with no sign of anything lately; "survived" alone is not enough, it
 * may be hours old. Days, "last week", "last night" and "yesterday" stay acute on purpose:
 * paracetamol harms the liver for days before anything is felt, and a cut of last week may
 * still need care. Someone else's crisis long ago (loss-cues.ts) reads the same times.
 */

export const LONG_AGO = new RegExp(
  [
    '\\b(?:\\d+|an?|one|two|three|four|five|six|seven|eight|nine|few|couple(?: of)?|several|many|some) (?:\\w+ )?(?:years?|months?) (?:ago|back|before|earlier)\\b',
    '\\byears (?:ago|back)\\b|\\b(?:a )?long (?:time )?ago\\b|\\blast (?:year|month|summer|winter|spring|fall|autumn)\\b|\\bin (?:19|20)\\d\\d\\b',
    '\\bwhen i was (?:\\d{1,2}|younger|little|a (?:teen|teenager|kid|child|student)|in (?:\\w+ )?(?:school|college|uni|university|grade|\\d{1,2}th grade))\\b|\\bi was (?:only )?1\\d (?:when|and)\\b|\\b(?:at (?:the )?age(?: of)?|aged) 1\\d\\b',
    "\\b(?:as a|back when i was a) (?:teen|teenager|kid|child|student)\\b|\\bgrowing up\\b|\\bin the past\\b|\\bi once\\b|\\b(?:overdosed|od'd|oded) once\\b",
    '\\b(?:back )?in (?:high school|middle school|college|uni|university|my (?:teens|twenties|20s|school days|first year))\\b|\\bback (?:in the day|then|when)\\b',
    '\\b(?:got )?my stomach pumped\\b|\\b(?:since|after) (?:my|that) (?:overdose|od|(?:suicide )?attempt)\\b',
    // A stretch clean since: "sh free for 2 years", "clean for three months", "a year clean".
    '\\b(?:clean|free|sober) (?:\\w+ ){0,3}?for (?:over |almost |nearly |about )?(?:\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|several|many) (?:years?|months?)\\b',
    '\\b(?:\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten) (?:years?|months?) (?:clean|free|sober)\\b',
  ].join('|'),
);

/**
 * What one "just took" or "just drank" that is no dose: "...years ago and i just took a
 * nap", "...i just took her to the movies", "...i just took her old room" (after a loss).
 * Read after the verb, so a dose still counts.
 */
const NO_DOSE =
  '(?! (?:a |an |the |my |our |some |his |her |their |your )?(?:\\w+ )?(?:nap|shower|bath|walk|break|test|exam|quiz|photo|pic|picture|selfie|class|lesson|look|seat|turn|trip|ride|bus|train|uber|taxi|cab|day off|sip|bite|breath|moment|coffee|tea|water|soda|juice|smoothie|room|bedroom|bed|desk|spot|place|job|shift)s?\\b| (?:him|her|them|us|the dog|my (?:\\w+ )?(?:dog|cat|kids?|son|daughter|brother|sister|mom|dad|mum)) (?:\\w+ )?(?:to|out|home|for|back)\\b)';

/**
 * Earlier the same day: "tonight", "this morning", "an hour ago", "today" — not an
 * anniversary ("two years ago today") nor "better today". Now for the visitor's own crisis
 * (ACUTE) and for someone else's attempt (loss-cues.ts).
 */
const SAME_DAY_SOURCE = [
  '\\b(?:tonight|this (?:morning|afternoon|evening))\\b',
  '\\b(?:an?|\\d+|few|couple(?: of)?|some) (?:\\w+ )?(?:seconds?|minutes?|mins?|hours?|hrs?) ago\\b',
  '(?<!\\b(?:ago|better|fine|okay|ok|good|great|well|clean|sober) )\\btoday\\b',
].join('|');
export const SAME_DAY = new RegExp(SAME_DAY_SOURCE);

/** Something taken or done lately or now, or done again: the reply for a crisis of now holds. */
export const ACUTE = new RegExp(
  [
    SAME_DAY_SOURCE,
    '\\b(?:right now|just now|this (?:week|month)|last (?:night|week)|yesterday|the other day|recently)\\b',
    '\\b(?:an?|\\d+|few|couple(?: of)?|some|two|three) (?:\\w+ )?weeks? ago\\b',
    // Not "earlier this year".
    '\\bearlier\\b(?! this (?:year|month))',
    '\\b(?:an?|\\d+|few|couple(?: of)?|some) (?:\\w+ )?days? ago\\b',
    `\\bjust (?:(?:took|taken|swallowed|downed|drank)\\b${NO_DOSE}|overdosed|od'd|oded|did it)\\b|\\bi(?:'m| am) (?:overdosing|od'ing)\\b`,
    "\\b(?:did|done) it again\\b|\\b(?:took|taken|swallowed|downed|drank|overdosed|od'd|oded) (?:\\w+ ){0,4}?again\\b",
  ].join('|'),
);

/** The message tells of a time long past, and of nothing done lately. */
export function toldAsHistory(text: string): boolean {
  return LONG_AGO.test(text) && !ACUTE.test(text);
}
