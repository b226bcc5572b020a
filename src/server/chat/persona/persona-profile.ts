import type { Persona } from '../reply-engine.ts';

/** One `{{user}}` line and the character's answer, from the persona's example dialogue. */
export interface ExampleExchange {
  user: string;
  reply: string;
  /** Content words of the user line, for matching what a visitor asks. */
  keywords: Set<string>;
}

/** What the offline engine derives once from a persona's fields. */
export interface PersonaProfile {
  persona: Persona;
  firstName: string;
  /** Scenario and description retold in the first person ("I'm on a late shift…"). */
  scene: string | null;
  selfIntro: string | null;
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

function firstSentence(text: string): string | null {
  const match = text.trim().match(/^.+?[.!?](?=\s|$)/);
  const sentence = (match ? match[0] : text).trim();
  return sentence.length > 0 ? sentence : null;
}

/**
 * "Nova is on a late shift…" -> "I'm on a late shift…". Only sentences that open with the
 * character's name are retold, so the grammar stays right.
 */
export function toFirstPerson(sentence: string | null, names: string[]): string | null {
  if (!sentence) return null;
  for (const name of names) {
    const prefix = `${name} is `;
    if (sentence.startsWith(prefix)) {
      const rest = sentence
        .slice(prefix.length)
        .replace(/\b(she|he|they) is\b/g, 'I am')
        .replace(/\b(her|his|their)self\b/g, 'myself')
        .replace(/\b(her|his|their)\b/g, 'my');
      return `I'm ${rest}`;
    }
  }
  return null;
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
    scene: toFirstPerson(firstSentence(persona.scenario), names),
    selfIntro: toFirstPerson(firstSentence(persona.description), names),
    petNames,
    traits,
    exchanges: parseExampleDialogue(persona.exampleDialogue, persona.name),
  };
}
