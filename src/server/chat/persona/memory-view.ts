import type { RememberedFact } from '../reply-engine.ts';
import { DAY_PHRASE, parseFormattedDay } from './dates.ts';
import { PEOPLE, PERSON_WORDS, PET_WORDS } from './life-vocabulary.ts';

/**
 * Stored memory values read back into parts the companion can talk about, in the second
 * person ("your cat Miso", "your sister had a baby girl", "you're a nurse"). Values are
 * plain text the visitor can see and edit, so everything here is parsed, never assumed.
 */

export type Tone = 'joy' | 'sorrow' | 'neutral';
export type Pronoun = 'he' | 'she' | 'they';

export interface PetView {
  animal: string;
  name: string | null;
  /** "your cat Miso", "your two dogs". */
  phrase: string;
}

export interface PersonView {
  relation: string;
  name: string | null;
  pronoun: Pronoun;
  phrase: string;
}

export interface PlanView {
  fact: RememberedFact;
  /** "exam", "sister's wedding", "seeing my sister". */
  what: string;
  /** "your exam", "seeing your sister". */
  phrase: string;
  day: Date | null;
  /** Undated plans keep their words ("next month"). */
  when: string | null;
  /** The word a later message would use for it ("exam", "wedding", "Japan"). */
  head: string;
}

export interface NewsView {
  fact: RememberedFact;
  /** "sister" for news about someone, null for the visitor's own. */
  about: string | null;
  pronoun: Pronoun;
  /** "your sister had a baby girl", "you got a new job". */
  phrase: string;
  /** The news without its subject: "had a baby girl", "got a new job". */
  predicate: string;
  tone: Tone;
  /** Someone died: asked about only by the visitor, and never "how is she doing?". */
  loss: boolean;
}

/** First person as the visitor wrote it, turned to the second person ("my" -> "your"). */
export function yourise(text: string): string {
  return text
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/\bmine\b/gi, 'yours')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bI'm\b/gi, "you're")
    .replace(/\bI am\b/gi, 'you are')
    .replace(/\bI\b/g, 'you');
}

const CALLED = /^(.*?) called (.+)$/;

export function petView(fact: RememberedFact): PetView {
  const m = fact.value.match(CALLED);
  const animal = (m?.[1] ?? fact.value).trim();
  const name = m?.[2]?.trim() ?? null;
  return { animal, name, phrase: name ? `your ${animal} ${name}` : `your ${animal}` };
}

function relationOf(text: string): string {
  const lower = text.toLowerCase();
  return PERSON_WORDS.find((w) => new RegExp(`\\b${w}\\b`).test(lower)) ?? lower.split(' ').pop() ?? lower;
}

/** "him", "her", "them". */
export function objectOf(p: Pronoun): string {
  return p === 'he' ? 'him' : p === 'she' ? 'her' : 'them';
}

/** "his", "her", "their". */
export function possessiveOf(p: Pronoun): string {
  return p === 'he' ? 'his' : p === 'she' ? 'her' : 'their';
}

/** "is she", "are they": for "How is she doing?". */
export function isAre(p: Pronoun): string {
  return p === 'they' ? 'are they' : `is ${p}`;
}

export function pronounOf(relation: string): Pronoun {
  return PEOPLE[relationOf(relation)] ?? 'they';
}

export function personView(fact: RememberedFact): PersonView {
  const m = fact.value.match(CALLED);
  const relation = (m?.[1] ?? fact.value).trim();
  const name = m?.[2]?.trim() ?? null;
  const counted = /^(?:two|three|four|five|\d+) /i.test(relation);
  return {
    relation,
    name,
    pronoun: pronounOf(relation),
    phrase: counted ? `your ${relation.replace(/^\S+ /, '')}` : name ? `your ${relation} ${name}` : `your ${relation}`,
  };
}

const GERUND = /^[a-z]+ing\b/i;
/** An undated plan ends with the day phrase it was told with ("next month", or "friday" read without a clock). */
const UNDATED = new RegExp(`^(.*?)\\s+${DAY_PHRASE.source}$`, 'i');

export function planView(fact: RememberedFact): PlanView {
  const dated = parseFormattedDay(fact.value);
  let what = fact.value;
  let when: string | null = null;
  if (dated) what = fact.value.slice(0, dated.at).replace(/\s+on\s*$/, '');
  else {
    const m = fact.value.match(UNDATED);
    if (m?.[1] && m[2]) {
      what = m[1];
      when = m[2];
    }
  }
  what = what.trim();
  const words = what.split(/\s+/);
  const head = words.find((w) => /^[A-Z]/.test(w)) ?? words.at(-1) ?? what;
  return {
    fact,
    what,
    phrase: GERUND.test(what) ? yourise(what) : `your ${yourise(what)}`,
    day: dated?.day ?? null,
    when,
    head: head.replace(/'s$/, '').toLowerCase(),
  };
}

const RECOVERY = /\b(?:better|okay|ok|fine|came home|home from)\b/i;
const SORROW =
  /\b(?:passed away|passed on|died|passed$|lost|fired|laid off|failed|broke up|split up|divorced|dumped|hospital|sick|ill|surgery|operation|accident|a fall|stroke|heart attack|hurt|injured|broke (?:his|her|their|my|your) )/i;
const JOY =
  /\b(?:bab(?:y|ies)|twins|pregnant|expecting|engaged|married|new job|the job|a job|promoted|raise|passed|graduated|got into|accepted|won|bought|puppy|kitten|retired|turned \d+|licen[cs]e|gave birth|became|started)\b/i;

const LOSS = /\b(?:died|passed away|passed on|passed(?! (?:her|his|their|my|your|the|a|an)\b))\b/i;

/** Congratulations, sympathy or curiosity: what a piece of news calls for. */
export function toneOf(text: string): Tone {
  if (RECOVERY.test(text)) return 'joy';
  if (SORROW.test(text)) return 'sorrow';
  return JOY.test(text) ? 'joy' : 'neutral';
}

export function newsView(fact: RememberedFact): NewsView {
  const value = fact.value.trim();
  const lower = value.toLowerCase();
  const about = [...PERSON_WORDS, ...PET_WORDS].find((w) => new RegExp(`^(?:\\S+ )?${w}\\b`).test(lower)) ?? null;
  const phrase = about
    ? `your ${yourise(value)}`
    : `you ${yourise(value)}`.replace(/^you am /, "you're ").replace(/^you are /, "you're ");
  // "sister Anna had a baby" -> "had a baby"; "little brother got engaged" -> "got engaged".
  const predicate = about
    ? yourise(value.replace(new RegExp(`^(?:\\S+ )?${about}(?: [A-Z][\\w'-]*)? `), ''))
    : yourise(value).replace(/^am /, 'are ');
  return {
    fact,
    about,
    pronoun: about && PEOPLE[about] ? PEOPLE[about] : 'they',
    phrase,
    predicate,
    tone: toneOf(value),
    loss: LOSS.test(value),
  };
}

/** "you're a nurse", "you work in marketing", "you're studying medicine". */
export function workPhrase(value: string): string {
  if (/^(?:in|at|for) /i.test(value)) return `you work ${value}`;
  if (/^studying /i.test(value)) return `you're ${value}`;
  if (/^an? /i.test(value)) return `you're ${value}`;
  return `you work as ${value}`;
}

export function factsOf(memory: RememberedFact[], kind: RememberedFact['kind']): RememberedFact[] {
  return memory.filter((f) => f.kind === kind);
}

export function lastOf(memory: RememberedFact[], kind: RememberedFact['kind']): string | null {
  return factsOf(memory, kind).at(-1)?.value ?? null;
}
