import { contentWords, type PersonaProfile } from './persona-profile.ts';
import { capitalise } from './phrasing.ts';
import { type Scene, say } from './scene.ts';

/**
 * Questions about the companion itself that no dedicated intent answers ("How old are
 * you?", "Where are you from?", "Do you cook for your family?"), answered from its own
 * description and scenario, retold in the first person. Null when the persona's text
 * says nothing about it: the composer then treats it as an unknown question.
 */

const AGE_QUESTION = /\bhow old are you\b|\byour age\b|\bwhen were you born\b/;
const FROM_QUESTION = /\bwhere (?:are you from|do you come from|did you grow up|do you live|are you based)\b/;
/** A named place after "from" or "in", past a few small words ("in rural Vermont", "in the Bronx"). */
const PLACE_AFTER = (words: string) =>
  new RegExp(`\\b(?:${words}) (?:(?!the\\b)[a-z]+ ){0,2}?((?:the )?\\p{Lu}[\\p{L}ʻ'-]+(?: \\p{Lu}[\\p{L}ʻ'-]+)*)`, 'u');
const ORIGIN = PLACE_AFTER('from|grew up\\b[^.,]*?\\bin');
const HOME = PLACE_AFTER('in|across|through');
const AGE = /\b(\d{2})-year-old\b|\bat (\d{2})\b|\bi'm (\d{2})\b/i;

function personaSentences(s: Scene): string[] {
  const { selfIntro, backstory, scene } = s.profile;
  return [selfIntro, ...backstory, scene].filter((x): x is string => Boolean(x));
}

/**
 * "Where are you from?" answered with the places the persona's own text names: where it is
 * from and where it lives now, the same places however often it is asked. Null when its
 * text names none ("the university observatory").
 */
function homeOf(profile: PersonaProfile): ((s: Scene) => string) | null {
  const text = [profile.selfIntro, ...profile.backstory].filter(Boolean).join(' ');
  const origin = text.match(ORIGIN)?.[1];
  // Where it lives is named after the origin ("from Beirut, living in Berlin"); the scene's
  // place ("the courtyard of my building in Triana") is home only when no origin is told.
  const after = origin ? text.slice(text.indexOf(origin) + origin.length) : text;
  const home = (after.match(HOME) ?? (origin ? null : `${text} ${profile.scene ?? ''}`.match(HOME)))?.[1];
  if (origin && home && home !== origin)
    return (s) =>
      say(s, ["I'm from {origin}, but home is {home} these days.", '{Origin} originally. {Home} now.'], {
        origin,
        home,
        Origin: capitalise(origin),
        Home: capitalise(home),
      });
  if (origin)
    return (s) => say(s, ['{Origin}, born and raised.', "I'm from {origin}."], { origin, Origin: capitalise(origin) });
  if (home) return (s) => say(s, ['{Home}. That is home.', 'I live in {home}.'], { home, Home: capitalise(home) });
  return null;
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
    const home = homeOf(s.profile);
    if (home) return home(s);
  }
  // Otherwise the sentence of its own text that shares the most words with the question.
  const asked = [...contentWords(s.text)].filter((w) => w.length > 3 && !/^(?:your|yourself|about|think)$/.test(w));
  let best: { sentence: string; score: number } | null = null;
  for (const sentence of sentences) {
    const words = contentWords(sentence);
    const score = asked.filter((w) => words.has(w) || words.has(`${w}s`) || words.has(w.replace(/s$/, ''))).length;
    if (score > 0 && (!best || score > best.score)) best = { sentence, score };
  }
  if (!best) return null;
  // Asked again, it gives the same answer again: a fact about itself does not turn unknown.
  if (s.said.includes(best.sentence.toLowerCase()))
    return say(s, ['Like I said: {sentence}', 'Same answer as before. {sentence}', 'Still true: {sentence}'], {
      sentence: best.sentence,
    });
  return say(s, ['Funny you should ask. {sentence}', 'Ah, that I can answer. {sentence}', '{sentence}'], {
    sentence: best.sentence,
  });
}
