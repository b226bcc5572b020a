import type { Random } from '../../lib/clock.ts';
import type { ConversationTurn, RememberedFact } from '../reply-engine.ts';
import type { SafetyDirectives } from '../safety/directives.ts';
import {
  aiDisclosure,
  minorAcknowledgement,
  registerReply,
  sexualRefusal,
  type Voice,
} from '../safety/safe-replies.ts';
import { acknowledge } from './acknowledge.ts';
import { duePlanCheckIn, planOutcome } from './check-ins.ts';
import { favouriteAnswer } from './favourites.ts';
import { detectIntents, type Intent } from './intents.ts';
import { extractMemory } from './memory-extraction.ts';
import { resolvedFacts } from './memory-merge.ts';
import { answerAboutPersona } from './persona-facts.ts';
import { untoldAboutPersona } from './persona-life.ts';
import { contentWords, type Interest, type PersonaProfile } from './persona-profile.ts';
import { sentencesOf } from './phrasing.ts';
import { answerVisitor } from './recall.ts';
import * as r from './responses.ts';
import { freshTopic, type Scene } from './scene.ts';
import { tidy } from './text-tidy.ts';
import { isLowMoment, todayNews } from './today-news.ts';
import { unknownQuestion } from './unknown-questions.ts';
import { visitorQuestion } from './visitor-questions.ts';
import { acknowledgeRequests, obeyRequests, requestsIn, standingRequests } from './visitor-requests.ts';

export interface ComposeInput {
  profile: PersonaProfile;
  history: ConversationTurn[];
  memory: RememberedFact[];
  premiumName: string;
  random: Random;
  /** When the reply is written: plans the visitor mentioned come due against it. */
  now: Date;
  /** What the safety layer requires of this reply (see safety/reply-plan.ts). */
  safety?: SafetyDirectives;
  /** `history` opens with the conversation's greeting (ReplyInput.opensWithGreeting). */
  opensWithGreeting?: boolean;
}

/** Intents answered by a dedicated response, most specific first. */
const MAIN_INTENTS: [Intent, (s: Scene) => string][] = [
  ['ask-name', r.askName],
  ['ask-about', r.aboutMe],
  ['ask-likes', r.likes],
  ['ask-doing', r.doing],
  ['ask-how', r.howAmI],
  ['compliment', r.complimented],
  ['farewell', r.farewell],
  ['thanks', r.thanked],
  ['ask-story', r.story],
  ['laugh', r.laughed],
];

/** The example exchange whose {{user}} line is closest to what the visitor said, if close enough. */
function matchExample(profile: PersonaProfile, words: Set<string>, said: string): string | null {
  let best: { reply: string; score: number } | null = null;
  for (const ex of profile.exchanges) {
    if (said.includes(ex.reply.toLowerCase())) continue;
    let overlap = 0;
    for (const w of ex.keywords) if (words.has(w)) overlap++;
    const smaller = Math.min(ex.keywords.size, words.size);
    if (overlap === 0 || smaller === 0) continue;
    const score = overlap / smaller;
    // One shared word is a match only for a short line about the same thing ("lonely lately").
    const close = overlap >= 2 || (score >= 0.5 && ex.keywords.size >= 2);
    if (close && (!best || score > best.score)) best = { reply: ex.reply, score };
  }
  return best?.reply ?? null;
}

function mentionedInterest(profile: PersonaProfile, words: Set<string>): Interest | null {
  for (const interest of profile.interests) {
    for (const w of contentWords(interest.text)) if (w.length > 3 && words.has(w)) return interest;
  }
  return null;
}

function voiceOf(scene: Scene): Voice {
  return { persona: scene.profile.persona, name: scene.name, random: scene.random, said: scene.said };
}

/**
 * A reply safety asks for: the visitor's grief, fear or stress (or the turns after a
 * crisis) answered in that register with nothing else in it (no interests, no example
 * lines, no "how was work?"), the honest answer to "are you an AI?", or the line that
 * holds once a visitor says they are under 18. Null for an ordinary turn.
 */
function safetyDraft(input: ComposeInput, text: string, said: string): string | null {
  const safety = input.safety;
  if (!safety) return null;
  const voice: Voice = {
    persona: input.profile.persona,
    name: input.memory.find((f) => f.kind === 'name')?.value ?? null,
    random: input.random,
    said,
  };
  if (safety.register) {
    const reply = registerReply(voice, safety.register, text, safety.resources);
    return safety.aiQuestion ? `I'm an AI, not a person, but I'm right here with you. ${reply}` : reply;
  }
  if (safety.aiQuestion) return aiDisclosure(voice);
  if (safety.minorJustSaid) return minorAcknowledgement(voice);
  return null;
}

/** What one draft works from: the message read once, and what it tells. */
interface Reading {
  text: string;
  intents: Set<Intent>;
  facts: RememberedFact[];
  said: string;
}

function sceneFor(input: ComposeInput, reading: Reading): Scene {
  const { profile, random, memory, premiumName, history } = input;
  const earlier = history.filter((t) => t.role === 'user').map((t) => tidy(t.content).toLowerCase());
  earlier.pop();
  const text = tidy(reading.text).toLowerCase();
  return {
    profile,
    random,
    memory,
    premiumName,
    name: memory.find((f) => f.kind === 'name')?.value ?? null,
    said: reading.said,
    lastReply:
      [...history]
        .reverse()
        .find((t) => t.role === 'assistant')
        ?.content.toLowerCase() ?? '',
    isFirstReply: !history.some((t) => t.role === 'assistant'),
    greeted: input.opensWithGreeting === true && history.filter((t) => t.role === 'assistant').length === 1,
    justNamed: reading.facts.some((f) => f.kind === 'name'),
    minor: input.safety?.minor === true,
    aboutSelf: ['ask-name', 'ask-about', 'ask-likes', 'ask-doing', 'ask-how', 'ask-story'].some((i) =>
      reading.intents.has(i as Intent),
    ),
    now: input.now,
    text,
    earlier,
    low: isLowMoment(text, reading.facts),
  };
}

/**
 * One candidate reply, in the order a listener answers: what was just shared (with a
 * question about it kept for the end), then the answer to what was asked, then one
 * question to go on with: about what was shared, a plan whose day has come, or whatever
 * the companion remembers or is curious about.
 */
function draft(input: ComposeInput, reading: Reading): string {
  const { profile, premiumName } = input;
  const { text, intents, facts, said } = reading;
  const scene = sceneFor(input, reading);
  if (intents.has('explicit')) {
    const minor = input.safety?.minor ?? false;
    return sexualRefusal(voiceOf(scene), { minor, pitch: !minor, premiumName, interest: freshTopic(scene) });
  }
  // "Keep it short" or "stop using emojis" is answered by agreeing, not by small talk.
  const requested = requestsIn(text);
  if (requested) return acknowledgeRequests(scene, requested);

  const asked = visitorQuestion(
    text,
    input.memory.some((f) => f.kind === 'work'),
  );
  // "Your favourite food?" is no question about its hobbies.
  const favourite = asked ? null : favouriteAnswer(scene);
  const main: [Intent, (s: Scene) => string] | null | undefined = favourite
    ? ['ask-likes', () => favourite]
    : asked
      ? null
      : MAIN_INTENTS.find(([intent]) => intents.has(intent));
  // The companion's own name says nothing about the topic ("Thanks, June" vs "Hi June!").
  const ownNames = contentWords(profile.persona.name);
  const words = new Set([...contentWords(text)].filter((w) => !ownNames.has(w)));
  const opening = intents.has('greeting') && scene.isFirstReply;
  const shared = facts.some((f) => !['name', 'mood', 'like', 'dislike'].includes(f.kind));
  // "I went to the gym today" is answered about the gym, not with an example line or filler.
  const today = asked || main || facts.length > 0 ? null : todayNews(scene);
  const example = asked || main || opening || shared || today ? null : matchExample(profile, words, said);
  // The persona's own answer already carries the sympathy; don't say sorry twice.
  const ack = acknowledge(scene, example ? facts.filter((f) => f.kind !== 'mood') : facts);
  const outcome = facts.length === 0 ? planOutcome(scene) : null;
  const parts = [...ack.parts, ...(outcome ? [outcome[0]] : [])];
  let question = ack.question ?? outcome?.[1] ?? today?.[1] ?? null;
  const sharedTaste = facts.some((f) => f.kind === 'like');
  let closes = false;
  if (asked) parts.push(answerVisitor(scene, asked));
  else if (main) {
    parts.push(main[1](scene));
    closes = main[0] === 'farewell';
  } else {
    const interest = mentionedInterest(profile, words);
    if (today) parts.push(today[0]);
    else if (example) parts.push(example.replace(/\{\{user\}\}/gi, scene.name ?? 'friend'));
    else if (interest && !sharedTaste && !opening && !shared) parts.push(r.topicReply(scene, interest));
    else if (intents.has('greeting')) {
      // A first hello opens with the persona's own first line, right after greeting a
      // newly given name and before any other acknowledgement.
      parts.splice(opening ? Number(scene.justNamed) : parts.length, 0, r.greeting(scene));
      closes = scene.isFirstReply;
    } else if (intents.has('question'))
      parts.push(answerAboutPersona(scene) ?? untoldAboutPersona(scene) ?? unknownQuestion(scene));
    else if (facts.length === 0 && !outcome) parts.push(r.reflect(scene));
  }
  // A plan whose day has come is asked about when nothing more pressing was shared.
  if (!question && !closes) question = duePlanCheckIn(scene);
  // A goodbye is the last word.
  if (closes) question = null;
  const reply = parts.join(' ');
  if (question && !reply.trimEnd().endsWith('?')) return `${reply} ${question}`;
  if (!closes && !reply.trimEnd().endsWith('?')) return `${reply} ${r.followUp(scene)}`;
  return reply;
}

/**
 * The offline persona engine's reply to the last user turn. Several drafts are made and
 * the first one that repeats nothing the companion said before wins, so the companion
 * never sends the same reply twice and rarely reuses a sentence.
 */
export function composeReply(input: ComposeInput): string {
  const last = [...input.history].reverse().find((t) => t.role === 'user');
  const text = last?.content ?? '';
  const previous = input.history.filter((t) => t.role === 'assistant').map((t) => t.content);
  const reading: Reading = {
    text,
    intents: detectIntents(text),
    facts: resolvedFacts(extractMemory(text, input.now), input.memory),
    said: previous.join('\n').toLowerCase(),
  };
  const previousExact = new Set(previous.map((p) => p.trim()));
  const usedSentences = new Set(previous.flatMap(sentencesOf));

  // A visitor under 18 gets no pet names ("darling") in follow-up questions, nor one who refused them.
  const requests = standingRequests(input.history, input.memory);
  const petNames = input.safety?.minor
    ? []
    : input.profile.petNames.filter((p) => !requests.notCalled.includes(p.toLowerCase()));
  const profile = { ...input.profile, petNames };
  const drafting = { ...input, profile };
  let best: { reply: string; score: number } | null = null;
  for (let attempt = 0; attempt < 12; attempt++) {
    // What safety requires is said whole; everything else as the visitor asked to be talked to.
    const reply = safetyDraft(drafting, text, reading.said) ?? obeyRequests(draft(drafting, reading), requests);
    const score = previousExact.has(reply.trim())
      ? 1000
      : sentencesOf(reply).filter((s) => usedSentences.has(s)).length;
    if (!best || score < best.score) best = { reply, score };
    if (score === 0) break;
  }
  return unsaid(best?.reply ?? '', previousExact, requests.fewerQuestions);
}

/** Ways to move a conversation on, added to a reply all twelve drafts of which were said before. */
const MOVING_ON = [
  'Anyway, where were we?',
  "Go on, I'm listening.",
  'What else is on your mind?',
  'Tell me more?',
  'And how are you, really?',
];

/**
 * The reply made new when it was said before: a way of moving on that was not said with it
 * yet, else a count. Each is added to the reply itself, never to an earlier attempt (which
 * once grew "(2) (3) (4) …" on a long, repetitive chat).
 */
export function unsaid(reply: string, previousExact: ReadonlySet<string>, noQuestion = false): string {
  if (!previousExact.has(reply.trim())) return reply;
  // A visitor who asked for fewer questions is not asked one to move on either.
  const tails = noQuestion ? MOVING_ON.filter((tail) => !tail.endsWith('?')) : MOVING_ON;
  const moved = tails.map((tail) => `${reply} ${tail}`).find((option) => !previousExact.has(option.trim()));
  if (moved) return moved;
  let n = 2;
  while (previousExact.has(`${reply} (${n})`.trim())) n++;
  return `${reply} (${n})`;
}
