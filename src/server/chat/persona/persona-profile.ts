import type { Persona } from '../reply-engine.ts';
import { retell, retellAll, sentencesIn } from './first-person.ts';

/** One `{{user}}` line and the character's answer, from the persona's example dialogue. */
export interface ExampleExchange {
  user: string;
  reply: string;
  /** Content words of the user line, for matching what a visitor asks. */
  keywords: Set<string>;
}

/**
 * One of the persona's interests in the forms the engine says it: `own` in the first
 * person, about itself ("cooking for my grandchildren"), and `topic` as a subject a
 * visitor can be asked about ("cooking"), or null when the interest is about the
 * persona's own life and no question to anyone else.
 */
export interface Interest {
  text: string;
  own: string;
  topic: string | null;
}

/** What the offline engine derives once from a persona's fields. */
export interface PersonaProfile {
  persona: Persona;
  firstName: string;
  interests: Interest[];
  /** Scenario and description retold in the first person ("I'm on a late shift…"). */
  scene: string | null;
  selfIntro: string | null;
  /** The rest of the description, in the first person: what the companion tells when asked for a story. */
  backstory: string[];
  /** Terms of endearment the personality mentions ('calls people "sugar"'). */
  petNames: string[];
  /** The first few traits of the personality ('witty', 'curious'). */
  traits: string[];
  exchanges: ExampleExchange[];
}

const STOP_WORDS = new Set(
  (
    'a an the and or but if so to of in on at for with from by about as is are was were be been am do does did ' +
    'i me my you your we our it its this that these those what whats how why when where who which can could ' +
    'would should will just really very too not no yes oh ok okay hey hi hello please there here have has had ' +
    'im youre ive dont cant get got like some any all more much one'
  ).split(' '),
);

/** Lower-cased content words of a text (no stop words, no punctuation). */
export function contentWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w));
  return new Set(words);
}

const THIRD_PERSON = /\b(?:his|her|hers|their|theirs|him|them|he|she|they|himself|herself|themselves)\b/i;
/** A trailing phrase about someone ("for his grandchildren", "with her students"). */
const ABOUT_SOMEONE =
  /\s+(?:for|with|to|of|about|from|at|in|on|by|like|alongside)\s+(?:\S+\s+)*?(?:his|her|their|my)\b.*$/i;

/**
 * An interest as the persona says it and as it may ask a visitor about it. Creators write
 * interests about the character ("cooking for his grandchildren"); the first-person form
 * turns the pronouns and the character's name round, and the topic drops the personal
 * part ("cooking"), or is null when nothing general is left.
 */
export function interestForms(text: string, names: string[]): Interest {
  let own = text
    .replace(/\b(?:he|she|they) (?:is|are)\b/gi, 'I am')
    .replace(/\b(?:himself|herself|themselves)\b/gi, 'myself')
    .replace(/\b(?:his|her|their)\b/gi, 'my');
  for (const name of names) own = own.replace(new RegExp(`\\b${name}'s\\b`, 'g'), 'my');
  const personal = own !== text || THIRD_PERSON.test(text);
  let topic: string | null = text;
  if (personal) {
    const stripped = own.replace(ABOUT_SOMEONE, '').trim();
    topic = stripped && stripped !== own && !/\bmy\b/i.test(stripped) ? stripped : null;
  }
  return { text, own, topic };
}

export function parseExampleDialogue(text: string, charName: string): ExampleExchange[] {
  const exchanges: ExampleExchange[] = [];
  let pendingUser: string | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const user = line.match(/^\{\{user\}\}:\s*(.+)$/i);
    const char = line.match(/^\{\{char\}\}:\s*(.+)$/i);
    if (user?.[1]) pendingUser = user[1];
    else if (char?.[1] && pendingUser) {
      exchanges.push({
        user: pendingUser,
        reply: char[1].replace(/\{\{char\}\}/gi, charName),
        keywords: new Set([...contentWords(pendingUser)].filter((w) => !contentWords(charName).has(w))),
      });
      pendingUser = null;
    }
  }
  return exchanges;
}

export function buildPersonaProfile(persona: Persona): PersonaProfile {
  const firstName = persona.name.split(/\s+/)[0] ?? persona.name;
  const names = [persona.name, firstName];
  const petNames = [...persona.personality.matchAll(/"([a-z][a-z ]{1,15})"/gi)]
    .map((m) => (m[1] ?? '').toLowerCase())
    .filter(Boolean);
  const traits = (persona.personality.split('.')[0] ?? '')
    .split(/,|\band\b/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t.length > 0 && t.split(' ').length <= 3)
    .slice(0, 4);
  return {
    persona,
    firstName,
    interests: persona.interests.map((i) => interestForms(i, names)),
    scene: retell(sentencesIn(persona.scenario)[0] ?? '', names),
    selfIntro: retell(sentencesIn(persona.description)[0] ?? '', names),
    backstory: retellAll(sentencesIn(persona.description).slice(1).join(' '), names),
    petNames,
    traits,
    exchanges: parseExampleDialogue(persona.exampleDialogue, persona.name),
  };
}
