import type { Random } from '../../lib/clock.ts';
import type { RememberedFact } from '../reply-engine.ts';
import type { Interest, PersonaProfile } from './persona-profile.ts';
import { chance, pick } from './phrasing.ts';

/** What every response template can draw on. */
export interface Scene {
  profile: PersonaProfile;
  random: Random;
  /** The visitor's remembered name, if any. */
  name: string | null;
  memory: RememberedFact[];
  premiumName: string;
  /** Everything the companion already said in this conversation (lower-case). */
  said: string;
  /** The companion's reply just before this message (lower-case), '' at the start. */
  lastReply: string;
  isFirstReply: boolean;
  /** The companion's stored greeting is all it has said: its first reply says hello for the first time. */
  greeted: boolean;
  /** The visitor gave their name in this very message (and was just greeted by it). */
  justNamed: boolean;
  /**
   * The visitor said they are under 18 (safety/directives.ts). Their age is then the safety
   * layer's to know, never a remembered fact, so "How old am I?" is answered from this.
   */
  minor?: boolean;
  /** The companion just talked about itself, so "What about you?" makes sense. */
  aboutSelf: boolean;
  /** When the reply is written (plans the visitor mentioned come due). */
  now: Date;
  /** The visitor's message being answered, tidied and lower-case. */
  text: string;
  /** The visitor's earlier messages in this conversation, oldest first, lower-case. */
  earlier: string[];
  /** The visitor's message brings bad news or a low mood (today-news.ts): no cheerful question follows. */
  low?: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a template ("{name}! I like that name.") was already said in this conversation,
 * with any values in its slots. This is how the companion keeps every template to once
 * per conversation without keeping any state beyond the conversation itself.
 */
export function templateUsed(template: string, said: string): boolean {
  const literals = template.toLowerCase().split(/\{\w+\}/);
  // A template that is nearly all slot cannot be recognised; it never counts as used.
  if (literals.join('').replace(/[^a-z]/g, '').length < 6) return false;
  const pattern = literals.map(escapeRegExp).join('.{0,120}?');
  return new RegExp(pattern).test(said);
}

export function fill(template: string, slots: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '');
}

/** The templates not said yet in this conversation. */
export function freshTemplates(s: Scene, templates: readonly string[]): string[] {
  return templates.filter((t) => !templateUsed(t, s.said));
}

/**
 * One of the templates the companion has not used yet in this conversation (at random
 * among them), filled in. When all were used it still answers, with any of them: the
 * composer then prefers another draft.
 */
export function say(s: Scene, templates: readonly string[], slots: Record<string, string> = {}): string {
  const fresh = freshTemplates(s, templates);
  return fill(pick(s.random, fresh.length > 0 ? fresh : templates), slots);
}

export function nameSuffix(s: Scene, probability = 0.45): string {
  return s.name && chance(s.random, probability) ? `, ${s.name}` : '';
}

/** An interest the companion has not brought up yet, if there is one. */
export function freshInterest(s: Scene): Interest | null {
  const interests = s.profile.interests;
  if (interests.length === 0) return null;
  const unsaid = interests.filter((i) => !s.said.includes(i.own.toLowerCase()));
  return pick(s.random, unsaid.length > 0 ? unsaid : interests);
}

/** An interest the companion can ask a visitor about ("Are you into cooking?"), not said yet. */
export function freshTopic(s: Scene): string | null {
  const topics = s.profile.interests.map((i) => i.topic).filter((t): t is string => t !== null);
  const unsaid = topics.filter((t) => !s.said.includes(t.toLowerCase()));
  return unsaid.length > 0 ? pick(s.random, unsaid) : null;
}
