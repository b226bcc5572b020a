import type { RememberedFact } from '../reply-engine.ts';

/**
 * The visitor's age and hobbies. Memory has no kinds of their own for them (the kinds are
 * the shared contract the memory panel labels), so an age is kept as the visitor's own
 * news, worded like "am pregnant" is ("am 29 years old": "Your news: am 29 years old"),
 * and a hobby as something they like ("You like: rock climbing").
 */

/**
 * Ages remembered: an adult's, up to a believable one. An age under 18 is the safety
 * layer's to hear (safety/minor-age.ts): it is never stored as a fact, so nothing about
 * how a minor is treated depends on memory.
 */
export const MIN_REMEMBERED_AGE = 18;
export const MAX_REMEMBERED_AGE = 110;

/** "I'm 29", "I am 29 years old", "I'm 29, remember that", "I'm 29 and …"; not "I'm 30 minutes late" or "100% sure". */
const IM_AGE =
  /\bi(?:'m| am) (?:now |only |just |currently )?(\d{1,3})(?:\s*(?:years?|yrs?)[- ]old|\s*y\/?o)?(?=\s*(?:[.!,;]|$)|\s+(?:and|but|so|btw|now|too|myself|lol|haha|by the way)\b)/;
/** "I'm a 29-year-old nurse", "my age is 29". */
const AGED = /\bi(?:'m| am) an? (\d{1,3})[- ]years?[- ]old\b|\bmy age is (\d{1,3})\b/;

export function extractAge(t: string): RememberedFact[] {
  const m = t.match(IM_AGE) ?? t.match(AGED);
  const age = Number(m?.[1] ?? m?.[2] ?? Number.NaN);
  if (!(age >= MIN_REMEMBERED_AGE && age <= MAX_REMEMBERED_AGE)) return [];
  return [{ kind: 'age', value: String(age) }];
}

/**
 * The age a remembered fact tells, if it tells one: the age kept ("29", or as the visitor
 * rewrote it in the panel: "29 years old"), or the news "turned 30" (and "am 29 years old",
 * as news, from before ages had their own kind).
 */
export function ageOf(fact: RememberedFact): { age: number; turned: boolean } | null {
  if (fact.kind !== 'age' && fact.kind !== 'news') return null;
  const value = fact.value.trim().toLowerCase();
  const stated = value.match(/^(?:am |i'm |i am )?(\d{1,3})(?: ?(?:years?|yrs?)(?:[- ]old)?)?$/);
  if (stated?.[1]) return { age: Number(stated[1]), turned: false };
  const turned = value.match(/^(?:just )?turned (\d{1,3})\b/);
  return turned?.[1] ? { age: Number(turned[1]), turned: true } : null;
}

/** The newest age in memory. */
export function rememberedAge(memory: RememberedFact[]): { age: number; turned: boolean } | null {
  for (const fact of [...memory].reverse()) {
    const age = ageOf(fact);
    if (age) return age;
  }
  return null;
}

/** "My hobby is rock climbing", "my hobbies are reading, hiking and jazz piano". */
const MY_HOBBIES =
  /\bmy (?:main |favou?rite |biggest )?(?:hobby|hobbies|pastimes?|passions?) (?:is|are|would be|include|includes)\s+([^.!?;]{2,100})/;
/** "I go bouldering every weekend": a habit, so only with how often ("I go shopping tomorrow" is a plan). */
const GO_HABIT =
  /\bi (?:usually |often |always |also |still |regularly |sometimes )?go ([a-z]{3,}ing)(?= (?:every|each|most (?:days|weekends|weeks|mornings|evenings|nights)|twice|once|three times|a lot|all the time|regularly|whenever|on (?:weekends|the weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days)|at (?:weekends|the weekends?))\b)/g;
const NOT_A_HABIT: ReadonlySet<string> = new Set([
  'going',
  'missing',
  'nothing',
  'something',
  'everything',
  'anything',
  'being',
]);
/** An item that starts another clause ends the list ("rock climbing, I go every weekend"). */
const NEW_CLAUSE = /^(?:i|i'm|we|it|it's|that|this|which|so|but|because|though|although|he|she|they|my|you)\b/;

/** The hobbies named in the normalised text, each a short phrase ("rock climbing", "bouldering"). */
export function extractHobbies(t: string): string[] {
  const hobbies: string[] = [];
  const list = t.match(MY_HOBBIES)?.[1] ?? '';
  for (const raw of list.split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/)) {
    const item = raw
      .trim()
      .replace(/^(?:to |mostly |probably |definitely |just )/, '')
      .trim();
    if (!item || NEW_CLAUSE.test(item)) break;
    if (item.split(' ').length <= 5 && item.length >= 3) hobbies.push(item);
  }
  for (const m of t.matchAll(GO_HABIT)) if (m[1] && !NOT_A_HABIT.has(m[1])) hobbies.push(m[1]);
  return hobbies;
}

/** Nouns ending in -ing that are no pastime. */
const NOT_ACTIVITIES =
  /^(?:thing|something|anything|everything|nothing|king|spring|ring|string|morning|evening|wedding|ceiling|building|pudding|clothing|darling|sibling|wing|ding|sting|bling|viking|meaning|feeling|ending|beginning|offspring)$/;
const PASTIMES =
  /\b(?:yoga|pilates|chess|guitar|piano|violin|drums|cello|football|soccer|tennis|golf|basketball|baseball|volleyball|rugby|cricket|hockey|badminton|karate|judo|jiu-jitsu|photography|pottery|crochet|origami|sudoku|crosswords|puzzles|video games|board games|games|gym|sports?|dance|dancing)\b/;

/** A liked thing that reads as something one does ("rock climbing", "yoga"), not just likes ("jazz", "tea"). */
export function isActivity(value: string): boolean {
  const lower = value.toLowerCase();
  if (PASTIMES.test(lower)) return true;
  return lower.split(/[^a-z-]+/).some((w) => /^[a-z-]{2,}ing$/.test(w) && !NOT_ACTIVITIES.test(w));
}
