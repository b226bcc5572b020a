import { sentencesIn } from './first-person.ts';
import { capitalise } from './phrasing.ts';
import { freshInterest, type Scene, say } from './scene.ts';

/**
 * "Do you like cats?" / "Do you have any pets?" asked of a companion whose own text does
 * not answer it (answerAboutPersona found nothing). Its text may still name an animal in
 * its life (Rafael's "mind the dog"); otherwise it says, in character and without making
 * anything up, that it has no answer to give, and keeps that stance however often asked.
 */

const DO_YOU =
  /\bdo (?:you|u) (?:like|love|enjoy|have|own|keep|want|play|eat|drink|cook|read|watch)\s+(?:any |a |an |the )?([a-z][a-z -]{1,30}?)\s*\??$/;
const PET_WORDS = /^(?:pets?|animals?)$/;
const ANIMALS = /\b(cat|kitten|dog|puppy|parrot|bird|rabbit|hamster|horse|fish|tortoise|goat|chickens?|hens?)s?\b/i;

/** Where the persona's own words name an animal it keeps, as told in its text or first message. */
function animalOf(s: Scene): { animal: string; sentence: string } | null {
  const { persona, exchanges } = s.profile;
  const texts = [persona.firstMessage ?? '', persona.scenario ?? '', ...exchanges.map((e) => e.reply)];
  for (const sentence of texts.flatMap((t) => sentencesIn(t))) {
    const m = sentence.match(ANIMALS);
    if (
      m?.[1] &&
      /\b(?:my|mind the|our|the)\s+\w*\s*(?:cat|kitten|dog|puppy|parrot|bird|rabbit|hamster|horse|fish|tortoise|goat|chickens?|hens?)\b/i.test(
        sentence,
      )
    )
      return { animal: m[1].toLowerCase(), sentence };
  }
  return null;
}

const WHAT_KIND = /\bwhat (?:kind|sort|type|types|kinds) of ([a-z]+) do (?:you|u) [a-z]+/;

/** Whether the visitor asked about this before: the answer then says "still", never "again?" the first time. */
function askedBefore(s: Scene, thing: string): boolean {
  return s.earlier.some((line) => line.includes(thing));
}

export function untoldAboutPersona(s: Scene): string | null {
  const kind = s.text.match(WHAT_KIND)?.[1];
  const thing = kind ?? s.text.match(DO_YOU)?.[1]?.trim();
  if (!thing) return null;
  const own = freshInterest(s)?.own ?? 'my own little world';
  const again = askedBefore(s, thing);
  const slots = { thing, Thing: capitalise(thing), own, Own: capitalise(own) };
  if (PET_WORDS.test(thing)) {
    const kept = animalOf(s);
    if (kept)
      return say(s, again ? ['Just the {animal}, like I said.'] : ["There's a {animal} in my life, yes."], kept);
    return again
      ? say(s, ['Still no pets here. {Own} keeps me busy enough.'], slots)
      : say(s, ['No pets, not that I could tell you about. My days go to {own}.'], slots);
  }
  if (kind)
    return again
      ? say(s, ['Same as before: {thing} is not really my world. {Own} is.'], slots)
      : say(s, ["{Thing}? That's not really my world, I'm afraid. {Own} is."], slots);
  return again
    ? say(s, ["I still haven't made up my mind about {thing}, to be honest. Ask me about {own} instead."], slots)
    : say(s, ["{Thing}? Honestly, I've never given it much thought. My head is full of {own}."], slots);
}
