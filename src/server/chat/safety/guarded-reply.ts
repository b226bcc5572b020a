import type { Random } from '../../lib/clock.ts';
import {
  type ConversationTurn,
  IncompleteReplyError,
  type LoreFact,
  type Persona,
  type RememberedFact,
  type ReplyEngine,
  type ReplyInput,
} from '../reply-engine.ts';
import type { Care } from './directives.ts';
import { checkReply, type ReplyCheckContext, type ReplyProblem } from './reply-check.ts';
import { planReply, type SafetyEventKind, verdictFor } from './reply-plan.ts';

/** The reply owed to one visitor message, with what safety knows about the conversation. */
export interface GuardedJob {
  replyId: number;
  persona: Persona;
  /** Oldest first, ending with the message being answered (forgotten facts already removed). */
  history: ConversationTurn[];
  /** `history` begins with the conversation's greeting (see ReplyInput). */
  opensWithGreeting?: boolean;
  memory: RememberedFact[];
  /** The visitor message being answered, as they wrote it. */
  message: string;
  /** The visitor is known to be under 18 (this message included). */
  minor: boolean;
  care: Care | null;
  /** The avatar's lorebook entries these turns fired. */
  lore?: LoreFact[];
  /** The rolling summary of the turns before `history`. */
  summary?: string;
  /** Which attempt at the reply (regenerations count up from 1). */
  alternative?: number;
  /** Earlier attempts' texts, which a regeneration should not repeat. */
  avoid?: string[];
}

export interface GuardOptions {
  engine: ReplyEngine;
  /** The offline persona engine: answers when the engine fails or writes something unsafe. */
  fallback: ReplyEngine;
  premiumName: string;
  /** Crisis lines for the visitor's locale. */
  resources: string[];
  now: Date;
  random: Random;
  signal: AbortSignal;
  /** Shows the visitor this text (the reply so far; a text that does not extend the last one replaces it). */
  show: (text: string) => Promise<void>;
  log: { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };
  count: (kind: SafetyEventKind) => Promise<void>;
  /** Errors after which nothing more may be written (the job was taken over): rethrown as they are. */
  isFatal: (error: unknown) => boolean;
}

const LOST_TRAIN = 'Sorry, I lost my train of thought there. ';
const SAY_IT_BETTER = 'Hmm, let me put that another way. ';
const GIVE_UP = 'Sorry, I lost my train of thought there. Could you say that again?';

class UnsafeReplyError extends Error {
  constructor(
    readonly problems: ReplyProblem[],
    readonly stage: 'streaming' | 'final',
  ) {
    super(`unsafe reply: ${problems.join(', ')}`);
  }
}

/** Where the last whole sentence of a reply so far ends (0 when none has). */
export function releasableLength(text: string): number {
  let end = 0;
  for (const m of text.matchAll(/[.!?…]+["')\]]*(?=\s)|\n/g)) end = (m.index ?? 0) + m[0].length;
  return end;
}

/**
 * Writes one reply behind the safety layer. The plan comes first (crisis, refusals); an
 * engine reply is then checked as it streams and once whole.
 *
 * Streaming choice: text reaches the visitor one whole sentence at a time, each released
 * only after it and everything before it pass the check. A single sentence is the smallest
 * piece the check can judge (a clause alone can look harmless or alarming out of context),
 * and it keeps the reply flowing: waiting for the whole text before the first byte would
 * make every model reply arrive in one block after its full generation time. What a later
 * sentence gets wrong therefore never shows, but the sentences before it may have: the
 * safe reply that replaces them then says so rather than silently swapping visible text,
 * as does a fallback after a failed or cut stream ("lost my train of thought").
 */
export async function writeGuardedReply(job: GuardedJob, o: GuardOptions): Promise<string> {
  const verdict = verdictFor(job.message, job.history, o.now);
  const plan = planReply({ ...job, verdict, resources: o.resources, premiumName: o.premiumName, random: o.random });
  if (plan.kind === 'scripted') {
    if (plan.event) await o.count(plan.event);
    await streamOut(plan.reply, o.show);
    return plan.reply;
  }

  const directives = plan.directives;
  const checks: ReplyCheckContext = {
    minor: directives.minor,
    aiQuestion: directives.aiQuestion,
    staysOnTopic: directives.register !== null,
    interests: job.persona.interests,
    visitorMessage: job.message,
    premiumName: o.premiumName,
  };
  const input: ReplyInput = {
    persona: job.persona,
    history: job.history,
    ...(job.opensWithGreeting ? { opensWithGreeting: true } : {}),
    memory: job.memory,
    premiumName: o.premiumName,
    signal: o.signal,
    safety: directives,
    ...(job.lore?.length ? { lore: job.lore } : {}),
    ...(job.summary ? { summary: job.summary } : {}),
    ...(job.alternative ? { alternative: { index: job.alternative, avoid: job.avoid ?? [] } } : {}),
  };
  let shown = '';
  const show = async (text: string) => {
    shown = text;
    await o.show(text);
  };
  const leadIn = (phrase: string) => (shown.trim() ? phrase : '');
  const mustStop = (error: unknown) => o.signal.aborted || o.isFatal(error);

  const attempt = async (engine: ReplyEngine, prefix: string): Promise<string> => {
    let raw = '';
    let released = 0;
    for await (const piece of engine.generate(input)) {
      if (o.signal.aborted) throw o.signal.reason ?? new Error('aborted');
      raw += piece;
      const cut = releasableLength(raw);
      if (cut > released) {
        const problems = checkReply(raw.slice(0, cut), checks, { final: false });
        if (problems.length > 0) throw new UnsafeReplyError(problems, 'streaming');
        released = cut;
        await show(prefix + raw.slice(0, cut));
      }
    }
    const whole = raw.trim();
    if (!whole) throw new Error('the engine produced an empty reply');
    const problems = checkReply(whole, checks, { final: true });
    if (problems.length > 0) throw new UnsafeReplyError(problems, 'final');
    await show(prefix + whole);
    return prefix + whole;
  };

  const fallbackReply = async (prefix: string): Promise<string> => {
    try {
      return await attempt(o.fallback, prefix);
    } catch (error) {
      if (mustStop(error)) throw error;
      o.log.error({ err: error, replyId: job.replyId }, 'the offline fallback reply failed its check too');
      await show(GIVE_UP);
      return GIVE_UP;
    }
  };

  const replaceUnsafe = async (engine: ReplyEngine, error: UnsafeReplyError): Promise<string> => {
    // What is logged: which reply, which engine, what was wrong, how much had been shown; never the text.
    o.log.warn(
      {
        replyId: job.replyId,
        engine: engine.name,
        problems: error.problems,
        stage: error.stage,
        shownChars: shown.length,
      },
      'unsafe reply replaced by a safe one',
    );
    await o.count('reply-replaced');
    return fallbackReply(leadIn(SAY_IT_BETTER));
  };

  try {
    return await attempt(o.engine, '');
  } catch (error) {
    if (mustStop(error)) throw error;
    if (error instanceof UnsafeReplyError) return replaceUnsafe(o.engine, error);
    if (o.engine === o.fallback) throw error;
    let failure: unknown = error;
    if (error instanceof IncompleteReplyError) {
      o.log.warn(
        { replyId: job.replyId, engine: o.engine.name },
        'reply stream ended without a finish signal; asking once more',
      );
      try {
        return await attempt(o.engine, leadIn(LOST_TRAIN));
      } catch (again) {
        if (mustStop(again)) throw again;
        if (again instanceof UnsafeReplyError) return replaceUnsafe(o.engine, again);
        failure = again;
      }
    }
    o.log.warn(
      { err: failure, replyId: job.replyId, engine: o.engine.name },
      'reply engine failed; answering with the offline persona engine',
    );
    return fallbackReply(leadIn(LOST_TRAIN));
  }
}

/** A scripted reply, shown a few words at a time like any engine's. */
async function streamOut(text: string, show: (text: string) => Promise<void>): Promise<void> {
  const words = text.split(/(?<=\s)/);
  for (let i = 4; i < words.length; i += 4) await show(words.slice(0, i).join(''));
  await show(text);
}
