import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOfflinePersonaEngine } from '../../chat/offline-engine.ts';
import { createOpenAiEngine } from '../../chat/openai-engine.ts';
import type { ReplyEngine } from '../../chat/reply-engine.ts';
import { type ChatEventBus, createChatEventBus } from './chat-events.ts';
import { ReplyWorker, type ReplyWorkerOptions } from './reply-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reply events to open chat streams (through Redis pub/sub when REDIS_URL is set). */
    chatBus: ChatEventBus;
    /** Produces chat replies; started when the app is ready, stopped when it closes. */
    replyWorker: ReplyWorker;
  }
}

/** The chat event bus; its Redis subscriber connection is closed with the app. */
export const chatEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = createChatEventBus({ redis: app.redis, redisUrl: app.ctx.config.redisUrl, log: app.log });
    app.decorate('chatBus', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'chat-events', dependencies: ['redis', 'app-context'] },
);

export interface ReplyWorkerPluginOptions {
  /**
   * Writes companion replies. Defaults to the OpenAI-compatible engine when LLM_BASE_URL
   * and LLM_MODEL are set, else the offline persona engine (always the fallback).
   */
  engine?: ReplyEngine | undefined;
  /** Tuning (tests shorten the poll interval and lease). */
  tuning?: Pick<ReplyWorkerOptions, 'pollIntervalMs' | 'leaseMs' | 'concurrency' | 'flushIntervalMs'> | undefined;
}

/**
 * The reply worker: replies owed from before a restart are produced as soon as the app is
 * ready; on close (before the event bus, registered earlier, shuts) replies in progress are
 * handed back for another instance or the next start.
 */
export const replyWorkerPlugin = fp(
  async (app: FastifyInstance, opts: ReplyWorkerPluginOptions) => {
    const { ctx } = app;
    const offline = createOfflinePersonaEngine(ctx.random, ctx.clock);
    const worker = new ReplyWorker({
      ctx,
      engine: opts.engine ?? (ctx.config.llm ? createOpenAiEngine(ctx.config.llm) : offline),
      fallback: offline,
      bus: app.chatBus,
      leaseMs: ctx.config.replyLeaseMs,
      ...opts.tuning,
    });
    app.decorate('replyWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'reply-worker', dependencies: ['app-context', 'chat-events'] },
);
