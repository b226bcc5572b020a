import { daysUntil, relativeDay } from './dates.ts';
import { isAre, type NewsView, objectOf, type PlanView } from './memory-view.ts';
import { capitalise } from './phrasing.ts';
import { type Scene, say } from './scene.ts';

/**
 * Reactions to events in the visitor's life: news (congratulations, sympathy or curiosity,
 * by its tone) and plans (good luck for an exam, care for an operation, excitement for a
 * trip), each with the question to ask about it.
 */

export function newsAck(s: Scene, n: NewsView): [string, string] {
  const slots = {
    Phrase: capitalise(n.phrase),
    rel: n.about ?? '',
    them: objectOf(n.pronoun),
    isAre: isAre(n.pronoun),
  };
  const baby = /\b(?:baby|twins|gave birth)\b/i.test(n.fact.value);
  const girl = /\bgirl\b/i.test(n.fact.value);
  const boy = /\bboy\b/i.test(n.fact.value);
  // A sister's or brother's baby is the visitor's niece or nephew.
  const sibling = n.about === 'sister' || n.about === 'brother';
  const child = sibling && girl ? 'your new niece' : sibling && boy ? 'your new nephew' : 'the baby';
  if (n.tone === 'joy') {
    const ack = n.about
      ? say(
          s,
          [
            "{Phrase}? Oh, that's wonderful news. Congratulations to your {rel}!",
            'Oh, congratulations to your {rel}! What happy news.',
            "That's wonderful! Please pass my congratulations on to your {rel}.",
          ],
          slots,
        )
      : say(
          s,
          [
            "{Phrase}? Congratulations, that's brilliant!",
            'Oh, congratulations! That is big news.',
            "That's fantastic. Congratulations!",
          ],
          slots,
        );
    const question = baby
      ? say(s, ['Have they picked a name yet?', 'Have you met {child} yet?', 'How is everyone doing?'], { child })
      : /\bengaged\b/i.test(n.fact.value)
        ? say(s, ['Do you know when the wedding will be?', 'How did the proposal happen?'])
        : /\b(?:puppy|kitten|dog|cat)\b/i.test(n.fact.value)
          ? say(s, ['What are you going to call it?', 'Does it have a name yet?'])
          : /\bjob\b|\bpromoted\b/i.test(n.fact.value)
            ? n.about
              ? say(s, ['What will {them} be doing?'], { them: n.pronoun === 'they' ? 'they' : n.pronoun })
              : say(s, ["What's the new job?", 'When do you start?'])
            : n.about
              ? say(s, ['How {isAre} feeling about it?', 'How are you celebrating with {them}?'], slots)
              : say(s, ['How are you celebrating?', 'How does it feel?']);
    return [ack, question];
  }
  if (n.loss) {
    return [
      say(s, ["I'm so sorry about your {rel}.", "Oh, I'm so sorry. Losing your {rel} is hard."], slots),
      say(s, ['How are you holding up?', 'Would you like to tell me about {them}?'], slots),
    ];
  }
  if (n.tone === 'sorrow') {
    const ack = n.about
      ? say(s, ["Oh no, I'm sorry to hear about your {rel}.", "That's hard news about your {rel}. I'm sorry."], slots)
      : say(
          s,
          ["Oh no. I'm sorry, that's a lot to deal with.", "I'm so sorry. That's a rotten thing to happen."],
          slots,
        );
    const question = n.about
      ? say(s, ['How {isAre} doing now?', 'And how are you holding up?'], slots)
      : say(s, ['How are you holding up?', 'Do you want to talk about it?']);
    return [ack, question];
  }
  return [
    say(s, ['Oh, {phrase}? Tell me more.', "{Phrase}? Now I'm curious."], { ...slots, phrase: n.phrase }),
    say(s, ["How's that going?", 'How do you feel about it?']),
  ];
}

const LUCK =
  /\b(?:exams?|test|finals|midterms?|interview|audition|presentation|viva|defen[cs]e|hearing|race|marathon|match|game|competition|tournament|recital|performance|results)\b/i;
const CARE = /\b(?:appointment|surgery|operation|scan|check-?up)\b/i;

export function planAck(s: Scene, p: PlanView): [string, string] {
  const when = p.day ? relativeDay(p.day, s.now) : (p.when ?? 'soon');
  const slots = { Phrase: capitalise(p.phrase), phrase: p.phrase, when };
  if (p.day && daysUntil(p.day, s.now) < 0) {
    return [say(s, ['{Phrase} was {when}? I want to hear everything.'], slots), 'How did it go?'];
  }
  if (/\bbirthday\b/i.test(p.what) && !/'s birthday/i.test(p.what)) {
    return [
      say(s, ["Your birthday's {when}? Noted. I won't forget.", 'A birthday {when}! Noted.'], slots),
      say(s, ['Any plans to celebrate?', 'How do you like to spend your birthday?']),
    ];
  }
  if (LUCK.test(p.what)) {
    return [
      say(s, ['{Phrase} {when}! Good luck, you will do great.', '{Phrase} is {when}? Fingers crossed for you.'], slots),
      say(s, ['Do you feel ready?', 'How are you preparing for it?', 'Are you nervous, or feeling good about it?']),
    ];
  }
  if (CARE.test(p.what)) {
    return [
      say(s, ['{Phrase} {when}. I hope it goes smoothly.'], slots),
      say(s, ['Are you nervous about it?', 'Is someone going with you?']),
    ];
  }
  return [
    say(s, ['{Phrase} {when}! That sounds exciting.', '{Phrase} {when}? Ooh, noted.'], slots),
    say(s, ['What are you most looking forward to?', 'How are you feeling about it?']),
  ];
}
