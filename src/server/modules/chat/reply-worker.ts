import { randomUUID } from 'node:crypto';
import type { ReplyEngine } from '../../chat/reply-engine.ts';
import { resourcesFor } from '../../chat/safety/crisis-resources.ts';
import { writeGuardedReply } from '../../chat/safety/guarded-reply.ts';
import type { AppContext } from '../../context.ts';
import { conversationKey } from './chat.service.ts';
import type { ChatEventBus } from './chat-events.ts';
import {
  claimReplyJob,
  completeReplyJob,
  listClaimableReplies,
  loadReplyJob,
  type ReplyJob,
  releaseReplyJob,
  saveReplyProgress,
} from './chat-replies.service.ts';
import { countSafetyEvent } from './chat-safety.service.ts';
import { noteConversationGrowth } from './memory-summary.service.ts';

export interface ReplyWorkerOptions {
  ctx: AppContext;
  engine: ReplyEngine;
  /** Answers when `engine` fails or times out (the offline persona engine). */
  fallback: ReplyEngine;
  bus: ChatEventBus;
  /** How often to look for jobs nobody is working on (other instances, crashes). */
  pollIntervalMs?: number;
  /** A running job whose worker stops renewing it for this long is taken over. */
  leaseMs?: number;
  /** Replies written at the same time by one instance. */
  concurrency?: number;
  /** Progress is saved and published at most this often while a reply streams. */
  flushIntervalMs?: number;
}

/** After this many failed attempts the visitor gets an apology instead of waiting forever. */
const MAX_ATTEMPTS = 3;
const GIVE_UP_REPLY = 'Sorry, I lost my train of thought there. Could you say that again?';

class LostJobError extends Error {}
/** The visitor pressed Stop: what was shown is kept as the reply. */
class StopRequestedError extends Error {}

/**
 * Produces the replies owed to user messages, independent of any request: jobs are rows
 * in chat_replies, claimed with a conditional UPDATE (one winner across instances),
 * written progressively (so a reconnecting stream resumes and a crash loses nothing
 * stored), and completed once. Jobs left by a stopped or crashed process are picked up
 * at start-up and by the periodic poll.
 */
export class ReplyWorker {
  readonly instanceId = randomUUID();
  private readonly ctx: AppContext;
  private readonly engine: ReplyEngine;
  private readonly fallback: ReplyEngine;
  private readonly bus: ChatEventBus;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly flushIntervalMs: number;
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private currentPoll: Promise<void> = Promise.resolve();
  private pollAgain = false;
  private stopped = true;

  constructor(options: ReplyWorkerOptions) {
    this.ctx = options.ctx;
    this.engine = options.engine;
    this.fallback = options.fallback;
    this.bus = options.bus;
    this.pollIntervalMs = options.pollIntervalMs ?? 2000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.concurrency = options.concurrency ?? 4;
    this.flushIntervalMs = options.flushIntervalMs ?? 100;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks for work now (called after a message is stored). */
  kick(): void {
    if (this.stopped) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.currentPoll = this.poll();
  }

  /** Stops claiming, aborts replies in progress and hands them back for another instance or the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // A poll in flight may still claim a job; let it finish so that job is handed back too.
    await this.currentPoll;
    for (const { controller } of this.running.values()) controller.abort(new Error('worker stopping'));
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  /**
   * Stops a reply this instance is writing (the engine call is aborted; what was shown is
   * kept) and resolves once it is stored. Another instance's reply stops at its next save.
   */
  async stopReply(replyId: number): Promise<void> {
    const running = this.running.get(replyId);
    if (!running) return;
    running.controller.abort(new StopRequestedError('stopped by the visitor'));
    await running.done;
  }

  /** Resolves when no reply is being written (for tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.polling) {
      await Promise.allSettled([...this.running.values()].map((r) => r.done));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private async poll(): Promise<void> {
    this.polling = true;
    try {
      do {
        this.pollAgain = false;
        const free = this.concurrency - this.running.size;
        if (free <= 0 || this.stopped) break;
        const ids = await listClaimableReplies(this.ctx, { limit: free + this.running.size });
        for (const replyId of ids) {
          if (this.stopped || this.running.size >= this.concurrency) break;
          if (this.running.has(replyId)) continue;
          const won = await claimReplyJob(this.ctx, { replyId, instanceId: this.instanceId, leaseMs: this.leaseMs });
          if (won) this.run(replyId);
        }
      } while (this.pollAgain && !this.stopped);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'reply worker poll failed');
    } finally {
      this.polling = false;
    }
  }

  private run(replyId: number): void {
    const controller = new AbortController();
    const done = this.answer(replyId, controller).finally(() => {
      this.running.delete(replyId);
      this.kick();
    });
    this.running.set(replyId, { controller, done });
  }

  private async answer(replyId: number, controller: AbortController): Promise<void> {
    const { ctx, instanceId } = this;
    const { signal } = controller;
    let job: ReplyJob | null = null;
    // Renew the lease while an engine thinks, so a slow model is not mistaken for a crash;
    // a Stop pressed on another instance is seen here.
    const heartbeat = setInterval(
      () => {
        void saveReplyProgress(ctx, { replyId, instanceId, leaseMs: this.leaseMs })
          .then((state) => {
            if (state === 'stop' && !signal.aborted) controller.abort(new StopRequestedError('stopped by the visitor'));
          })
          .catch(() => {});
      },
      Math.max(1000, Math.floor(this.leaseMs / 3)),
    );
    try {
      job = await loadReplyJob(ctx, replyId);
      if (!job) return;
      // A reply stopped on an instance that then crashed ends with what that instance had shown.
      const content = job.stopRequested
        ? job.written.trim()
        : job.attempts > MAX_ATTEMPTS
          ? GIVE_UP_REPLY
          : await this.produce(job, controller);
      const stored = await completeReplyJob(ctx, { replyId, instanceId, content });
      if (stored?.message) {
        await this.bus.publish(conversationKey(stored.owner, stored.avatarId), {
          type: 'message',
          data: { userMessageId: job.userMessageId, message: stored.message },
        });
        await noteConversationGrowth(ctx, stored.owner, stored.avatarId).catch((e) =>
          ctx.log.error({ err: e, replyId }, 'could not check the conversation against the prompt budget'),
        );
      }
    } catch (error) {
      if (error instanceof LostJobError) return;
      if (!signal.aborted) ctx.log.error({ err: error, replyId }, 'reply failed; it will be retried');
      await releaseReplyJob(ctx, { replyId, instanceId }).catch((e) =>
        ctx.log.error({ err: e, replyId }, 'could not release reply job'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Writes the reply behind the safety layer (src/server/chat/safety/), saving and
   * publishing what the visitor may see as it grows. Text that does not extend what was
   * published (a safe reply or a fallback after visible text) goes out whole, at offset 0.
   */
  private async produce(job: ReplyJob, controller: AbortController): Promise<string> {
    const { ctx, instanceId } = this;
    const { signal } = controller;
    const key = conversationKey(job.owner, job.avatarId);
    let shown = '';
    let published = '';
    let lastFlush = 0;

    const flush = async () => {
      if (shown === published && published.length > 0) return;
      const state = await saveReplyProgress(ctx, {
        replyId: job.replyId,
        instanceId,
        leaseMs: this.leaseMs,
        content: shown,
      });
      if (state === 'lost') throw new LostJobError('reply job taken over or deleted');
      if (state === 'stop' && !signal.aborted) controller.abort(new StopRequestedError('stopped by the visitor'));
      const offset = shown.startsWith(published) ? published.length : 0;
      await this.bus.publish(key, {
        type: 'reply',
        data: {
          replyId: job.replyId,
          userMessageId: job.userMessageId,
          alternative: job.alternative,
          offset,
          content: shown.slice(offset),
        },
      });
      published = shown;
      lastFlush = Date.now();
    };

    const stopped = () => signal.reason instanceof StopRequestedError;
    const text = await writeGuardedReply(job, {
      engine: this.engine,
      fallback: this.fallback,
      premiumName: ctx.config.brand.premiumName,
      resources: resourcesFor(job.locale, ctx.config.safety.resources),
      now: ctx.clock.now(),
      random: ctx.random,
      signal,
      show: async (visible) => {
        shown = visible;
        if (Date.now() - lastFlush >= this.flushIntervalMs) await flush();
      },
      log: ctx.log,
      count: (kind) => countSafetyEvent(ctx, kind),
      isFatal: (error) => error instanceof LostJobError,
    }).catch(async (error: unknown) => {
      // Stopped: the engine call is aborted and what the visitor saw is the reply.
      if (!stopped() || error instanceof LostJobError) throw error;
      return shown;
    });
    await flush();
    return text.trim();
  }
}
