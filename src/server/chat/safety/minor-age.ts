import { hintsMinor } from './minor-signs.ts';

/**
 * Whether visitors say they are under 18, from the normalised message. The age must be
 * their own ("I'm 15", "just turned 16", "15 y/o here", "I'm in 9th grade"), not someone
 * else's ("my 15-year-old daughter", "the kids are 14 and 16"), not a past age ("when I
 * was 15"), and not a measure that happens to follow "I'm" ("I'm 15 minutes late", "I'm
 * 14 weeks pregnant"). When in doubt between a minor and an adult, the rules lean to minor.
 */

export interface MinorFinding {
  /** The age stated, when a number was given. */
  age: number | null;
}

const QUALIFIERS =
  '(?:only |just |barely |like |about |literally |still |now |currently |a |an |really |actually |turning |gonna be |going to be |almost |nearly |not even |about to be |soon to be )*';
/** What may follow a stated age for it to be an age: nothing, punctuation, "years old", a little chat. */
const AGE_TAIL =
  /^(?:\s*(?:-|\s)?(?:years?|year|yrs?|y\/?o|yo|y\.o)(?:[- ]old| of age)?)?\s*(?:$|[.!?,;:)~\-"]|emo_\w+|\b(?:and|but|so|btw|lol|lmao|haha\w*|hehe\w*|now|too|though|tho|already|yet|f|m|female|male|girl|boy|guy|here|going on|turning|actually|right now|soon|xd|ok|okay|if|is|am i|are you|how|what|what's|wbu|hbu|yeah|yes|no|honestly|myself|omg|bro|dude|sis|lmfao|i|my|and a half|half|in|from|idk|please|pls|sorry|hi|hey|nearly|almost)\b)/;
const NOT_AN_AGE_AFTER_YEARS =
  /^\s*(?:years?|yrs?)\s+(?:into|of(?! age)|in|at|ago|since|sober|clean|married|older|younger|experience|later|before|after|now|straight|running|working|together|apart|with|without|on)\b/;
/** Continuations that make "I'm 15 ..." something else than an age ("15 minutes", "15%"). */
const MEASURE =
  /^\s*(?:%|'|"|\.\d|:\d|st\b|nd\b|rd\b|th\b|(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|km|kms|miles?|mi|weeks?|days?|months?|stone|lbs?|pounds?|kg|kgs|kilos?|cm|feet|foot|ft|inches?|percent|times|people|dollars|bucks|euros?|k|am|pm|o'clock|points?|pages?|steps?|levels?|games?|episodes?|chapters?|shots?|drinks?|beers?|away|out of|of|in line|behind|ahead|late|early|short|down|up)\b)/;

function readAge(after: string, value: number): number | null {
  if (MEASURE.test(after)) return null;
  if (NOT_AN_AGE_AFTER_YEARS.test(after)) return null;
  if (!AGE_TAIL.test(after)) return null;
  return value;
}

const SELF_AGE = new RegExp(`\\b(?:i'm|ich bin) ${QUALIFIERS}(\\d{1,2})\\b`, 'g');
const SELF_AGED = /\b(?:i'm|as) an? (\d{1,2})[- ]?(?:years?|yrs?|yr)?[- ]?(?:old|yo|y\/o)\b/;
const TURNED = /\bi(?: just| recently| only)? turned (\d{1,2})\b(?!\s*(?:minutes|hours|years ago))/;
const WILL_BE =
  /\b(?:i'll|i will|ill(?= (?:be|turn)\b)) (?:finally |officially |only |just )?(?:be|turn) (\d{1,2})(?= (?:next|in|this|soon|on|tomorrow|after|before)\b|\s*(?:$|[.!?,]))|\bi(?:'m)? (?:turning|gonna turn|going to turn|about to turn|about to be) (\d{1,2})\b|\bi turn (\d{1,2}) (?:tomorrow|next|in|soon|this|on)\b/;
/** "in 2 years i'll be 18", "i'll be 18 in two years": the age now is that many years less. */
const YEARS_AWAY =
  /\bin (\d|one|two|three|four|five) years?,? (?:i'll|i will|ill) (?:be|turn) (\d{1,2})\b|\b(?:i'll|i will|ill) (?:be|turn) (\d{1,2}) in (\d|one|two|three|four|five) years?\b/;
const SMALL_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const MY_AGE = /\bmy age (?:is|=|:) ?(\d{1,2})\b|^(?:age|aged):? ?(\d{1,2})\b/;
const LEADING_AGE =
  /^(?:(?:hi+|hey+|hello|yo|sup)(?: (?:cutie|babe|bae|there|you))?[,!.]? )?(?:only |just |barely )?(\d{1,2}) ?(?:f|m|female|male|girl|boy|y\/?o|yo|years? old|yrs? old|years of age|here|btw|lol|irl)\b(?!\s*(?:minutes|away|km|miles))|^(?:f|m)(\d{1,2})(?=\s*(?:$|[,.!?]|here\b|btw\b|lol\b))/;
const BORN = /\bi (?:was|am|'m) born in (\d{4})\b|(?:^|\bi'm )an? (20[0-2]\d) (?:baby|kid)\b/;
/** A birthday still to come ("when I turn 16", "until I'm 18", "gonna be 17 in March"): younger now. */
const AGE_TO_COME =
  /\b(?:when|once|until|till|after) i(?: turn|'m) (\d{1,2})\b|(?:^|[,.!?] )(?:going to be|turning) (\d{1,2})(?= (?:in|next|this|on|soon|tomorrow)\b)|^(\d{1,2}) this year\b/;
/** The visitor among a group of the same age ("me and my friends are all 15"). */
const GROUP_AGE = /\b(?:me and my \w+|my \w+ and (?:i|me)|we(?:'re| are))(?: are)?(?: both| all)? (\d{1,2})\b/;
/**
 * Ages as words after "I am" / "I have" in the languages OTHER_LANGUAGES reads ("ich bin
 * erst vierzehn", "tengo quince"); words that are English too ("once", "elf") only there.
 */
const FOREIGN_TEENS: Record<string, number> = {
  zehn: 10,
  elf: 11,
  zwolf: 12,
  dreizehn: 13,
  vierzehn: 14,
  funfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  'dix-sept': 17,
  dodici: 12,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  treze: 13,
  catorze: 14,
  dezesseis: 16,
  dezessete: 17,
};
const FOREIGN_AGE = new RegExp(
  `\\b(?:ich bin|tengo|j'ai|ho|tenho) (?:erst |nur |gerade |solo |solamente |apenas |seulement |que |juste )?(\\d{1,2}|${Object.keys(FOREIGN_TEENS).join('|')})(?: (?:jahre(?: alt)?|anos|ans|anni))?(?=\\s*(?:$|[.!?,;:)]|\\b(?:und|aber|y|pero|et|mais|e|ma|lol|haha\\w*)\\b))`,
);
const OTHER_LANGUAGES =
  /\b(?:tengo|j'ai|ho|tenho) (\d{1,2})(?: (?:anos|ans|anni))?(?=\s*(?:$|[.!?,]|anos|ans|anni|y\b|et\b|e\b))/;
/** "I'm still in school, 15 years old": an age of its own in a message about oneself. */
const AGE_CLAUSE = /(?:^|[,.!?;:-] ?)(\d{1,2}) ?(?:years? old|yrs? old|y\/?o)\b/;
const ABOUT_OTHERS =
  /\bmy (?:\w+ )?(?:son|daughter|kid|kids|child|children|brother|sister|niece|nephew|cousin|students?|boy|girl|grand\w+)\b|\b(?:he|she|they)(?:'s| is| are)\b/;
const NO_NUMBER = [
  /\bi'm (?:still |just |only |a |technically )*(?:minor|underage|underaged|under ?age|under 18|under eighteen|under the age of 18|not (?:actually |really |quite |even )?(?:18|an adult|a grown ?up|old enough|of age|legal)(?: yet)?)\b/,
  /\bi'm (?:still |just |only |basically )*(?:a )?(?:teen|teenager|kid|child|little kid|high ?schooler|middle ?schooler|preteen|tween)\b(?! at heart)(?! (?:in|at) a candy)/,
  /\b(?:i'm (?:going to be |about to be )?|i'll be )(?:a |still a |only a )?(?:high school )?(?:freshman|sophomore)\b(?! (?:in|at) (?:college|uni|university))(?!.*\b(?:college|uni|university)\b)/,
  /\bi(?:'m (?:still |currently )?in| (?:still )?go to| attend| am at|'m at) (?:high ?school|middle ?school|junior high|secondary school|elementary|primary school|grade school|(?:sixth|6th) form)\b(?!.*\b(?:teach|teacher|tutor|coach|work|visit|pick up|drop off)\w*\b)/,
  /\bi'm an? (?:[5-9]|1[0-2])(?:st|nd|rd|th) grader\b/,
  /\b(?:i'm (?:still |currently |going to be |about to be )?|i'll be )in (?:the )?(?:(?:[1-9]|1[0-2])(?:st|nd|rd|th) grade|grade (?:[1-9]|1[0-2])|year (?:[1-9]|1[0-2])|form [1-5])\b(?! (?:of|at university|of (?:my|the|uni|college)))(?!.*\b(?:teach|teacher|tutor|tutoring|coach)\w*\b)/,
  /\bi'm an? (?:high ?school|middle ?school|hs|junior high|secondary school)(?: student| freshman| sophomore| junior| senior| kid)\b/,
  /\bi'm an? (?:freshman|sophomore|junior|senior) in (?:high ?school|hs)\b/,
  /\bi'm too young (?:to|for)\b|\b(?:says?|said|think|thinks|thought) i'm too young\b/,
  /\bsoy menor(?: de edad)?\b|\bje suis mineure?\b|\bich bin minderjahrig\b|\bsono minorenne\b|\bsou menor(?: de idade)?\b/,
];

const isMinorAge = (age: number) => age >= 8 && age < 18;

/**
 * The visitor's own statement that they are under 18, if the message holds one. `year`
 * is the current year (for "I was born in 2011"); `askedAge` is true when the companion's
 * last line asked how old they are, so a bare "15" counts.
 */
export function findMinor(text: string, options: { year: number; askedAge?: boolean }): MinorFinding | null {
  for (const m of text.matchAll(SELF_AGE)) {
    const at = (m.index ?? 0) + m[0].length;
    const age = readAge(text.slice(at), Number(m[1]));
    const qualifiers = m[0];
    if (age === null) continue;
    const adjusted = /\b(?:almost|nearly|about to be|turning|gonna be|going to be|soon to be)\b/.test(qualifiers)
      ? age - 1
      : age;
    if (/\bnot even\b/.test(qualifiers) && age <= 18) return { age: age - 1 };
    if (isMinorAge(adjusted)) return { age: adjusted };
  }
  const aged = text.match(SELF_AGED);
  if (aged && isMinorAge(Number(aged[1]))) return { age: Number(aged[1]) };
  const turned = text.match(TURNED);
  if (turned && isMinorAge(Number(turned[1]))) return { age: Number(turned[1]) };
  const away = text.match(YEARS_AWAY);
  if (away) {
    const years = away[1] ?? away[4] ?? '';
    const age = Number(away[2] ?? away[3]) - (SMALL_NUMBERS[years] ?? Number(years));
    if (isMinorAge(age)) return { age };
  }
  const willBe = text.match(WILL_BE);
  const next = Number(willBe?.[1] ?? willBe?.[2] ?? willBe?.[3] ?? Number.NaN);
  if (willBe && isMinorAge(next - 1)) return { age: next - 1 };
  const mine = text.match(MY_AGE);
  const stated = Number(mine?.[1] ?? mine?.[2] ?? Number.NaN);
  if (mine && isMinorAge(stated)) return { age: stated };
  const leading = text.match(LEADING_AGE);
  const leadingAge = Number(leading?.[1] ?? leading?.[2] ?? Number.NaN);
  if (leading && isMinorAge(leadingAge)) return { age: leadingAge };
  const born = text.match(BORN);
  const bornIn = Number(born?.[1] ?? born?.[2] ?? Number.NaN);
  // Born that year: 17 or 18 now, depending on the birthday; take the younger.
  if (born && isMinorAge(options.year - bornIn - 1)) return { age: options.year - bornIn - 1 };
  const toCome = text.match(AGE_TO_COME);
  const comingAge = Number(toCome?.[1] ?? toCome?.[2] ?? toCome?.[3] ?? Number.NaN);
  const toComeAt = (toCome?.index ?? 0) + (toCome?.[0].length ?? 0);
  if (toCome && !MEASURE.test(text.slice(toComeAt)) && isMinorAge(comingAge - 1)) return { age: comingAge - 1 };
  const group = text.match(GROUP_AGE);
  if (group) {
    const age = readAge(text.slice((group.index ?? 0) + group[0].length), Number(group[1]));
    if (age !== null && isMinorAge(age)) return { age };
  }
  const clause = text.match(AGE_CLAUSE);
  if (clause && /\b(?:i|i'm|me|my age)\b/.test(text) && !ABOUT_OTHERS.test(text) && isMinorAge(Number(clause[1]))) {
    return { age: Number(clause[1]) };
  }
  const other = text.match(OTHER_LANGUAGES);
  if (other && isMinorAge(Number(other[1]))) return { age: Number(other[1]) };
  const foreign = text.match(FOREIGN_AGE);
  const foreignAge = Number(FOREIGN_TEENS[foreign?.[1] ?? ''] ?? foreign?.[1] ?? Number.NaN);
  if (foreign && isMinorAge(foreignAge)) return { age: foreignAge };
  if (options.askedAge) {
    const bare = text.match(/^(?:i'm |im )?(\d{1,2})\b/);
    if (bare && readAge(text.slice(bare[0].length), Number(bare[1])) !== null && isMinorAge(Number(bare[1]))) {
      return { age: Number(bare[1]) };
    }
  }
  if (NO_NUMBER.some((re) => re.test(text)) || hintsMinor(text)) return { age: null };
  return null;
}

/** The companion's line asks the visitor's age. */
export function asksAge(assistantLine: string): boolean {
  return /\bhow old are (?:you|u)\b|\byour age\b|\bare you (?:over|under) 18\b|\bhow old\?/i.test(assistantLine);
}
