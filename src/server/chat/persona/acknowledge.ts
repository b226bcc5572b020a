import type { RememberedFact } from '../reply-engine.ts';
import { daysUntil, relativeDay } from './dates.ts';
import { LOW_MOODS } from './intents.ts';
import {
  type NewsView,
  newsView,
  type PersonView,
  type PetView,
  type PlanView,
  personView,
  petView,
  planView,
  workPhrase,
} from './memory-view.ts';
import { capitalise } from './phrasing.ts';
import { type Scene, say } from './scene.ts';

/**
 * What the companion says first when the visitor shares something: the right register
 * for it (congratulations, sympathy, curiosity), then, at the end of the reply, one
 * question about that very thing.
 */
export interface Acknowledgement {
  parts: string[];
  /** A question about the most important thing shared, asked at the end of the reply. */
  question: string | null;
}

/** What matters most goes first: news before plans, animals, people, work, places, tastes. */
const ORDER: RememberedFact['kind'][] = [
  'name',
  'news',
  'plan',
  'pet',
  'family',
  'work',
  'place',
  'origin',
  'mood',
  'like',
  'dislike',
];

const them = (p: 'he' | 'she' | 'they') => (p === 'he' ? 'him' : p === 'she' ? 'her' : 'them');
const isAre = (p: 'he' | 'she' | 'they') => (p === 'they' ? 'are they' : `is ${p}`);

function moodPhrase(mood: string): string {
  return mood.startsWith('having') ? `you're ${mood}` : `you're feeling ${mood}`;
}

function newsAck(s: Scene, n: NewsView): [string, string] {
  const slots = {
    Phrase: capitalise(n.phrase),
    rel: n.about ?? '',
    them: them(n.pronoun),
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
        : /\bjob\b|\bpromoted\b/i.test(n.fact.value)
          ? n.about
            ? say(s, ['What will {them} be doing?'], { them: n.pronoun === 'they' ? 'they' : n.pronoun })
            : say(s, ["What's the new job?", 'When do you start?'])
          : n.about
            ? say(s, ['How {isAre} feeling about it?', 'How are you celebrating with {them}?'], slots)
            : say(s, ['How are you celebrating?', 'How does it feel?']);
    return [ack, question];
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

function planAck(s: Scene, p: PlanView): [string, string] {
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

function petAck(s: Scene, pets: PetView[]): [string, string] {
  const pet = pets.find((p) => p.name) ?? pets[0];
  if (!pet) return ['', ''];
  const slots = { animal: pet.animal, Name: pet.name ?? '' };
  if (!pet.name) {
    return [
      say(s, ['Oh, {a} {animal}! Lovely.', 'You have {a} {animal}? I love that.'], {
        ...slots,
        a: /^[aeiou]/i.test(pet.animal) ? 'an' : 'a',
      }),
      say(s, ["What's {its} name?", 'What are they like?'], { its: /s$/.test(pet.animal) ? 'their' : 'its' }),
    ];
  }
  return [
    say(
      s,
      [
        'A {animal} called {Name}! What a great name.',
        '{Name} the {animal}! I like {Name} already.',
        'Oh, {Name}! Every house needs a {animal}.',
      ],
      slots,
    ),
    say(s, ["What's {Name} like?", 'How did {Name} get that name?', 'Is {Name} the boss of the house?'], slots),
  ];
}

function personAck(s: Scene, p: PersonView): [string, string] {
  if (/^(?:two|three|four|five|\d+) /.test(p.relation)) {
    return [
      say(s, ['{Rel}! Your house must be lively.'], { Rel: capitalise(p.relation) }),
      say(s, ['How old are they?', 'What are they like?']),
    ];
  }
  const slots = { rel: p.relation, Name: p.name ?? '', them: them(p.pronoun) };
  return p.name
    ? [
        say(s, ['Your {rel} {Name}, got it.', '{Name}, your {rel}. Noted.'], slots),
        say(s, ['Are you and {Name} close?', 'What is {Name} like?'], slots),
      ]
    : [say(s, ['Your {rel}, got it.'], slots), say(s, ['Are you two close?', "What's your {rel} like?"], slots)];
}

function workAck(s: Scene, work: string): [string, string] {
  const slots = { phrase: workPhrase(work) };
  const ack = say(
    s,
    [
      "So {phrase}? That's no small thing.",
      'Oh, {phrase}. I want to hear what that is really like.',
      'Ah, {phrase}! Respect.',
    ],
    slots,
  );
  const nights = /\bnights?\b/i.test(s.text);
  const question = nights
    ? say(s, ['How do you manage with the night shifts?', 'Do nights ever get easier?'])
    : say(s, ["What's the best part of it?", "What's a typical day like for you?"]);
  return [ack, question];
}

type Reaction = [string, string | null];

function moodAck(s: Scene, v: string): Reaction {
  const ack = LOW_MOODS.has(v)
    ? say(
        s,
        ["I'm sorry {mood}.", "Oh no. I'm sorry {mood}, that's no fun.", 'That sounds hard. Thank you for telling me.'],
        {
          mood: moodPhrase(v),
        },
      )
    : say(s, ['I love that {mood}!', '{Mood}? That makes me happy to hear.'], {
        mood: moodPhrase(v),
        Mood: capitalise(v.replace(/^having /, '')),
      });
  return [ack, null];
}

function likeAck(s: Scene, v: string): Reaction {
  const shared = s.profile.interests.find((i) =>
    i.text
      .toLowerCase()
      .split(/\W+/)
      .some((w) => w.length > 3 && v.toLowerCase().includes(w)),
  );
  const ack = shared
    ? say(
        s,
        [
          'Wait, {v}? Same here. {Own} is one of my favourite things.',
          "You like {v}? We were always going to get along. I'm big on {own}.",
        ],
        {
          v,
          own: shared.own,
          Own: capitalise(shared.own),
        },
      )
    : say(
        s,
        ['{V}? Good taste.', 'Ooh, {v}. I can see why.', "{V}, noted. That's going in my little file about you."],
        {
          v,
          V: capitalise(v),
        },
      );
  return [ack, null];
}

/** The companion's reaction to one fact (all of the message's facts at hand, for the pets told together). */
function reaction(s: Scene, fact: RememberedFact, all: RememberedFact[]): Reaction {
  const v = fact.value;
  switch (fact.kind) {
    case 'name':
      return [
        say(
          s,
          ['Nice to meet you, {v}!', '{v}! I like that name.', "{v}. Got it, I'll remember that.", 'Well, hello, {v}.'],
          { v },
        ),
        null,
      ];
    case 'news':
      return newsAck(s, newsView(fact));
    case 'plan':
      return planAck(s, planView(fact));
    case 'pet':
      return petAck(s, all.filter((f) => f.kind === 'pet').map(petView));
    case 'family':
      return personAck(s, personView(fact));
    case 'work':
      return workAck(s, v);
    case 'place':
      return [
        say(s, ['{v}! I have always wanted to see it.', 'Oh, {v}. Nice part of the world.'], { v }),
        say(s, ['What do you love most about living there?', "What's it like living in {v}?"], { v }),
      ];
    case 'origin':
      return [
        say(s, ['From {v}, originally? I love that.'], { v }),
        say(s, ['Do you miss it?', 'What do you miss most about {v}?'], { v }),
      ];
    case 'mood':
      return moodAck(s, v);
    case 'like':
      return likeAck(s, v);
    default:
      return [
        say(s, ["Not a fan of {v}, got it. I won't hold it against you.", "Fair enough, {v} isn't for everyone."], {
          v,
        }),
        null,
      ];
  }
}

/** The reactions to what was just shared, most important first, and one question about the top one. */
export function acknowledge(s: Scene, facts: RememberedFact[]): Acknowledgement {
  const parts: string[] = [];
  let question: string | null = null;
  const sorted = [...facts].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  let substantive = 0;
  for (const [i, fact] of sorted.entries()) {
    // Pets told together get one reaction; two or three reactions read as listening, more as a form.
    if (fact.kind === 'pet' && sorted.slice(0, i).some((f) => f.kind === 'pet')) continue;
    if (fact.kind !== 'name' && ++substantive > 3) break;
    const [ack, q] = reaction(s, fact, sorted);
    parts.push(ack);
    if (!question && q) question = q;
  }
  return { parts, question };
}
