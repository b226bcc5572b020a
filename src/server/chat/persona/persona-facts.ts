import { contentWords } from './persona-profile.ts';
import { type Scene, say } from './scene.ts';

/**
 * Questions about the companion itself that no dedicated intent answers ("How old are
 * you?", "Where are you from?", "Do you cook for your family?"), answered from its own
 * description and scenario, retold in the first person. Null when the persona's text
 * says nothing about it: the composer then treats it as an unknown question.
 */

const AGE_QUESTION = /\bhow old are you\b|\byour age\b|\bwhen were you born\b/;
const FROM_QUESTION = /\bwhere (?:are you from|do you come from|did you grow up|do you live|are you based)\b/;
const AGE = /\b(\d{2})-year-old\b|\bat (\d{2})\b|\bi'm (\d{2})\b/i;
const PLACE = /\bfrom [A-Z]|\bin [A-Z]|\bliving in\b|\bgrew up\b/;

function personaSentences(s: Scene): string[] {
  const { selfIntro, backstory, scene } = s.profile;
  return [selfIntro, ...backstory, scene].filter((x): x is string => Boolean(x));
}

export function answerAboutPersona(s: Scene): string | null {
  if (!/\b(?:you|your|yourself)\b/.test(s.text)) return null;
  const sentences = personaSentences(s);
  if (AGE_QUESTION.test(s.text)) {
    const m = sentences.map((x) => x.match(AGE)).find(Boolean);
    const age = m?.[1] ?? m?.[2] ?? m?.[3];
    if (age)
      return say(
        s,
        ["I'm {age}. Old enough to know better, young enough to do it anyway.", '{age}, and not a day less.'],
        { age },
      );
  }
  if (FROM_QUESTION.test(s.text)) {
    const where = sentences.find((x) => PLACE.test(x));
    if (where)
      return say(s, ['{where}', 'Let me put it this way: {lower}'], {
        where,
        lower: where.charAt(0).toLowerCase() + where.slice(1),
      });
  }
  // Otherwise the sentence of its own text that shares the most words with the question.
  const asked = [...contentWords(s.text)].filter((w) => w.length > 3 && !/^(?:your|yourself|about|think)$/.test(w));
  let best: { sentence: string; score: number } | null = null;
  for (const sentence of sentences) {
    const words = contentWords(sentence);
    const score = asked.filter((w) => words.has(w) || words.has(`${w}s`) || words.has(w.replace(/s$/, ''))).length;
    if (score > 0 && (!best || score > best.score)) best = { sentence, score };
  }
  if (!best || s.said.includes(best.sentence.toLowerCase())) return null;
  return say(s, ['Funny you should ask. {sentence}', 'Ah, that I can answer. {sentence}', '{sentence}'], {
    sentence: best.sentence,
  });
}
