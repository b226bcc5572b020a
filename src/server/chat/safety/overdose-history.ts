/**
 * An overdose the visitor tells as history ("I overdosed two years ago", "when I was 16 I
 * took an overdose", "i od'd last year and survived") is a past crisis, kind
 * 'past-overdose': answered gently, asking how they are now, not sent to poison control.
 * What makes it history is a time long enough ago that nothing is acute (months or years,
 * an age or a school stage, a year named) with no sign of a dose taken lately; "survived"
 * alone is not enough, it may be hours old.
 * Days, "last week", "last night" and "yesterday" stay acute on purpose: paracetamol harms
 * the liver for days before anything is felt. Someone else's overdose long ago ("my mom
 * took a bunch of pills when I was 12") is no emergency either, nor the visitor's own.
 */

export const LONG_AGO = new RegExp(
  [
    '\\b(?:\\d+|an?|one|two|three|four|five|six|seven|eight|nine|few|couple(?: of)?|several|many|some) (?:\\w+ )?(?:years?|months?) (?:ago|back|before|earlier)\\b',
    '\\byears (?:ago|back)\\b|\\b(?:a )?long (?:time )?ago\\b|\\blast (?:year|month|summer|winter|spring|fall|autumn)\\b|\\bin (?:19|20)\\d\\d\\b',
    '\\bwhen i was (?:\\d{1,2}|younger|little|a (?:teen|teenager|kid|child|student)|in (?:\\w+ )?(?:school|college|uni|university|grade|\\d{1,2}th grade))\\b|\\bi was (?:only )?1\\d (?:when|and)\\b|\\b(?:at (?:the )?age(?: of)?|aged) 1\\d\\b',
    "\\b(?:as a|back when i was a) (?:teen|teenager|kid|child|student)\\b|\\bgrowing up\\b|\\bin the past\\b|\\bi once\\b|\\b(?:overdosed|od'd|oded) once\\b",
    '\\b(?:back )?in (?:high school|middle school|college|uni|university|my (?:teens|twenties|20s|school days|first year))\\b|\\bback (?:in the day|then|when)\\b',
    '\\b(?:got )?my stomach pumped\\b|\\b(?:since|after) (?:my|that) (?:overdose|od|attempt)\\b',
  ].join('|'),
);

/** A dose taken lately or now, or taken again: the emergency reply holds. */
export const ACUTE = new RegExp(
  [
    '\\b(?:right now|just now|tonight|this (?:morning|afternoon|evening|week)|last night|yesterday)\\b',
    // Not an anniversary ("two years ago today"), "better today", nor "earlier this year".
    '(?<!\\b(?:ago|better|fine|okay|ok|good|great|well|clean|sober) )\\btoday\\b|\\bearlier\\b(?! this (?:year|month))',
    '\\b(?:an?|\\d+|few|couple(?: of)?|some) (?:\\w+ )?(?:seconds?|minutes?|mins?|hours?|hrs?|days?) ago\\b',
    "\\bjust (?:took|taken|swallowed|downed|drank|overdosed|od'd|oded|did it)\\b|\\bi(?:'m| am) (?:overdosing|od'ing)\\b",
    "\\b(?:did|done) it again\\b|\\b(?:took|taken|swallowed|downed|drank|overdosed|od'd|oded) (?:\\w+ ){0,4}?again\\b",
  ].join('|'),
);

const TAKEN = '(?:took|taken|swallowed|downed|ate|drank|had|popped)';
const WHAT =
  '(?:pills?|tablets?|meds|medication|medicine|painkillers|antidepressants|capsules|tylenol|paracetamol|ibuprofen|advil|aspirin|xanax|insulin|oxy\\w*|bleach|poison|bottle)';
/** The visitor's own overdose, in the past tense ("my brother overdosed" is not theirs). */
const OWN_OVERDOSE = new RegExp(
  [
    `\\b(?:i|i've|ive|i had) (?:\\w+ ){0,2}?(?:overdosed|od'd|oded|od-ed|tried to (?:overdose|od)|${TAKEN} (?:an? )?(?:overdose|od))\\b(?: on \\w+)?`,
    `\\b(?:i|i've|ive|i had) (?:\\w+ ){0,2}?${TAKEN} [^.!?]{0,40}?\\b${WHAT}\\b(?: of \\w+)?`,
    '\\bmy (?:first |last |\\w+ )?(?:overdose|od)\\b',
  ].join('|'),
  'g',
);

/** The message tells of a time long past, and of no dose taken lately. */
export function toldAsHistory(text: string): boolean {
  return LONG_AGO.test(text) && !ACUTE.test(text);
}

/**
 * The message with the visitor's own past overdose taken out (the same text when it tells
 * none), so what is left can still show a crisis of now ("I overdosed two years ago and I
 * want to die").
 */
export function withoutOwnOverdose(text: string): string {
  return text.replace(OWN_OVERDOSE, ' ');
}
