/**
 * The statements of a message with its questions taken out, so that what a visitor asks
 * is never remembered as what they told: "What do I like doing on weekends?" holds "I
 * like doing on weekends" word for word, and must not become "You like: doing on
 * weekends". A statement beside a question still counts ("I'm Sam, what's yours?").
 */

const FILLERS =
  '(?:(?:so|and|but|or|hey|hi|ok|okay|um+|uh+|well|oh|then|wait|also|now|quick question|question)[,:]?\\s+)*';
const WH = '(?:what|why|how|when|where|who|whom|which|whose)';
/**
 * How a question opens, after a filler or two: an embedded question ("tell me what I
 * like"), a question word not starting a clause of one's own ("what do I like", not "when
 * I'm bored" or "what a day"), or an auxiliary before its subject ("do you", "am I"; not
 * "can't wait" or "would love to").
 */
const QUESTION_START = new RegExp(
  `^${FILLERS}(?:(?:tell me|remind me|guess|remember|do you (?:remember|know)|can you (?:tell me|remember)|you know)\\s+${WH}\\b|${WH}\\b(?!'?\\s*(?:i|i'm|i've|i'd|i'll|we|we're|you|you're|they|they're|he|she|it|my|an?)\\b)|(?:do|does|did|is|are|am|was|were|can|could|would|will|should|shall|have|has|isn't|aren't|don't|doesn't|didn't|won't|wouldn't|can't|couldn't|shouldn't|haven't|hasn't|wasn't|weren't)\\s+(?:i|you|u|we|they|he|she|it|there|that|this|my|your|anyone|someone|people)\\b)`,
  'i',
);
/** Exclamations that open like a question: "How lovely". */
const EXCLAMATION = /^(?:how (?:nice|lovely|great|cool|fun|sweet|kind|funny|sad|awful|weird|cute|amazing))\b/i;

/** A clause (or sentence) that asks rather than tells (intents.ts reads a message's question by it too). */
export function asks(clause: string): boolean {
  const text = clause.trim();
  return QUESTION_START.test(text) && !EXCLAMATION.test(text);
}

/**
 * The message without its questions. A sentence ending in "?" or opening like a question
 * is cut at its commas: the clauses that open like a question go, and so does the last
 * clause of a sentence that ends in "?" (the question itself); the rest is kept as told.
 * Every other sentence is kept whole, so patterns that span a comma ("my cat, Miso") still read.
 */
export function statementsOf(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]*/g) ?? [];
  const kept: string[] = [];
  for (const sentence of sentences) {
    const question = sentence.trimEnd().endsWith('?');
    if (!question && !asks(sentence)) {
      kept.push(sentence.trim());
      continue;
    }
    const clauses = sentence.split(/(?<=[,;:])\s*/);
    clauses.forEach((clause, i) => {
      const last = i === clauses.length - 1;
      if (asks(clause) || (question && last)) return;
      kept.push(clause.trim());
    });
  }
  return kept.filter((s) => s.length > 0).join(' ');
}
