import type { ForgottenFact } from '../../chat/forgotten-facts.ts';
import { withoutForgottenFacts } from '../../chat/forgotten-facts.ts';
import { estimateTokens } from '../../chat/prompt.ts';
import type { ConversationTurn } from '../../chat/reply-engine.ts';
import { createLlmSummaryWriter, extractiveSummaryWriter, type SummaryWriter } from '../../chat/summary-writer.ts';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { getAvatarPersona } from '../avatars/avatar-persona.service.ts';
import type { MessageRow, Owner } from './chat.repo.ts';
import { listForgottenFacts } from './chat-safety.service.ts';
import * as tree from './chat-tree.repo.ts';
import { readConversation } from './conversation-read.service.ts';
import * as repo from './memory-summary.repo.ts';

/** The offline engine has no window of its own: it folds as a default model's would. */
const DEFAULT_CONTEXT_TOKENS = 4096;
const DEFAULT_REPLY_TOKENS = 300;
/** Messages the summaries job reads of a conversation at most (older ones fell out long ago). */
const SUMMARY_WINDOW = 400;
/** Conversations one job run summarises at most; the rest wait for the next run. */
const BATCH = 20;
/** The newest turns are never folded: the model always sees the exchange it continues. */
const KEEP_NEWEST = 2;

/**
 * Tokens of unsummarised history a prompt holds before older turns fold into the summary:
 * 60% of what the window leaves after the reply, the rest being the system prompt (persona,
 * facts, lorebook, the summary itself).
 */
export function historyBudget(config: Pick<Config, 'llm'>): number {
  const context = config.llm?.contextTokens ?? DEFAULT_CONTEXT_TOKENS;
  const reply = config.llm?.maxTokens ?? DEFAULT_REPLY_TOKENS;
  return Math.max(128, Math.floor((context - reply) * 0.6));
}

const tokensOf = (rows: readonly { content: string }[]) => rows.reduce((sum, r) => sum + estimateTokens(r.content), 0);

/**
 * The oldest unsummarised messages to fold when they outgrow the budget, so that what stays
 * fits in half of it (a fold is a model call: not one per turn); [] when they fit.
 */
export function messagesToFold<T extends { content: string }>(unsummarised: readonly T[], budget: number): T[] {
  let remaining = tokensOf(unsummarised);
  if (remaining <= budget) return [];
  let count = 0;
  while (count < unsummarised.length - KEEP_NEWEST && remaining > budget / 2) {
    remaining -= estimateTokens((unsummarised[count] as T).content);
    count++;
  }
  return unsummarised.slice(0, count);
}

/**
 * The summary a reply's prompt carries, with facts the visitor asked to forget taken out,
 * and the newest message it covers (the prompt's history starts after it). A summary of
 * turns the branch being answered no longer holds (an earlier message was edited, another
 * alternative chosen) tells of a conversation that did not happen there: none then.
 */
export async function summaryForReply(
  ctx: Pick<AppContext, 'db'>,
  options: { owner: Owner; avatarId: number; forgotten: ForgottenFact[]; branchTip: number },
): Promise<{ text: string; coversUpTo: number }> {
  const { owner, avatarId, forgotten } = options;
  const row = await repo.findSummary(ctx.db, owner, avatarId);
  if (!row || !(await coversBranch(ctx, row.covers_up_to, options.branchTip))) return { text: '', coversUpTo: 0 };
  const [redacted] = withoutForgottenFacts(
    [{ id: row.covers_up_to, role: 'assistant', content: row.content }],
    forgotten,
  );
  return { text: redacted?.content.trim() ?? '', coversUpTo: row.covers_up_to };
}

/** Whether a summary covering up to `coversUpTo` tells of the branch ending at `tip` (an empty one always does). */
async function coversBranch(ctx: Pick<AppContext, 'db'>, coversUpTo: number, tip: number): Promise<boolean> {
  return coversUpTo === 0 || tree.isOnBranchOf(ctx.db, coversUpTo, tip);
}

/**
 * The chosen path's messages the summary does not cover, and whether the summary covers
 * this path at all (when it does not, every message is unsummarised, and a fold starts over).
 */
async function unsummarised(ctx: AppContext, owner: Owner, avatarId: number, coversUpTo: number) {
  const rows = await readConversation(ctx, owner, avatarId, { limit: SUMMARY_WINDOW });
  const tip = rows.at(-1)?.id;
  const onPath = tip === undefined || (await coversBranch(ctx, coversUpTo, tip));
  return { rows: onPath ? rows.filter((m) => m.id > coversUpTo) : rows, onPath };
}

/**
 * After a reply is stored: when the turns not yet summarised outgrow the budget, the
 * conversation is marked for the summaries job (a row, so a restart loses no mark).
 */
export async function noteConversationGrowth(ctx: AppContext, owner: Owner, avatarId: number): Promise<void> {
  const row = await repo.findSummary(ctx.db, owner, avatarId);
  if (row?.due) return;
  const { rows: rest } = await unsummarised(ctx, owner, avatarId, row?.covers_up_to ?? 0);
  if (tokensOf(rest) <= historyBudget(ctx.config)) return;
  await repo.markSummaryDue(ctx.db, owner, avatarId, ctx.clock.now().toISOString());
}

function ownerOf(row: repo.DueSummaryRow): Owner | null {
  if (row.user_id !== null) return { userId: row.user_id, sessionId: null };
  if (row.session_id !== null) return { userId: null, sessionId: row.session_id };
  return null;
}

async function writeSummary(
  ctx: AppContext,
  writers: SummaryWriter[],
  input: { previous: string; turns: ConversationTurn[]; characterName: string; signal: AbortSignal },
): Promise<string> {
  for (const writer of writers) {
    try {
      return await writer.write(input);
    } catch (error) {
      if (input.signal.aborted) throw error;
      // The model is down or slow: the offline extract keeps memory going.
      ctx.log.warn({ err: error, writer: writer.name }, 'summary writer failed; trying the next one');
    }
  }
  throw new Error('no summary writer answered');
}

/** Folds one conversation's oldest turns into its summary; true when a summary was stored. */
async function foldConversation(
  ctx: AppContext,
  due: repo.DueSummaryRow,
  writers: SummaryWriter[],
  signal: AbortSignal,
): Promise<boolean> {
  const owner = ownerOf(due);
  const current = owner ? await repo.findSummary(ctx.db, owner, due.avatar_id) : undefined;
  if (!owner || !current) return false;
  const rest = await unsummarised(ctx, owner, due.avatar_id, current.covers_up_to);
  const fold: MessageRow[] = messagesToFold(rest.rows, historyBudget(ctx.config));
  const last = fold.at(-1);
  if (!last) {
    await repo.clearSummaryDue(ctx.db, due.id);
    return false;
  }
  const forgotten = await listForgottenFacts(ctx, owner, due.avatar_id);
  const persona = await getAvatarPersona(ctx, due.avatar_id);
  const content = await writeSummary(ctx, writers, {
    // The path left what the summary told: this branch's summary starts afresh.
    previous: rest.onPath ? current.content : '',
    turns: withoutForgottenFacts(fold, forgotten),
    characterName: persona.name,
    signal,
  });
  return repo.saveFoldedSummary(ctx.db, {
    id: due.id,
    expectCoversUpTo: current.covers_up_to,
    expectUpdatedAt: current.updated_at,
    content,
    coversUpTo: last.id,
    now: ctx.clock.now().toISOString(),
  });
}

/**
 * The summaries job: folds the conversations marked due, written by the configured model
 * (a separate short call) or, without one or when it fails, the offline extract. Returns
 * how many summaries it stored.
 */
export async function runDueSummaries(ctx: AppContext, options: { signal: AbortSignal }): Promise<number> {
  const writers = ctx.config.llm
    ? [createLlmSummaryWriter(ctx.config.llm), extractiveSummaryWriter]
    : [extractiveSummaryWriter];
  let stored = 0;
  for (const due of await repo.listDueSummaries(ctx.db, BATCH)) {
    if (options.signal.aborted) break;
    try {
      if (await foldConversation(ctx, due, writers, options.signal)) stored++;
    } catch (error) {
      if (options.signal.aborted) break;
      // One conversation's trouble must not hold up the others: it stays due.
      ctx.log.error({ err: error, summaryId: due.id }, 'summary not written; it stays due');
    }
  }
  return stored;
}
