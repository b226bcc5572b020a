import { rememberedAge } from './age-hobbies.ts';
import { daysUntil, relativeDay, WEEKDAYS } from './dates.ts';
import { PERSON_WORDS, PET_WORDS, singular } from './life-vocabulary.ts';
import { factsOf, lastOf, newsView, type PlanView, petView, planView, workPhrase, yourise } from './memory-view.ts';
import { asSentence, capitalise, listOf } from './phrasing.ts';
import { personAnswer, petAnswer } from './recall-life.ts';
import { ageAnswer, hobbyAnswer, likedDoingAnswer } from './recall-self.ts';
import { type Scene, say } from './scene.ts';
import type { VisitorQuestion } from './visitor-questions.ts';

/**
 * Answers to what a visitor asks about themselves, from what they told: "You're a nurse",
 * "Miso! Your cat Miso", "Your exam is on Friday". When nothing was said about it, the
 * companion says so plainly and asks, rather than guessing.
 */

function nameAnswer(s: Scene): string {
  if (!s.name) {
    return say(s, [
      "You haven't told me your name yet, actually. What should I call you?",
      "I don't think you've told me your name. What is it?",
    ]);
  }
  const known = say(s, ["You're {name}, of course.", '{name}! How could I forget?', '{name}. I never forget a name.'], {
    name: s.name,
  });
  const work = lastOf(s.memory, 'work');
  return work ? `${known} ${asSentence(`And ${workPhrase(work)}`)}` : known;
}

function workAnswer(s: Scene): string {
  const work = lastOf(s.memory, 'work');
  if (!work) {
    return say(s, [
      "You haven't told me what you do yet. What keeps you busy?",
      "That's one thing you haven't told me. What do you do?",
    ]);
  }
  const phrase = workPhrase(work);
  return `${say(s, ['{phrase}, if I remember right.', 'You told me {phrase2}.', 'Easy: {phrase2}.'], {
    phrase: capitalise(phrase),
    phrase2: phrase,
  })} ${say(s, ['How is work treating you lately?', 'Is it a good week at work, or a long one?'])}`;
}

function placeAnswer(s: Scene, origin: boolean): string {
  const home = lastOf(s.memory, 'place');
  const from = lastOf(s.memory, 'origin');
  if (origin) {
    if (from) return say(s, ["You're from {from}.", 'You told me you come from {from}.'], { from });
    return home
      ? say(s, ["I know you live in {home}, but you haven't said where you're from. Where did you grow up?"], { home })
      : say(s, ["You haven't told me where you're from yet. Where did you grow up?"]);
  }
  if (home) {
    return say(s, ['You live in {home}. How do you like it there?', 'In {home}, last I heard. Still loving it?'], {
      home,
    });
  }
  return from
    ? say(s, ["I know you're from {from}, but not where you live now. Where's home these days?"], { from })
    : say(s, [
        "You haven't told me where you live yet. Where's home for you?",
        "That you haven't told me. Where do you live?",
      ]);
}

/** A plan as a clause: "your exam is on Friday", "your trip to Japan is next month". */
function planClause(p: PlanView, s: Scene): string {
  if (!p.day) return `${p.phrase} is ${p.when ?? 'coming up'}`;
  const n = daysUntil(p.day, s.now);
  if (n === 0) return `${p.phrase} is today`;
  return `${p.phrase} ${n > 0 ? 'is' : 'was'} ${relativeDay(p.day, s.now)}`;
}

/** Plans told back, in words not used when they were first acknowledged. */
function planRecall(plans: PlanView[], s: Scene): string {
  const list = listOf(plans.map((p) => planClause(p, s)));
  return say(s, ['You told me {list}.', 'From what you said, {list}.', 'If I have it right, {list}.'], { list });
}

function planAnswer(s: Scene, subject: string | null): string {
  const plans = factsOf(s.memory, 'plan').map(planView);
  const day = subject ? subject.toLowerCase() : null;
  const weekday = day ? WEEKDAYS.findIndex((d) => day.includes(d)) : -1;
  const matching = plans.filter((p) => {
    if (!day) return true;
    if (weekday >= 0) return p.day?.getUTCDay() === weekday && Math.abs(daysUntil(p.day, s.now)) < 7;
    if (day === 'today' || day === 'tonight') return p.day !== null && daysUntil(p.day, s.now) === 0;
    if (day === 'tomorrow') return p.day !== null && daysUntil(p.day, s.now) === 1;
    return day.includes(p.head) || p.what.toLowerCase().includes(day);
  });
  if (matching.length === 0) {
    if (day && weekday < 0 && !['today', 'tonight', 'tomorrow'].includes(day)) {
      return say(
        s,
        [
          "You haven't told me about {thing} yet. When is it?",
          "I don't think you've mentioned {thing}. When's it happening?",
        ],
        {
          thing: yourise(`my ${day.replace(/^my /, '')}`),
        },
      );
    }
    return say(s, [
      "Nothing you've told me about. What's happening?",
      "You haven't told me about any plans. Anything coming up?",
    ]);
  }
  const past = matching.some((p) => p.day && daysUntil(p.day, s.now) < 0);
  const ask = past ? 'How did it go?' : say(s, ['How are you feeling about it?', 'Are you ready for it?']);
  return `${planRecall(matching.slice(0, 3), s)} ${ask}`;
}

function tasteAnswer(s: Scene, kind: 'like' | 'dislike'): string {
  const values = factsOf(s.memory, kind).map((f) => f.value);
  if (values.length === 0) {
    return kind === 'like'
      ? say(s, ["You haven't told me yet! What do you love doing?", 'Hmm, you have not said. What are you into?'])
      : say(s, ["You haven't told me anything you can't stand yet. What is it?"]);
  }
  const list = listOf(values.slice(-3));
  return kind === 'like'
    ? say(s, ['You love {list}. See? I listen.', 'Let me think: {list}. Did I get it right?'], { list })
    : say(s, ["You can't stand {list}. I remember.", 'Not {list}, for you. Noted and remembered.'], { list });
}

function moodAnswer(s: Scene): string {
  const mood = lastOf(s.memory, 'mood');
  if (!mood) return say(s, ["You haven't said! How are you feeling?"]);
  const feeling = mood.startsWith('having') ? `you were ${mood}` : `you were feeling ${mood}`;
  return say(s, ['Last I heard, {feeling}. How about now?'], { feeling });
}

/** "What did I say happened today?": the news the visitor told, and how their day was. */
function newsAnswer(s: Scene): string {
  const news = factsOf(s.memory, 'news').map(newsView);
  const mood = lastOf(s.memory, 'mood');
  const items = [
    ...news.slice(-2).map((n) => n.phrase),
    ...(mood ? [mood.startsWith('having') ? `you were ${mood}` : `you were feeling ${mood}`] : []),
  ];
  if (items.length === 0) return say(s, ["You haven't told me what happened yet. What was it?"]);
  return say(s, ['You told me {list}.', 'I remember: {list}.'], { list: listOf(items) });
}

/** Everything worth saying back, most personal first. */
export function knownAboutVisitor(s: Scene): string[] {
  const items: string[] = [];
  if (s.name) items.push(`you're ${s.name}`);
  const age = rememberedAge(s.memory);
  if (age && !age.turned) items.push(`you're ${age.age}`);
  const work = lastOf(s.memory, 'work');
  if (work) items.push(workPhrase(work));
  const home = lastOf(s.memory, 'place');
  if (home) items.push(`you live in ${home}`);
  const from = lastOf(s.memory, 'origin');
  if (from) items.push(`you're from ${from}`);
  for (const p of factsOf(s.memory, 'pet').map(petView)) {
    items.push(p.name ? `you have a ${p.animal} called ${p.name}` : `you have ${p.phrase.replace(/^your /, 'a ')}`);
  }
  for (const n of factsOf(s.memory, 'news').map(newsView)) items.push(n.phrase);
  for (const p of factsOf(s.memory, 'plan').map(planView)) items.push(planClause(p, s));
  const liked = factsOf(s.memory, 'like').map((f) => f.value);
  if (liked.length > 0) items.push(`you like ${listOf(liked.slice(-3))}`);
  const mood = lastOf(s.memory, 'mood');
  if (mood) items.push(mood.startsWith('having') ? `you were ${mood}` : `you were feeling ${mood}`);
  return items;
}

function everythingAnswer(s: Scene): string {
  const items = knownAboutVisitor(s).slice(0, 6);
  if (items.length === 0)
    return say(s, ["Not much yet, honestly. You've kept your cards close. Tell me something about you?"]);
  return say(s, ['Let me see: {list}.', 'Here is what I have: {list}.'], { list: listOf(items) });
}

function aboutAnswer(s: Scene, subject: string): string {
  const words = subject.toLowerCase().replace(/^my /, '').trim();
  const pet = PET_WORDS.find((w) => singular(words) === w || words === w);
  if (pet) return petAnswer(s, pet, false);
  const person = PERSON_WORDS.find((w) => new RegExp(`\\b${w}\\b`).test(words));
  if (person) return personAnswer(s, words, false);
  if (/^(?:job|work)$/.test(words)) return workAnswer(s);
  if (/^(?:name)$/.test(words)) return nameAnswer(s);
  if (/^(?:age)$/.test(words)) return ageAnswer(s);
  if (/^(?:hobby|hobbies|pastimes?)$/.test(words)) return hobbyAnswer(s);
  if (
    factsOf(s.memory, 'plan')
      .map(planView)
      .some((p) => words.includes(p.head))
  )
    return planAnswer(s, words);
  const found = s.memory.filter((f) => f.kind !== 'name' && f.value.toLowerCase().includes(words));
  if (found.length > 0) {
    return say(s, ['You told me about {list}. I remember.', 'I remember: {list}.'], {
      list: listOf(found.slice(-3).map((f) => yourise(f.value))),
    });
  }
  return say(
    s,
    [
      "I don't think you've told me about {thing} yet. Tell me?",
      "You haven't told me about {thing}, I'm afraid. What's the story?",
    ],
    {
      thing: yourise(`my ${words}`),
    },
  );
}

/** The companion's answer to a question about the visitor. */
export function answerVisitor(s: Scene, q: VisitorQuestion): string {
  switch (q.topic) {
    case 'name':
      return nameAnswer(s);
    case 'age':
      return ageAnswer(s);
    case 'work':
      return workAnswer(s);
    case 'place':
      return placeAnswer(s, false);
    case 'origin':
      return placeAnswer(s, true);
    case 'pet':
      return petAnswer(s, q.subject, q.wantsName);
    case 'family':
      return personAnswer(s, q.subject ?? 'family', q.wantsName);
    case 'plan':
      return planAnswer(s, q.subject);
    case 'like':
      return q.subject === 'doing' ? likedDoingAnswer(s) : tasteAnswer(s, 'like');
    case 'hobby':
      return hobbyAnswer(s);
    case 'dislike':
      return tasteAnswer(s, 'dislike');
    case 'mood':
      return moodAnswer(s);
    case 'news':
      return newsAnswer(s);
    case 'about':
      return aboutAnswer(s, q.subject ?? '');
    default:
      return everythingAnswer(s);
  }
}
