import type { ConversationTurn, RememberedFact } from '../reply-engine.ts';
import { normalize } from './intents.ts';
import { type Scene, say } from './scene.ts';

/**
 * How the visitor asked to be talked to ("keep it short", "ask me fewer questions", "stop
 * using emojis", "don't call me babe"). Read from every visitor turn the engine is given,
 * so a request holds for the rest of the conversation, not only for the next reply.
 */
export interface Requests {
  short: boolean;
  fewerQuestions: boolean;
  noEmoji: boolean;
  /** Words the visitor does not want to be called, lower-case ("babe"). */
  notCalled: string[];
}

const SHORT =
  /\b(?:keep (?:it|them|things|your (?:replies|answers|messages)) (?:short|brief|shorter)|(?:be|talk|write|answer) (?:more )?(?:brief|briefly|short|shorter|concise)|shorter (?:replies|answers|messages)|(?:too|so) long\b.*\b(?:replies|answers|messages)|less wordy|don'?t write so much|fewer words|tl;?dr)\b/;
const FEWER_QUESTIONS =
  /\b(?:(?:ask|asking) (?:me )?(?:fewer|less|no more|so many|too many) questions|(?:stop|quit|no more) (?:asking|questions)|(?:don'?t|do not) ask (?:me )?(?:so many |any more |anymore )?questions|too many questions)\b/;
const NO_EMOJI = /\b(?:stop|quit|no more|don'?t|do not|without|less|fewer|no)\b[^.!?]{0,20}\bemoj(?:i|is|ys)\b/;
const NOT_CALLED = /\b(?:don'?t|do not|never|stop|quit)\s+(?:ever\s+)?call(?:ing)? me\s+([a-z][a-z'-]{1,20})/;

/** The requests one message makes; null when it makes none. */
export function requestsIn(text: string): Requests | null {
  const t = normalize(text);
  const notCalled = t.match(NOT_CALLED)?.[1];
  const found: Requests = {
    short: SHORT.test(t),
    fewerQuestions: FEWER_QUESTIONS.test(t),
    noEmoji: NO_EMOJI.test(t),
    notCalled: notCalled && notCalled !== 'that' ? [notCalled] : [],
  };
  return found.short || found.fewerQuestions || found.noEmoji || found.notCalled.length > 0 ? found : null;
}

/**
 * A request remembered as what the visitor dislikes ('long replies', 'emojis', 'being called
 * sugar'): the engine is given only the latest turns, memory is given whole, and the visitor
 * sees (and can delete) it with the rest of what the companion remembers.
 */
export function requestFacts(found: Requests): RememberedFact[] {
  const values = [
    ...(found.short ? [LONG_REPLIES] : []),
    ...(found.fewerQuestions ? [QUESTIONS] : []),
    ...(found.noEmoji ? [EMOJIS] : []),
    ...found.notCalled.map((word) => `being called ${word}`),
  ];
  return values.map((value) => ({ kind: 'dislike', value }));
}

const LONG_REPLIES = 'long replies';
const QUESTIONS = 'being asked lots of questions';
const EMOJIS = 'emojis';

/** The requests a remembered dislike stands for (requestFacts' values, or "I hate emojis"). */
function requestsRemembered(memory: readonly RememberedFact[]): Requests[] {
  return memory
    .filter((f) => f.kind === 'dislike')
    .map((f) => f.value.toLowerCase())
    .map((value) => ({
      short: value === LONG_REPLIES,
      fewerQuestions: value === QUESTIONS,
      noEmoji: /^emoj(?:i|is|ys)$/.test(value),
      notCalled: [value.match(/^being called ([a-z][a-z'-]{1,20})$/)?.[1]].filter((w): w is string => Boolean(w)),
    }));
}

/** Every request the visitor made: in the turns the engine was given, and kept in memory. */
export function standingRequests(
  history: readonly ConversationTurn[],
  memory: readonly RememberedFact[] = [],
): Requests {
  const all: Requests = { short: false, fewerQuestions: false, noEmoji: false, notCalled: [] };
  const told = history.filter((turn) => turn.role === 'user').map((turn) => requestsIn(turn.content));
  for (const found of [...told, ...requestsRemembered(memory)]) {
    if (!found) continue;
    all.short ||= found.short;
    all.fewerQuestions ||= found.fewerQuestions;
    all.noEmoji ||= found.noEmoji;
    all.notCalled.push(...found.notCalled);
  }
  return all;
}

/** The companion's answer to a request: it says it will, and asks nothing back. */
export function acknowledgeRequests(s: Scene, found: Requests): string {
  const parts: string[] = [];
  // The refused word is not repeated back: it is taken out of every reply from now on.
  if (found.notCalled.length > 0)
    parts.push(say(s, ["Sorry! I won't call you that again.", 'Noted, no more of that.']));
  if (found.short) parts.push(say(s, ['Got it, short and sweet.', 'Sure. Short it is.']));
  if (found.fewerQuestions)
    parts.push(say(s, ["Fair enough, I'll ease off the questions.", "Sorry, I'll stop quizzing you."]));
  if (found.noEmoji) parts.push(say(s, ['Sure, no emojis.', 'Done, no more emojis.']));
  return parts.join(' ');
}

/** About two short sentences: what "keep it short" leaves of a reply before its closing question. */
const SHORT_LENGTH = 110;

const EMOJI =
  /\s*(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{FE0F}\u{200D}]|(?<!\w)(?:[:;]-?[()DPp]|<3)(?!\w))+/gu;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
}

/** Greetings and thanks that a form of address follows ("Hey sugar!", "Thanks, love."). */
const GREETING = '(?:hey|hi|hello|bye|thanks|thank you|goodnight|night|morning)';

/**
 * One sentence with a word for the visitor taken out where it addresses them ("How's your
 * day going, sugar?", "Sugar, listen.", "Hey sugar!"), and only there: a refused "love" or
 * "honey" stays in "I'd love to hear more" and "honey cake".
 */
function uncalled(text: string, words: readonly string[]): string {
  let out = text;
  for (const word of words) {
    const w = `(?:my\\s+)?${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    out = out
      .replace(new RegExp(`,\\s*${w}(?=\\s*(?:[.!?,;]|$))`, 'gi'), '')
      .replace(new RegExp(`^(\\s*)${w},\\s*`, 'i'), '$1')
      .replace(new RegExp(`\\b(${GREETING}),?\\s+${w}\\b`, 'gi'), '$1');
  }
  return out.replace(/^\s*([a-z])/, (c) => c.toUpperCase());
}

/**
 * A reply as the visitor asked for it: without emojis or the words they refused; with no
 * question when they asked for fewer (unless the reply is nothing but one); and when they
 * asked for short, its first full sentence (and a closing question, if one is still allowed).
 */
export function obeyRequests(reply: string, requests: Requests): string {
  let parts = sentences(requests.noEmoji ? reply.replace(EMOJI, '') : reply).map((s) =>
    uncalled(s, requests.notCalled),
  );
  if (requests.fewerQuestions) {
    const statements = parts.filter((s) => !s.trimEnd().endsWith('?'));
    if (statements.length > 0) parts = statements;
  }
  if (requests.short) {
    // Sentences from the start while short, and at least a few words ("Let's see." is no answer).
    const kept: string[] = [];
    for (const sentence of parts) {
      const so = kept.join(' ');
      if (kept.length > 0 && so.length + sentence.length > SHORT_LENGTH && so.split(/\s+/).length >= 4) break;
      kept.push(sentence);
    }
    const last = parts[parts.length - 1] ?? '';
    const question = last.endsWith('?') && !kept.includes(last) ? last : null;
    if (question && kept.join(' ').length + question.length <= SHORT_LENGTH + 50) kept.push(question);
    parts = kept;
  }
  return parts.join(' ').trim();
}
