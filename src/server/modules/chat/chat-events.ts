import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ChatMessageEvent, ChatReplyEvent } from '../../../shared/contracts/chats.ts';

export type ChatEvent = { type: 'reply'; data: ChatReplyEvent } | { type: 'message'; data: ChatMessageEvent };
export type ChatEventListener = (event: ChatEvent) => void;

/**
 * Delivers reply events to every open stream of one conversation. In-process by default;
 * with Redis, events go through pub/sub so a stream on one instance sees replies written
 * by another. Events are hints: the reply itself is always in the database first.
 */
export interface ChatEventBus {
  publish(conversation: string, event: ChatEvent): Promise<void>;
  /** Resolves once the subscription is live, so nothing published afterwards is missed. */
  subscribe(conversation: string, listener: ChatEventListener): Promise<() => void>;
  close(): Promise<void>;
}

const CHANNEL_PREFIX = 'companions-chat:';

export function createChatEventBus(options: {
  redis: Redis | null;
  redisUrl: string | undefined;
  log: FastifyBaseLogger;
}): ChatEventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const emitLocal = (conversation: string, event: ChatEvent) => local.emit(conversation, event);

  const { redis, redisUrl, log } = options;
  if (!redis || !redisUrl) {
    return {
      publish: async (conversation, event) => void emitLocal(conversation, event),
      subscribe: async (conversation, listener) => {
        local.on(conversation, listener);
        return () => void local.off(conversation, listener);
      },
      close: async () => void local.removeAllListeners(),
    };
  }

  // A connection in subscriber mode can do nothing else, so it is our own.
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
  subscriber.on('error', (error) => log.warn({ err: error }, 'chat event subscriber error'));
  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    try {
      emitLocal(channel.slice(CHANNEL_PREFIX.length), JSON.parse(payload) as ChatEvent);
    } catch (error) {
      log.warn({ err: error }, 'dropped a malformed chat event');
    }
  });
  const subscriptions = new Map<string, { listeners: number; ready: Promise<void> }>();

  return {
    async publish(conversation, event) {
      try {
        await redis.publish(CHANNEL_PREFIX + conversation, JSON.stringify(event));
      } catch (error) {
        // Redis is down: this instance's streams still hear it; others catch up from the database.
        log.warn({ err: error }, 'chat event publish failed; delivering locally');
        emitLocal(conversation, event);
      }
    },
    async subscribe(conversation, listener) {
      local.on(conversation, listener);
      let entry = subscriptions.get(conversation);
      if (!entry) {
        entry = {
          listeners: 0,
          ready: subscriber.subscribe(CHANNEL_PREFIX + conversation).then(
            () => undefined,
            (error) => log.warn({ err: error }, 'chat event subscribe failed'),
          ),
        };
        subscriptions.set(conversation, entry);
      }
      entry.listeners++;
      await entry.ready;
      return () => {
        local.off(conversation, listener);
        const current = subscriptions.get(conversation);
        if (!current) return;
        current.listeners--;
        if (current.listeners > 0) return;
        subscriptions.delete(conversation);
        subscriber.unsubscribe(CHANNEL_PREFIX + conversation).catch(() => {});
      };
    },
    async close() {
      local.removeAllListeners();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
