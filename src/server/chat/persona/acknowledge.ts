import type { RememberedFact } from '../reply-engine.ts';
import { newsAck, planAck } from './acknowledge-events.ts';
import { ageOf } from './age-hobbies.ts';
import { LOW_MOODS } from './intents.ts';
import {
  newsView,
  objectOf,
  type PersonView,
  type PetView,
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
  'age',
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

function moodPhrase(mood: string): string {
  return mood.startsWith('having') ? `you're ${mood}` : `you're feeling ${mood}`;
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
  const slots = { rel: p.relation, Name: p.name ?? '', them: objectOf(p.pronoun) };
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
  const being = /^an? /i.test(work) ? [`What's the best part of being ${work}?`] : [];
  const question = nights
    ? say(s, ['How do you manage with the night shifts?', 'Do nights ever get easier?'])
    : say(s, [...being, "What's a typical day like for you?"]);
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
    case 'age':
    case 'news': {
      // A stated age is no event to congratulate or ask about ("I just turned 30" is).
      const age = ageOf(fact);
      if (age && !age.turned) {
        return [say(s, ['{age}! Noted.', "{age}? Got it, I'll remember."], { age: String(age.age) }), null];
      }
      return newsAck(s, newsView(fact));
    }
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
  // A low mood is met first ("I'm exhausted, and my exam is tomorrow"): sympathy before good luck.
  const rank = (f: RememberedFact) => (f.kind === 'mood' && LOW_MOODS.has(f.value) ? 0.5 : ORDER.indexOf(f.kind));
  const sorted = [...facts].sort((a, b) => rank(a) - rank(b));
  let substantive = 0;
  for (const [i, fact] of sorted.entries()) {
    // Pets told together get one reaction, none when the news says it ("I just got a puppy!").
    if (fact.kind === 'pet' && sorted.slice(0, i).some((f) => f.kind === 'pet')) continue;
    if (fact.kind === 'pet' && sorted.some((f) => f.kind === 'news' && f.value.includes(petView(fact).animal)))
      continue;
    // Two or three reactions read as listening; more read as a form being filled in.
    if (fact.kind !== 'name' && ++substantive > 3) break;
    const [ack, q] = reaction(s, fact, sorted);
    parts.push(ack);
    if (!question && q) question = q;
  }
  return { parts, question };
}
