/**
 * Conversations in and out as files: SillyTavern's chat JSONL (a metadata line, then one
 * line per message) and readable Markdown. Pure: no database, no clock.
 */

export interface TransferTurn {
  role: 'user' | 'assistant';
  content: string;
  /** UTC ISO-8601. */
  createdAt: string;
  /** Every alternative of this turn (swipes), `content` among them, when there are several. */
  alternatives?: string[];
  /** Which alternative is the chosen one (an index into `alternatives`). */
  chosen?: number;
}

export interface TransferHeader {
  userName: string;
  characterName: string;
  /** UTC ISO-8601: when the conversation began. */
  createdAt: string;
}

export interface ImportLimits {
  maxMessages: number;
  maxMessageLength: number;
}

/** A message read from a chat file; `sentAt` null when its date did not read as one. */
export interface ImportedTurn {
  role: 'user' | 'assistant';
  content: string;
  sentAt: string | null;
  alternatives?: string[];
  chosen?: number;
}

/** A file that is not a SillyTavern chat we can take whole; the message says what and where. */
export class ChatImportError extends Error {}

/** SillyTavern's chat JSONL: metadata line first, then a line per message (swipes where a turn has alternatives). */
export function toSillyTavernJsonl(header: TransferHeader, turns: readonly TransferTurn[]): string {
  const lines: unknown[] = [
    {
      user_name: header.userName,
      character_name: header.characterName,
      create_date: header.createdAt,
      chat_metadata: {},
    },
  ];
  for (const turn of turns) {
    const swipes = turn.alternatives && turn.alternatives.length > 1 ? turn.alternatives : null;
    lines.push({
      name: turn.role === 'user' ? header.userName : header.characterName,
      is_user: turn.role === 'user',
      is_system: false,
      send_date: turn.createdAt,
      mes: turn.content,
      extra: {},
      ...(swipes ? { swipes, swipe_id: turn.chosen ?? swipes.indexOf(turn.content) } : {}),
    });
  }
  return `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
}

const readableTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The conversation to read: who said what and when, in order. */
export function toMarkdown(header: TransferHeader, turns: readonly TransferTurn[], exportedAt: string): string {
  const parts = [
    `# Chat with ${header.characterName}`,
    `Exported ${readableTime(exportedAt)} · ${turns.length} message${turns.length === 1 ? '' : 's'}`,
    '---',
  ];
  for (const turn of turns) {
    const who = turn.role === 'user' ? header.userName : header.characterName;
    const alternatives = turn.alternatives && turn.alternatives.length > 1 ? turn.alternatives.length : 0;
    const note = alternatives ? ` · reply ${(turn.chosen ?? 0) + 1} of ${alternatives}` : '';
    parts.push(`**${who}** · ${readableTime(turn.createdAt)}${note}`, turn.content.trim());
  }
  return `${parts.join('\n\n')}\n`;
}

type JsonObject = Record<string, unknown>;

function parseLine(line: string, number: number): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new ChatImportError(`Line ${number} is not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ChatImportError(`Line ${number} must be a JSON object`);
  }
  return value as JsonObject;
}

function isMetadata(line: JsonObject): boolean {
  if ('mes' in line) return false;
  const chatMetadata = line.chat_metadata;
  const named = typeof line.user_name === 'string' || typeof line.character_name === 'string';
  return named || (typeof chatMetadata === 'object' && chatMetadata !== null && !Array.isArray(chatMetadata));
}

/** A send_date as UTC ISO-8601 when it reads as a date (SillyTavern has written several formats), else null. */
function sendDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms) || ms < 0 || ms > 8.64e15) return null;
  return new Date(ms).toISOString();
}

function parseMessage(line: JsonObject, number: number, limits: ImportLimits) {
  if (typeof line.mes !== 'string') throw new ChatImportError(`Line ${number}: mes must be text`);
  if (typeof line.is_user !== 'boolean') throw new ChatImportError(`Line ${number}: is_user must be true or false`);
  if (line.is_system !== undefined && typeof line.is_system !== 'boolean') {
    throw new ChatImportError(`Line ${number}: is_system must be true or false`);
  }
  if (line.swipes !== undefined) {
    if (!Array.isArray(line.swipes) || line.swipes.some((s) => typeof s !== 'string')) {
      throw new ChatImportError(`Line ${number}: swipes must be a list of texts`);
    }
  }
  const content = line.mes.trim();
  if (!content) throw new ChatImportError(`Line ${number}: mes is empty`);
  const tooLong = (text: string) => text.length > limits.maxMessageLength;
  if (tooLong(content) || (Array.isArray(line.swipes) && line.swipes.some(tooLong))) {
    throw new ChatImportError(`Line ${number}: mes is longer than ${limits.maxMessageLength} characters`);
  }
  return {
    system: line.is_system === true,
    role: line.is_user ? ('user' as const) : ('assistant' as const),
    content,
    sentAt: sendDate(line.send_date),
    ...swipesOf(line, content),
  };
}

/**
 * A reply's alternatives, when it has several non-empty ones and `swipe_id` points at one
 * (else the turn is just its `mes`); the shown one is `mes`, as SillyTavern keeps them.
 */
function swipesOf(line: JsonObject, content: string): { alternatives?: string[]; chosen?: number } {
  if (line.is_user || !Array.isArray(line.swipes)) return {};
  const swipes = (line.swipes as string[]).map((s) => s.trim());
  const chosen = line.swipe_id;
  if (swipes.length < 2 || swipes.some((s) => !s) || !Number.isInteger(chosen)) return {};
  if ((chosen as number) < 0 || (chosen as number) >= swipes.length) return {};
  swipes[chosen as number] = content;
  return { alternatives: swipes, chosen: chosen as number };
}

/**
 * Reads a SillyTavern chat file whole, or throws ChatImportError naming the first thing
 * wrong (never a part of it). System notes (`is_system`) have no place in our conversation
 * and are counted, not kept; a reply's swipes become its alternatives, `mes` the chosen one.
 */
export function parseSillyTavernJsonl(
  text: string,
  limits: ImportLimits,
): {
  characterName: string | null;
  turns: { role: 'user' | 'assistant'; content: string; sentAt: string | null }[];
  skippedSystem: number;
} {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter((l) => l.line !== '');
  const first = lines[0];
  if (!first) throw new ChatImportError('The file is empty');
  const metadata = parseLine(first.line, first.number);
  if (!isMetadata(metadata)) {
    throw new ChatImportError(
      `Line ${first.number} must be the chat's metadata (user_name, character_name, chat_metadata), as SillyTavern writes it`,
    );
  }
  if (lines.length - 1 > limits.maxMessages) {
    throw new ChatImportError(`The chat has more than ${limits.maxMessages} messages`);
  }
  const turns: ImportedTurn[] = [];
  let skippedSystem = 0;
  for (const { line, number } of lines.slice(1)) {
    const { system, ...turn } = parseMessage(parseLine(line, number), number, limits);
    if (system) skippedSystem++;
    else turns.push(turn);
  }
  if (turns.length === 0) throw new ChatImportError('The chat has no messages to import');
  return {
    characterName: typeof metadata.character_name === 'string' ? metadata.character_name : null,
    turns,
    skippedSystem,
  };
}
