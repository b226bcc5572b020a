import { daysUntil, relativeDay } from './dates.ts';
import { factsOf, newsView, type PlanView, personView, petView, planView, toneOf } from './memory-view.ts';
import { capitalise } from './phrasing.ts';
import { fill, type Scene, say, templateUsed } from './scene.ts';

/**
 * Bringing up later what the visitor told earlier: a plan whose day has come ("How did
 * your exam go?"), and, when nothing new is said, questions about their animals, their
 * people and what is coming up. Each is asked once per conversation.
 */

/** Plans stay worth asking about for two weeks after their day. */
const ASK_WITHIN_DAYS = 14;
/** Words that say how something went: the visitor has told the outcome already. */
const OUTCOME = /\b(?:went|was|were|passed|failed|aced|nailed|bombed|smashed|done|over|finished|did|got through)\b/;

function ownBirthday(p: PlanView): boolean {
  return /\bbirthday\b/i.test(p.what) && !/'s birthday/i.test(p.what);
}

function checkInTemplates(p: PlanView, s: Scene): string[] {
  if (!p.day) return [];
  const today = daysUntil(p.day, s.now) === 0;
  if (ownBirthday(p)) {
    return today
      ? ["Wait, isn't it your birthday today? Happy birthday! What are you doing to celebrate?"]
      : ['Hang on, your birthday was {when}! Happy belated birthday. How was it?'];
  }
  return today
    ? [
        "Wait, isn't {phrase} today? How did it go, or is it still ahead of you?",
        "Today's the day of {phrase}, isn't it? How is it going?",
      ]
    : ["Wait, {phrase} was {when}, wasn't it? How did it go?", "I've been wondering: how did {phrase} go {when}?"];
}

/** Whether the visitor already said how it went (after the day, or in this message). */
function alreadyTold(p: PlanView, s: Scene): boolean {
  const mentions = [...s.earlier, s.text].filter((m) => m.includes(p.head));
  return mentions.some((m) => OUTCOME.test(m));
}

function duePlans(s: Scene): PlanView[] {
  return factsOf(s.memory, 'plan')
    .map(planView)
    .filter((p) => p.day !== null && daysUntil(p.day, s.now) <= 0 && daysUntil(p.day, s.now) >= -ASK_WITHIN_DAYS);
}

/** The question about a plan whose day has come, unless it was asked or answered already. */
export function duePlanCheckIn(s: Scene): string | null {
  for (const p of duePlans(s)) {
    if (!p.day || s.text.includes(p.head) || alreadyTold(p, s)) continue;
    const slots = { phrase: p.phrase, when: relativeDay(p.day, s.now) };
    const templates = checkInTemplates(p, s).map((t) => fill(t, slots));
    if (templates.some((t) => templateUsed(t, s.said))) continue;
    return say(s, templates);
  }
  return null;
}

/**
 * The visitor is telling how a due plan went ("The exam went really well!"): the
 * companion celebrates or commiserates, and asks on.
 */
export function planOutcome(s: Scene): [string, string] | null {
  const plans = duePlans(s);
  const named = plans.find((p) => s.text.includes(p.head));
  // Or just asked about ("…how did your exam go?" -> "It went well!"): then only a clear answer counts.
  const asked = plans.find(
    (p) => s.lastReply.includes(p.phrase.toLowerCase()) && /\bhow (?:did|is|was)\b/.test(s.lastReply),
  );
  const plan = named ?? asked;
  if (!plan) return null;
  const tone = toneOf(s.text);
  const good =
    tone === 'joy' || /\b(?:well|great|good|fine|amazing|aced|nailed|smashed|brilliant|perfect)\b/.test(s.text);
  const bad = tone === 'sorrow' || /\b(?:badly|terrible|awful|bombed|horrible|not great|didn't go)\b/.test(s.text);
  const slots = { phrase: plan.phrase };
  if (bad) {
    return [
      say(s, ["Oh no. I'm sorry {phrase} didn't go the way you hoped.", "That's disappointing. I'm sorry."], slots),
      say(s, ['Do you want to talk about it?', 'What happened?']),
    ];
  }
  if (good) {
    return [
      say(s, ['That is brilliant news! I knew you could do it.', 'Yes! I am so pleased for you.']),
      say(s, ['How are you celebrating?', 'What was the best part?']),
    ];
  }
  return named ? [say(s, ['So {phrase} has happened!'], slots), 'How did it go?'] : null;
}

/** Questions about what the visitor told before, each not asked yet in this conversation. */
export function memoryQuestions(s: Scene): string[] {
  const options: string[] = [];
  for (const pet of factsOf(s.memory, 'pet').map(petView)) {
    if (pet.name) options.push(`How is ${pet.name} doing today?`, `What has ${pet.name} been up to lately?`);
    else options.push(`How is ${pet.phrase} doing?`);
  }
  for (const n of factsOf(s.memory, 'news').map(newsView)) {
    // A loss is for the visitor to bring up again, not for the companion to ask about in passing.
    if (n.loss || !n.about) continue;
    if (/\b(?:baby|twins|gave birth)\b/i.test(n.fact.value))
      options.push(`How are your ${n.about} and the baby doing?`);
    else if (n.tone === 'sorrow') options.push(`How is your ${n.about} doing now?`);
    else options.push(`Any more news from your ${n.about}?`);
  }
  for (const p of factsOf(s.memory, 'family').map(personView)) if (p.name) options.push(`How is ${p.name} these days?`);
  for (const p of factsOf(s.memory, 'plan').map(planView)) {
    if (p.day && daysUntil(p.day, s.now) > 0) {
      options.push(`How are you feeling about ${p.phrase} ${relativeDay(p.day, s.now)}?`);
    } else if (!p.day && p.when) options.push(`Is ${p.phrase} still happening ${p.when}?`);
  }
  if (factsOf(s.memory, 'work').length > 0) options.push('How was work today?');
  const home = factsOf(s.memory, 'place').at(-1)?.value;
  if (home) options.push(`What is the best thing about living in ${home}?`);
  return options.filter((o) => !templateUsed(o, s.said)).map((o) => capitalise(o));
}
