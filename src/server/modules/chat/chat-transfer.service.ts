import {
  CHAT_IMPORT_MAX_MESSAGE_LENGTH,
  CHAT_IMPORT_MAX_MESSAGES,
  type ChatExportFormat,
  type ChatImportResponse,
} from '../../../shared/contracts/chat-transfer.ts';
import {
  ChatImportError,
  type ImportedTurn,
  parseSillyTavernJsonl,
  type TransferTurn,
  toMarkdown,
  toSillyTavernJsonl,
} from '../../chat/sillytavern-chat.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { asciiFileName } from '../../lib/file-name.ts';
import { getAvatar } from '../avatars/avatars.service.ts';
import * as repo from './chat.repo.ts';
import { deleteConversation } from './chat.service.ts';
import * as greetings from './chat-greetings.repo.ts';
import * as memories from './chat-memory.repo.ts';
import { rebuildPathMemory } from './chat-memory.service.ts';
import { classifyVisitorMessage, recordDeclaredMinor } from './chat-safety.service.ts';
import * as tree from './chat-tree.repo.ts';
import { readConversation } from './conversation-read.service.ts';
import { noteConversationGrowth } from './memory-summary.service.ts';

type Owner = repo.Owner;

const CONTENT_TYPES: Record<ChatExportFormat, string> = {
  jsonl: 'application/jsonl; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
};
const EXTENSIONS: Record<ChatExportFormat, string> = { jsonl: 'jsonl', markdown: 'md' };

/** A name safe in a Content-Disposition filename: letters, digits and dashes. */
const fileNamePart = (name: string) => asciiFileName(name) || 'companion';

/** A reply's alternatives (regenerations) or the greetings, as swipes, the one on the path chosen; {} when it has one. */
async function swipesOf(
  ctx: AppContext,
  conversation: { owner: Owner; avatarId: number },
  row: repo.MessageRow,
): Promise<Pick<TransferTurn, 'alternatives' | 'chosen'>> {
  if (row.role !== 'assistant') return {};
  const texts =
    row.reply_to !== null
      ? await tree.listAlternativeTexts(ctx.db, row.reply_to)
      : row.parent_id === null
        ? (await greetings.listGreetings(ctx.db, conversation.owner, conversation.avatarId)).map((g) => g.content)
        : [];
  if (texts.length < 2) return {};
  const chosen = texts[row.alternative] === row.content ? row.alternative : texts.indexOf(row.content);
  return { alternatives: texts, chosen: Math.max(0, chosen) };
}

/**
 * Stores imported turns as one branch: each the child of the one before, a reply's swipes as
 * its alternatives (siblings answering the same message), the chosen one on the path.
 */
async function storeBranch(db: AppContext['db'], owner: Owner, avatarId: number, turns: ImportedTurn[], now: string) {
  let parent: repo.MessageRow | null = null;
  for (const turn of turns) {
    // A reply answers the message before it, once (an alternative per attempt).
    const replyTo = turn.role === 'assistant' && parent?.role === 'user' ? parent.id : null;
    const texts = turn.alternatives ?? [turn.content];
    const chosen = turn.alternatives ? (turn.chosen ?? 0) : 0;
    let next: repo.MessageRow | null = null;
    for (const [i, content] of texts.entries()) {
      const stored = await repo.insertMessage(db, {
        owner,
        avatarId,
        role: turn.role,
        content,
        replyTo,
        parentId: parent?.id ?? null,
        alternative: i,
        selected: i === chosen,
        onPath: i === chosen,
        now: turn.sentAt ?? now,
      });
      if (i === chosen) next = stored;
    }
    parent = next;
  }
}

/** The visitor's conversation with an avatar as a file: SillyTavern JSONL or Markdown. */
export async function exportConversation(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number; format: ChatExportFormat },
): Promise<{ body: string; fileName: string; contentType: string }> {
  const { owner, avatarId, format } = options;
  const avatar = await getAvatar(ctx, avatarId);
  const rows = owner ? await readConversation(ctx, owner, avatarId, { limit: CHAT_IMPORT_MAX_MESSAGES }) : [];
  const memory = owner ? await memories.listMemories(ctx.db, owner, avatarId) : [];
  const now = ctx.clock.now().toISOString();
  const header = {
    userName: memory.find((m) => m.kind === 'name')?.value ?? 'You',
    characterName: avatar.name,
    createdAt: rows[0]?.created_at ?? now,
  };
  const turns: TransferTurn[] = [];
  for (const r of rows) {
    const swipes = owner ? await swipesOf(ctx, { owner, avatarId }, r) : {};
    turns.push({ role: r.role, content: r.content, createdAt: r.created_at, ...swipes });
  }
  const body = format === 'jsonl' ? toSillyTavernJsonl(header, turns) : toMarkdown(header, turns, now);
  return {
    body,
    fileName: `${fileNamePart(avatar.name)}-chat-${now.slice(0, 10)}.${EXTENSIONS[format]}`,
    contentType: CONTENT_TYPES[format],
  };
}

/** Visitor messages classified between two yields to the event loop (about 20 ms of work). */
const CLASSIFIED_PER_TURN = 100;

/**
 * Whether the visitor says they are under 18 in any of their imported messages, read as the
 * live path reads one (a short answer with the companion's line before it). Such a visitor
 * is remembered as one, as if they had said it here: the protections never depend on
 * where a message was written. (A crisis in an old message starts no gentle turns now.)
 * A file of thousands of messages is read in slices, so other requests are not held up.
 */
async function declaresMinor(turns: ImportedTurn[], now: Date): Promise<boolean> {
  let lastReply: string | null = null;
  let read = 0;
  for (const turn of turns) {
    if (turn.role === 'assistant') {
      lastReply = turn.content;
      continue;
    }
    if (classifyVisitorMessage(turn.content, lastReply, now).minor) return true;
    if (++read % CLASSIFIED_PER_TURN === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return false;
}

/**
 * Replaces the visitor's conversation with an avatar by a SillyTavern chat: read whole and
 * checked first (a 400 names the first thing wrong), then stored in one transaction, so a
 * file is taken in entirely or not at all. What the companion remembered of the old
 * conversation goes with it; what the imported visitor messages tell is remembered instead,
 * by the live path's extraction and merge (an age under 18 is never a fact; saying it marks
 * the visitor a minor, as when said here). Other safety state stays (as when a chat is cleared).
 */
export async function importConversation(
  ctx: AppContext,
  options: { owner: Owner; avatarId: number; text: string },
): Promise<ChatImportResponse> {
  const { owner, avatarId } = options;
  await getAvatar(ctx, avatarId);
  let parsed: ReturnType<typeof parseSillyTavernJsonl>;
  try {
    parsed = parseSillyTavernJsonl(options.text, {
      maxMessages: CHAT_IMPORT_MAX_MESSAGES,
      maxMessageLength: CHAT_IMPORT_MAX_MESSAGE_LENGTH,
    });
  } catch (error) {
    if (error instanceof ChatImportError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  const now = ctx.clock.now().toISOString();
  const minor = await declaresMinor(parsed.turns, ctx.clock.now());
  await withTransaction(ctx, async (tx) => {
    await deleteConversation(tx.db, owner, avatarId);
    await storeBranch(tx.db, owner, avatarId, parsed.turns, now);
    // What the visitor's messages tell is remembered as if they had been sent here.
    await rebuildPathMemory(tx, owner, avatarId);
    if (minor) await recordDeclaredMinor(tx, owner);
  });
  // A long chat comes in beyond the prompt: the summaries job folds its older turns.
  await noteConversationGrowth(ctx, owner, avatarId);
  const count = parsed.turns.length;
  return {
    message: `Imported ${count} message${count === 1 ? '' : 's'}`,
    imported: count,
    skippedSystem: parsed.skippedSystem,
  };
}
