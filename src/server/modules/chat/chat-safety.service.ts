import type { ForgottenFact } from '../../chat/forgotten-facts.ts';
import type { RememberedFact } from '../../chat/reply-engine.ts';
import { classifyMessage, leansOnEarlierTurns, type SafetyVerdict } from '../../chat/safety/classify.ts';
import type { Care } from '../../chat/safety/directives.ts';
import type { SafetyEventKind } from '../../chat/safety/reply-plan.ts';
import { EARLIER_TURNS } from '../../chat/safety/took-them-all-cues.ts';
import type { AppContext } from '../../context.ts';
import type { Owner } from './chat.repo.ts';
import * as repo from './chat-safety.repo.ts';

/** Visitor turns after a crisis message that stay gentle (a new crisis starts the count again). */
export const GENTLE_TURNS = 3;

type Ctx = Pick<AppContext, 'db' | 'clock'>;

function today(ctx: Ctx): string {
  return ctx.clock.now().toISOString().slice(0, 10);
}

/** Counts a safety event for today (kind only: no text, no visitor). */
export async function countSafetyEvent(ctx: Ctx, kind: SafetyEventKind): Promise<void> {
  await repo.incrementEventCount(ctx.db, today(ctx), kind);
}

/** Counts per day and kind, newest day first (`npm run admin -- safety`). */
export async function listSafetyEventCounts(ctx: Pick<AppContext, 'db'>) {
  return repo.listEventCounts(ctx.db);
}

/** Short enough to be an answer to the companion's last question ("15"). */
export const SHORT_ANSWER = 16;

/**
 * What a visitor message says for safety; a short one is read as the answer to the
 * companion's line before it (`previousReply`), so "15" after "How old are you?" is an age,
 * and "i took all of them" after the visitor's own `earlier` turns about pills is an overdose.
 */
export function classifyVisitorMessage(
  message: string,
  previousReply: string | null,
  now: Date,
  earlier: string[] = [],
): SafetyVerdict {
  const asked = previousReply !== null && message.length <= SHORT_ANSWER ? { previousReply } : {};
  return classifyMessage(message, { now, ...asked, earlier });
}

/** The visitor's last turns before a message, when what it says may lean on them (classify.ts). */
export async function earlierTurnsFor(ctx: Pick<AppContext, 'db'>, owner: Owner, avatarId: number, message: string) {
  return leansOnEarlierTurns(message) ? repo.lastVisitorMessages(ctx.db, owner, avatarId, EARLIER_TURNS) : [];
}

/** Remembers that the visitor said they are under 18 (counted once, when it is news). */
export async function recordDeclaredMinor(ctx: Ctx, owner: Owner): Promise<void> {
  if (await repo.insertMinor(ctx.db, owner, ctx.clock.now().toISOString()))
    await countSafetyEvent(ctx, 'minor-declared');
}

/**
 * What a visitor message changes in the conversation's safety state, written in the
 * transaction that stores the message: a visitor under 18 is remembered, a crisis starts
 * the gentle turns, a later message uses one up. Returns the care its reply is owed.
 */
export async function recordMessageSafety(
  ctx: Ctx,
  options: { owner: Owner; avatarId: number; verdict: SafetyVerdict },
): Promise<Care | null> {
  const { owner, avatarId, verdict } = options;
  const now = ctx.clock.now().toISOString();
  if (verdict.minor) await recordDeclaredMinor(ctx, owner);
  if (verdict.crisis) {
    await repo.setGentleTurns(ctx.db, { owner, avatarId, turns: GENTLE_TURNS, crisisAt: now, now });
    await countSafetyEvent(ctx, `crisis-${verdict.crisis.kind}`);
    return 'crisis';
  }
  const left = await repo.gentleTurnsLeft(ctx.db, owner, avatarId);
  if (left <= 0) return null;
  await repo.setGentleTurns(ctx.db, { owner, avatarId, turns: left - 1, crisisAt: null, now });
  return 'gentle';
}

export async function isDeclaredMinor(ctx: Pick<AppContext, 'db'>, owner: Owner): Promise<boolean> {
  return repo.isMinor(ctx.db, owner);
}

/** Remembers that these facts were forgotten, so messages that told them are redacted for engines. */
export async function recordForgottenFacts(
  ctx: Ctx,
  options: { owner: Owner; avatarId: number; facts: RememberedFact[] },
): Promise<void> {
  const { owner, avatarId, facts } = options;
  if (facts.length === 0) return;
  const upToMessageId = await repo.lastMessageId(ctx.db, owner, avatarId);
  const now = ctx.clock.now().toISOString();
  await repo.insertForgotten(
    ctx.db,
    facts.map((f) => ({ owner, avatarId, kind: f.kind, value: f.value, upToMessageId, now })),
  );
}

export async function listForgottenFacts(
  ctx: Pick<AppContext, 'db'>,
  owner: Owner,
  avatarId: number,
): Promise<ForgottenFact[]> {
  const rows = await repo.listForgotten(ctx.db, owner, avatarId);
  return rows.map((r) => ({ kind: r.kind, value: r.value, upToMessageId: r.up_to_message_id }));
}

/** Sign-up or sign-in of a guest: being under 18 and each conversation's care go with them. */
export async function claimGuestSafety(ctx: Pick<AppContext, 'db'>, options: { sessionId: string; userId: number }) {
  await repo.moveMinorToMember(ctx.db, options.sessionId, options.userId);
  await repo.moveCareToMember(ctx.db, options.sessionId, options.userId);
}
