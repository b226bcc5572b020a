import type { ChatPersona } from '../../shared/contracts/avatars.ts';
import type { ChatMemoryKind } from '../../shared/contracts/chats.ts';
import type { SafetyDirectives } from './safety/directives.ts';

type CardInstructions = 'systemPrompt' | 'postHistoryInstructions';

/**
 * The avatar as a character: Character Card V2 persona fields plus tagline and interests,
 * picked from the shared avatar record (ZChatPersona); the card's instructions for a
 * model are optional (a persona written for the offline engine alone has none).
 */
export type Persona = Omit<ChatPersona, CardInstructions> & Partial<Pick<ChatPersona, CardInstructions>>;

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface RememberedFact {
  kind: ChatMemoryKind;
  value: string;
}

/**
 * A lorebook entry the recent turns fired (the reply path activates them; this library
 * only reads them): knowledge the companion may use, in prompt order.
 */
export interface LoreFact {
  keys: string[];
  content: string;
  /** Before or after the character's definition in the prompt. */
  position: 'before_char' | 'after_char';
}

export interface ReplyInput {
  persona: Persona;
  /** Oldest first; the last turn is the user message to answer. */
  history: ConversationTurn[];
  /**
   * The first turn of `history` is the greeting the conversation opened with (the one the
   * visitor chose): a model keeps it however much of the rest its budget drops.
   */
  opensWithGreeting?: boolean;
  /** What the companion remembers about this visitor (already including this message's facts). */
  memory: RememberedFact[];
  /** The premium (18+) brand, named when an explicit request is turned down. */
  premiumName: string;
  /** Aborted when the worker gives up (shutdown, timeout). */
  signal: AbortSignal;
  /** What the safety layer requires of this reply (absent: an ordinary turn with an adult). */
  safety?: SafetyDirectives;
  /** The avatar's lorebook entries these turns fired (absent or empty: none). */
  lore?: LoreFact[];
  /** The rolling summary of the turns before `history` (absent: none yet). */
  summary?: string;
  /** A regeneration: which attempt this is, and the earlier attempts' texts not to repeat. */
  alternative?: { index: number; avoid: string[] };
}

/**
 * Thrown by an engine whose stream ended without a finish signal: what arrived is a cut
 * reply, not a whole one, and must never be stored as if it were.
 */
export class IncompleteReplyError extends Error {}

/**
 * Produces a companion's reply as a stream of text pieces (concatenated, they are the
 * whole reply). An engine may yield everything at once; it throws when it cannot answer.
 */
export interface ReplyEngine {
  readonly name: string;
  generate(input: ReplyInput): AsyncIterable<string>;
}

/** `{{char}}` / `{{user}}` placeholders of Card V2 text. */
export function fillPlaceholders(text: string, charName: string, userName: string): string {
  return text.replace(/\{\{char\}\}/gi, charName).replace(/\{\{user\}\}/gi, userName);
}
