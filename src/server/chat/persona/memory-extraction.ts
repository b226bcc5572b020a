import type { RememberedFact } from '../reply-engine.ts';
import { normalize } from './intents.ts';

const MOODS =
  'happy|sad|tired|exhausted|stressed|anxious|lonely|bored|excited|great|good|fine|okay|awful|terrible|down|upset|angry|nervous|sick|calm|relaxed|overwhelmed|frustrated|hopeful|grateful';
const MOOD_PATTERN = new RegExp(
  `\\bi(?:'m| am| feel| am feeling|'m feeling| have been|'ve been)\\s+(?:so |really |very |a bit |a little |kind of |kinda |pretty |quite |super |extremely )?(${MOODS})\\b`,
);
const DAY_PATTERN = /\b(?:rough|bad|long|hard|terrible|awful|horrible|stressful) day\b/;
const GOOD_DAY_PATTERN = /\b(?:great|good|amazing|lovely|wonderful|fantastic) day\b/;

const NAME_PATTERN =
  /\b(?:my name is|my name's|call me|i am called|i'm called|name's|they call me)\s+([a-z][a-z'-]{0,29})\b/;
/** "I'm Sam" / "I am Sam" count only when the name is capitalised and the whole clause. */
const IM_NAME_PATTERN =
  /(?:^|[.!?,]\s*|\b(?:hi|hello|hey)[,!]?\s+)(?:I'm|I am|Im)\s+([A-Z][a-zA-Z'-]{1,29})(?=\s*(?:[.!?,]|$))/;
const NOT_NAMES = new Set([
  ...MOODS.split('|'),
  'here',
  'back',
  'home',
  'sorry',
  'new',
  'not',
  'just',
  'so',
  'fine',
  'ready',
  'busy',
  'sure',
  'okay',
  'ok',
  'good',
  'well',
  'free',
  'done',
  'single',
  'married',
  'bored',
  'hungry',
]);

const WORK_PATTERN =
  /\b(?:i work as|i'm working as|i am working as|my job is|i'm employed as|i am employed as)\s+((?:an? |the )?[a-z][a-z -]{1,40}?)(?=\s+(?:and|but|at|in|for|so|because)\b|[.!?,;]|$)/;

const LIKE_PATTERN =
  /\bi (?:really |absolutely |totally |also |just |kind of |kinda )?(?:love|like|enjoy|adore|am into|'m into|am a big fan of|'m a big fan of|am a fan of|'m a fan of|am obsessed with|'m obsessed with)\s+([^.!?,;]{2,60})/;
const FAVOURITE_PATTERN = /\bmy favou?rite [a-z ]{2,20} (?:is|are)\s+([^.!?,;]{2,60})/;
const DISLIKE_PATTERN =
  /\bi (?:really |absolutely |just )?(?:hate|dislike|detest|can't stand|cannot stand|don't like|do not like|am not a fan of|'m not a fan of)\s+([^.!?,;]{2,60})/;
/** Objects that are about the conversation, not a taste worth remembering. */
const NOT_A_TASTE =
  /^(you|u|it|that|this|them|him|her|talking|chatting|speaking|to talk|when|how|what|the way you|your)\b/;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function cleanTaste(raw: string): string | null {
  let value = raw
    .split(/\b(?:and i|but|because|though|although|so i|which)\b/)[0]
    ?.trim()
    .replace(/^to\s+/, '')
    .replace(/\s+(a lot|so much|very much|too|as well|lately|recently|anymore|any more|at all)$/, '')
    .trim();
  if (!value || NOT_A_TASTE.test(value)) return null;
  if (value.split(' ').length > 6) value = value.split(' ').slice(0, 6).join(' ');
  return value.length >= 2 ? value : null;
}

/**
 * Facts a visitor tells about themselves in one message: their name, their mood, what they
 * like and dislike. Deterministic and conservative: a missed fact costs little, a wrong
 * one ("Nice to meet you, Tired!") costs trust.
 */
export function extractMemory(text: string): RememberedFact[] {
  const facts: RememberedFact[] = [];
  const t = normalize(text);

  const named = t.match(NAME_PATTERN)?.[1] ?? text.match(IM_NAME_PATTERN)?.[1]?.toLowerCase();
  if (named && !NOT_NAMES.has(named)) facts.push({ kind: 'name', value: capitalise(named) });

  const mood = t.match(MOOD_PATTERN)?.[1];
  if (mood) facts.push({ kind: 'mood', value: mood === 'ok' ? 'okay' : mood });
  else if (DAY_PATTERN.test(t)) facts.push({ kind: 'mood', value: 'having a rough day' });
  else if (GOOD_DAY_PATTERN.test(t)) facts.push({ kind: 'mood', value: 'having a good day' });

  const work = t.match(WORK_PATTERN)?.[1]?.trim();
  if (work) facts.push({ kind: 'work', value: work });

  for (const pattern of [LIKE_PATTERN, FAVOURITE_PATTERN]) {
    const raw = t.match(pattern)?.[1];
    const value = raw ? cleanTaste(raw) : null;
    if (value && !facts.some((f) => f.kind === 'like' && f.value === value)) facts.push({ kind: 'like', value });
  }
  const disliked = t.match(DISLIKE_PATTERN)?.[1];
  const dislike = disliked ? cleanTaste(disliked) : null;
  if (dislike) facts.push({ kind: 'dislike', value: dislike });
  return facts;
}

/** Kinds that hold one value: a new name or mood replaces the old one. */
export const SINGLE_VALUED_KINDS = new Set<RememberedFact['kind']>(['name', 'mood', 'work']);
