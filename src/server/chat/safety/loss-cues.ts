import { METHOD_DIED, METHOD_DONE, METHOD_FIGURES, METHOD_TRIED_TO, SELF } from './attempt-methods.ts';
import { ACUTE, LONG_AGO, SAME_DAY } from './crisis-history.ts';
import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/**
 * Someone close to the visitor died by suicide or an overdose, or attempted it, told as
 * something that happened (kind 'loss'): "my brother overdosed last year", "my best friend
 * killed himself in march", "lost my cousin to an overdose". The visitor is grieving, not
 * at risk by what these words say, so the reply is a condolence, not "are you safe right
 * now?". What the visitor says of themselves in the same message still counts
 * (classify.ts scores the message again without the loss, as own-past-crisis.ts does for
 * a past overdose), and a loss told as an emergency of now stays an emergency.
 */

/** People the visitor can lose, as typed in chat (normalize.ts already spells out gf, bf...). */
const PERSON =
  '(?:brother|bro|sister|sis|siblings?|twin|mom|mum|mam|ma|mommy|mummy|momma|mama|mother|dad|daddy|pa|papa|father|parents?|son|daughter|kid|child|baby|husband|hubby|wife|wifey|partner|spouse|boyfriend|girlfriend|bf|gf|fianc[eé]e?|ex|friend|bestie|bff|bestfriend|mate|buddy|pal|homie|cousin|uncle|aunt|auntie|aunty|grandma|grandpa|gma|gpa|grandmother|grandfather|granny|gran|grandad|granddad|nan|nana|nanna|niece|nephew|stepdad|stepmom|stepmum|stepbrother|stepsister|roommate|flatmate|classmate|teammate|coworker|co-worker|colleague|neighbou?r|teacher|coach)';
/** Where the visitor knows someone from ("a guy in my class", "someone i work with"). */
const KNOWN_FROM =
  '(?:of mine|(?:that |who )?i (?:know|knew|work with|go to school with|went to school with)|(?:from|in|at) my (?:\\w+ )?(?:school|class|grade|year|work|office|college|uni|team|job|building|street|church|group|dorm|gym))';
/**
 * Who did it: a relation of the visitor's, or of theirs ("my little bro", "my friend
 * jake", "my friend's dad", "my bf's mom's brother"), someone they know ("a classmate of
 * mine", "someone at my school", "a coworker": these words say it alone), "bestie" with
 * no "my", chat style, or he / she / they.
 */
export const WHO = [
  `\\b(?:my|our|ma) (?:\\w+(?:'s)? ){0,3}?${PERSON}s?\\b`,
  `\\b(?:(?:a|an|one|two|this|some) (?:\\w+ )?(?:${PERSON}|girl|guy|boy|person)s?|someone|somebody) ${KNOWN_FROM}\\b`,
  '\\b(?:a|an|this) (?:\\w+ )?(?:friend|classmate|coworker|co-worker|colleague|teammate|roommate|flatmate|neighbou?r)\\b',
  `^${PERSON}\\b`,
  '\\b(?:he|she|they)\\b',
].join('|');
/** Words between the person and the act, none of them the visitor ("my mom thinks i overdosed"). */
export const GAP = "(?:(?!(?:i|i'm|i've|i'd|me|myself|you|we)\\b)[\\w']+,? ){0,4}?";
/** What kills: a drug an overdose was of, so "overdosed on netflix" stays a figure of speech. */
const DRUG =
  '(?:pills|meds|medication|drugs|heroin|fentanyl|opioids|opiates|oxy\\w*|painkillers|sleeping pills|tylenol|paracetamol|xanax|insulin|cocaine|coke|meth|alcohol|something|his|her|their)';
const OVERDOSED = `(?:overdosed|od'd|oded|od-ed|(?:had|took) an? (?:fatal )?(?:overdose|od))(?! on (?!(?:\\w+ )?${DRUG}\\b))`;
/** The person died of it. */
const DIED = [
  `killed ${SELF}`,
  `(?:took|ended) (?:his|her|their) (?:own )?li(?:fe|ves)`,
  `(?:hanged|hung) ${SELF}`,
  '(?:died|passed|passed away|passed on|was lost) (?:by|of|from|to|after) (?:suicide|an? (?:drug |accidental |fentanyl |heroin )?(?:overdose|od))',
  '(?:committed|commited|comitted) suicide|suicided',
  `${OVERDOSED} and (?:died|passed|passed away|didn't make it|never woke up)`,
  METHOD_DIED,
].join('|');
/**
 * The person tried, overdosed and lived, or did it by a method with no death said
 * (attempt-methods.ts): an emergency when it is happening now.
 */
const TRIED = [
  'attempted suicide|(?:made|had) (?:a|an) suicide attempt',
  `(?:tried|attempted|try|tryed) to (?:kill ${SELF}|${METHOD_TRIED_TO}|take (?:his|her|their) (?:own )?li(?:fe|ves)|overdose|od|end (?:his|her|their) (?:own )?li(?:fe|ves)|end it)`,
  OVERDOSED,
  METHOD_DONE,
].join('|');

const SAID_OF = (act: string) => `(?:${WHO}) ${GAP}(?:${act})\\b`;
/** "lost my cousin to an overdose", "we lost him to suicide", "my brother's suicide". */
const LOST = [
  `\\blost (?:my|our) (?:\\w+ ){0,2}?${PERSON}s?(?: \\w+)? to (?:suicide|an? (?:\\w+ )?(?:overdose|od)|fentanyl|heroin)\\b`,
  '\\blost (?:him|her|them) to (?:suicide|an? (?:\\w+ )?(?:overdose|od)|fentanyl|heroin)\\b',
  `\\b(?:my|our) (?:\\w+ ){0,2}?${PERSON}(?:'s|s) (?:suicide(?: attempt)?|(?:fatal )?overdose|od|death by suicide)\\b`,
  `\\b(?:the )?(?:suicide|overdose|death) of my (?:\\w+ ){0,2}?${PERSON}\\b`,
].join('|');

/** Everyday sentences the same words make: a laugh, a workout, a game, an accident. */
const EVERYDAY =
  /\bkilled (?:him|her|them)sel(?:f|ves) (?:(?!using\b)\w+ing|at (?:the )?(?:gym|work|practice)|(?:in|on) (?:fortnite|minecraft|roblox|gta|cod|call of duty|the game|a game|that game|the level))\b|\bsuicide (?:squad|prevention|awareness|hotline|rates?|bomber|mission|doors|forest)\b|\b(?:almost|nearly) (?:killed|overdosed|od'd)\b|\b(?:in|on) (?:the )?(?:game|movie|film|show|series|book|episode|anime|manga)\b/;
export const FIGURES = new RegExp(`${EVERYDAY.source}|${METHOD_FIGURES}`);

const LOSS_PATTERN = new RegExp(`${SAID_OF(DIED)}|${SAID_OF(TRIED)}|${LOST}`, 'g');

/** A dose taken, as said of someone else ("took a whole bottle", "swallowed all her pills"). */
const DOSE_TAKEN =
  '(?:took|swallowed|downed) (?:a |the |an )?(?:whole |entire |full )?(?:bottle|pack|packet|box|handful|fistful|bunch|lot|ton|load)|(?:took|swallowed|downed) (?:all|every one) (?:of )?(?:his|her|their|the) (?:\\w+ )?(?:pills|meds|tablets)|(?:took|swallowed|downed) (?:like |about |over )?\\d+ (?:\\w+ )?(?:pills|meds|tablets)';
/**
 * Told as happening now, to someone else: an emergency, not a loss ("my brother just
 * overdosed and isn't breathing", "my friend is overdosing right now"). "just" says now
 * only before the act itself ("she just took a bottle of pills"), not before whatever
 * else the visitor tells ("...years ago and i just took a nap").
 */
const SIGNS_NOW = new RegExp(
  `\\b(?:isn't breathing|not breathing|stopped breathing|unconscious|unresponsive|not responding|won't wake up|not waking up|turning blue|(?:lips|face) (?:are|is|went) blue|foaming|seizing|having a seizure|bleeding (?:out|badly|a lot|everywhere)|(?:so much|lots of|a lot of) blood)\\b|(?:he|she|they)(?:'s|'re| is| are) (?:still )?(?:bleeding|losing blood)\\b|\\bjust (?:\\w+ )?(?:${DIED}|${TRIED}|${DOSE_TAKEN})\\b`,
);
/** "Right now" makes an attempt an emergency, not a death: "...and right now i'm just so sad". */
const NOW = /\b(?:right now|just now|rn)\b/;
/**
 * An attempt the person lived through is told as history only with a time long enough
 * ago, or a sign it is over ("...and survived", "she's doing better now"): "my brother
 * overdosed" alone may be happening tonight, and keeps what the other cues make of it.
 */
const SINCE_THEN =
  /\b(?:last (?:week|month|year|summer|winter|spring|fall|autumn|christmas)|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:weeks?|months?|years?) (?:ago|back)|a while (?:ago|back)|when (?:i|he|she|we|they) (?:was|were)|(?:he|she|they|and|but) (?:\w+ )?survived|(?:he|she|they|and|but)(?:'s|'re| is| are) (?:doing )?(?:ok|okay|better|fine|alright|clean|sober|recovering)|(?:since|after) (?:that|then|it)|a few times|twice|more than once)\b/;
/** A dose someone else took ("my friend took a whole bottle of pills"), not long ago. */
const OTHER_DOSE = new RegExp(
  `(?:${WHO}) ${GAP}(?:just |already )?(?:drank (?:a |the |an )?(?:whole |entire |full )?(?:bottle|pack|packet|box|handful|bunch|lot)|${DOSE_TAKEN})\\b`,
);
/** The visitor took something themselves ("...and i just took all my pills"). */
const OWN_DOSE = /\bi(?:'ve| have)? (?:just |already |also )?(?:took|taken|swallowed|downed|overdosed|od'd|oded)\b/;
/** Someone overdosing as the visitor types ("my roommate is overdosing", "she's od'ing"): an emergency. */
const OVERDOSING = new RegExp(
  `(?:${WHO})(?:'s|'re| is| are) (?:\\w+ )?(?:overdosing|od'ing|oding)\\b|\\b(?:he's|she's|they're) (?:\\w+ )?(?:overdosing|od'ing|oding)\\b`,
);
const DIED_ONLY = new RegExp(`${SAID_OF(DIED)}|${LOST}`);

export const LOSS_CUES: Cue<CrisisKind>[] = [
  { re: new RegExp(SAID_OF(DIED)), weight: 1, kind: 'loss', unless: FIGURES },
  { re: new RegExp(SAID_OF(TRIED)), weight: 1, kind: 'loss', unless: FIGURES },
  { re: new RegExp(LOST), weight: 1, kind: 'loss', unless: FIGURES },
];

/**
 * Said after a loss, these mean the visitor's own wish to die: "...and i want to join
 * him", "i keep thinking about doing it too". Read only in the rest of a loss message.
 */
export const AFTER_LOSS_CUES: Cue<CrisisKind>[] = [
  {
    re: /\b(?:want|wanna|going|gonna|planning|plan|ready|need|thinking about|think about|thought about|keep thinking about|about) (?:to )?(?:join|joining|follow|following|be with|being with) (?:him|her|them)\b(?! (?:at|for|on|in|to|when|tomorrow|later|soon at))/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\b(?:do|doing|did) (?:the same(?: thing)?|(?:it|that) (?:too|as well|myself))\b|\b(?:want|wanna|ready|going|gonna|need) (?:to )?go (?:too|as well|with (?:him|her|them))\b|\b(?:go|going|end up|ending up) the same way\b|\b(?:i'm|im|i am|i'll be|i will be|am i) next\b/,
    weight: 1,
    kind: 'suicide',
    requires: /\b(?:i|i'm|im|i'll|i've|me|myself)\b/,
  },
];

/**
 * The message tells of someone close who died by suicide or an overdose, or attempted it,
 * and not as an emergency of now: a lately attempt that did not end in death stays what
 * the other cues make of it.
 */
export function toldAsLoss(text: string): boolean {
  if (!matchesLoss(text) || SIGNS_NOW.test(text)) return false;
  if (DIED_ONLY.test(text)) return true;
  return (LONG_AGO.test(text) || SINCE_THEN.test(text)) && !ACUTE.test(text) && !NOW.test(text);
}

function matchesLoss(text: string): boolean {
  for (const match of text.matchAll(LOSS_PATTERN)) {
    if (!FIGURES.test(text.slice(match.index, match.index + match[0].length + 40))) return true;
  }
  return false;
}

/**
 * Someone else's overdose or attempt told as happening now: emergency services for them
 * first, never the visitor's own "are you safe?" (crisis-kind.ts, 'emergency-other').
 */
export function isEmergencyOfSomeoneElse(text: string): boolean {
  // The visitor's own dose comes first: their reply is the overdose one.
  if (OWN_DOSE.test(text)) return false;
  return (
    OVERDOSING.test(text) ||
    (OTHER_DOSE.test(text) && !SINCE_THEN.test(text)) ||
    (matchesLoss(text) && (SIGNS_NOW.test(text) || ((NOW.test(text) || SAME_DAY.test(text)) && !DIED_ONLY.test(text))))
  );
}

/** The message with the losses taken out, so what is left can still show the visitor's own crisis. */
export function withoutLoss(text: string): string {
  return text.replace(LOSS_PATTERN, ' ');
}
