/**
 * Persona text is written about the character ("Marco ran a family trattoria… He is
 * generous"); the engine speaks as the character ("I ran a family trattoria… I'm
 * generous"). These helpers retell it in the first person, and refuse a sentence they
 * cannot turn round cleanly rather than say "she" about themselves.
 */

const IRREGULAR: Record<string, string> = { is: 'am', has: 'have', does: 'do', was: 'was', goes: 'go' };
const ADVERB =
  '(?:still|also|always|never|often|quietly|happily|usually|now|just|really|mostly|sometimes|rarely|once|even|only|secretly|gladly|proudly)';
/** What may follow a verb in a list of things the character does ("argues lovingly", "listens to"). */
const AFTER_VERB =
  /^(?:\w+ly|\w+ing|a|an|the|about|to|with|in|on|at|that|my|your|every|out|up|down|over|into|through|from|for|people|anyone|everyone|you)$/;
/** Verbs common in persona descriptions, turned round wherever they follow a comma or "and". */
const LIST_VERBS: ReadonlySet<string> = new Set(
  (
    'is has does collects presses throws mixes takes makes bakes cooks plays teaches runs writes reads paints ' +
    'knits swims grows keeps loves hates likes gets spends brews gathers builds fixes sings tells hosts leads ' +
    'walks rides drives works lives believes argues listens speaks talks laughs jokes drops reaches checks ' +
    'explains turns restores trains coaches studies tries carries wears sews tends smokes travels visits ' +
    'collects dreams thinks knows swears wakes sleeps'
  ).split(' '),
);
/** Endings of nouns and adjectives, never of the verbs above ("hikers", "generous"). */
const NOT_A_VERB = /(?:ss|us|is|ers|ics|ness|ments)$/;

/** "rolls" -> "roll", "teaches" -> "teach", "tries" -> "try", "has" -> "have". */
export function baseVerb(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/[^aeiou]ies$/.test(lower)) return lower.replace(/ies$/, 'y');
  if (/(?:ch|sh|ss|x|z|o)es$/.test(lower)) return lower.replace(/es$/, '');
  if (/[^s]s$/.test(lower)) return lower.replace(/s$/, '');
  return lower;
}

const OBJECT_HER =
  /\bher(?=\s*(?:[.,;:!?)]|$)|\s+(?:and|or|but|in|on|at|to|for|with|from|about|as|when|while|because|so|again|too|how|what|where|why|who|whether|if|the|a|an|into|through)\b)/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One sentence about the character, in the first person, or null when it cannot be
 * turned round (the character's name or a "she" left in it).
 */
export function retell(sentence: string, names: string[]): string | null {
  let s = sentence.trim();
  if (!s) return null;
  let converted = false;
  for (const name of names) {
    const at = new RegExp(`^${escapeRegExp(name)}(?:'s)?\\s+`);
    if (!at.test(s)) continue;
    if (new RegExp(`^${escapeRegExp(name)}'s\\s+`).test(s)) s = s.replace(at, 'My ');
    else s = s.replace(at, 'She ');
    break;
  }
  // Subject pronoun and the verb after it (with an adverb between): "she still rolls" -> "I still roll".
  s = s.replace(
    new RegExp(`\\b(?:[Ss]he|[Hh]e)\\s+(${ADVERB}\\s+)?(\\w+)`, 'g'),
    (_, adverb: string | undefined, verb: string) => {
      // "She is a teacher who runs…": the verbs after a plain "is" belong to the relative clause.
      if (!/^(?:is|was)$/i.test(verb)) converted = true;
      return `I ${adverb ?? ''}${baseVerb(verb)}`;
    },
  );
  s = s
    .replace(/\b(?:himself|herself)\b/gi, 'myself')
    .replace(OBJECT_HER, 'me')
    .replace(/\bhim\b/gi, 'me')
    .replace(/\b(?:his|her|hers)\b/gi, (w) => (w.charAt(0) === w.charAt(0).toUpperCase() ? 'My' : 'my'));
  if (converted) {
    // The other verbs of the same list: "I still roll pasta…, argues lovingly" -> "argue lovingly".
    s = s.replace(/(,|\band)\s+(\w+s)\s+(\w+)/g, (whole, joint: string, verb: string, next: string) => {
      const lower = verb.toLowerCase();
      const isVerb = LIST_VERBS.has(lower) || (AFTER_VERB.test(next.toLowerCase()) && !NOT_A_VERB.test(lower));
      return isVerb ? `${joint} ${baseVerb(verb)} ${next}` : whole;
    });
  }
  s = s.replace(/\bI am\b/, "I'm");
  for (const name of names) s = s.replace(new RegExp(`\\b${escapeRegExp(name)}'s\\b`, 'g'), 'my');
  if (names.some((n) => new RegExp(`\\b${escapeRegExp(n)}\\b`).test(s))) return null;
  if (/\b(?:she|he|hers|himself|herself)\b/i.test(s)) return null;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The sentences of a persona text: an end mark, a space, then a capital ("3 a.m.s" stays whole). */
export function sentencesIn(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z"“])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every sentence of a persona text that can be said in the first person. */
export function retellAll(text: string, names: string[]): string[] {
  return sentencesIn(text)
    .map((s) => retell(s, names))
    .filter((s): s is string => s !== null);
}
