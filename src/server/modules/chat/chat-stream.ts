import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { conversationKey, type Owner } from './chat.service.ts';
import type { ChatEvent, ChatEventBus } from './chat-events.ts';
import { findOwnedReply, listOpenReplies, listRepliesAfter, type ReplySnapshot } from './chat-replies.service.ts';

const HEARTBEAT_MS = 15_000;
const RETRY_MS = 3000;

/** `r{replyId}.{alternative}:{length}` (`r{replyId}:{length}` before regeneration existed) or `m{messageId}`, as sent in SSE `id:` lines. */
export type StreamPosition =
  | { kind: 'reply'; replyId: number; alternative: number; length: number }
  | { kind: 'message'; messageId: number };

export function parseLastEventId(value: string | undefined): StreamPosition | null {
  if (!value) return null;
  const reply = value.match(/^r(\d{1,10})(?:\.(\d{1,6}))?:(\d{1,9})$/);
  if (reply) {
    return { kind: 'reply', replyId: Number(reply[1]), alternative: Number(reply[2] ?? 0), length: Number(reply[3]) };
  }
  const message = value.match(/^m(\d{1,10})$/);
  if (message) return { kind: 'message', messageId: Number(message[1]) };
  return null;
}

function format(event: ChatEvent): string {
  const id =
    event.type === 'reply'
      ? `r${event.data.replyId}.${event.data.alternative}:${event.data.offset + event.data.content.length}`
      : `m${event.data.message.id}`;
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function snapshot(reply: ReplySnapshot, from = 0): ChatEvent {
  return {
    type: 'reply',
    data: {
      replyId: reply.id,
      userMessageId: reply.user_message_id,
      alternative: reply.alternative,
      offset: from,
      content: reply.content.slice(from),
    },
  };
}

/**
 * One visitor's live view of a conversation. It subscribes first, then sends what the
 * database holds past the client's Last-Event-ID, then live events, skipping any part a
 * client already has. Tracks what it sent per reply so overlaps are trimmed, not doubled.
 */
export class ChatStream {
  /** Per reply attempt (`{replyId}.{alternative}`): how much of its text this client has. */
  private readonly sentLength = new Map<string, number>();
  /** Attempts (`{userMessageId}.{alternative}`) whose final answer was sent: late progress events for them are stale. */
  private readonly answered = new Set<string>();
  private lastMessageId = 0;
  private closed = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private socket: import('node:net').Socket | null = null;
  private delivering: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly bus: ChatEventBus,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly owner: Owner,
    private readonly avatarId: number,
  ) {}

  async open(position: StreamPosition | null): Promise<void> {
    const raw = this.reply.raw;
    this.socket = this.request.raw.socket;
    this.reply.hijack();
    raw.writeHead(200, {
      // What the hooks set so far (the security headers): a hijacked reply does not send them.
      ...(this.reply.getHeaders() as OutgoingHttpHeaders),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // Never reused for another request: ending the stream ends the connection.
      Connection: 'close',
      'X-Accel-Buffering': 'no',
      'X-Request-Id': this.request.id,
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    // The response's 'close' (not the request's) fires when the client goes away.
    raw.on('close', () => this.close());
    this.heartbeat = setInterval(() => this.write(': ping\n\n'), HEARTBEAT_MS);

    // Live events arriving while the backlog is read wait in the queue, then pass the same filter.
    const queue: ChatEvent[] = [];
    let live = false;
    this.unsubscribe = await this.bus.subscribe(conversationKey(this.owner, this.avatarId), (event) => {
      // One at a time, in arrival order (a delivery may read the database).
      if (live) this.delivering = this.delivering.then(() => this.deliver(event)).catch(() => this.close());
      else queue.push(event);
    });
    for (const event of await this.backlog(position)) await this.deliver(event);
    for (const event of queue) await this.deliver(event);
    live = true;
  }

  /**
   * Ends the stream and its connection: an event stream's socket is never reused, and a
   * lingering one would keep the server from closing.
   */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.unsubscribe?.();
    if (!this.reply.raw.writableEnded) this.reply.raw.end();
    // Captured at open: a finished response no longer points at its socket.
    this.socket?.destroy();
  }

  private write(chunk: string): void {
    if (!this.closed) this.reply.raw.write(chunk);
  }

  private async backlog(position: StreamPosition | null): Promise<ChatEvent[]> {
    const { ctx, owner, avatarId } = this;
    const events: ChatEvent[] = [];
    if (position?.kind === 'reply') {
      const known = await findOwnedReply(ctx, { owner, avatarId, replyId: position.replyId });
      if (known && known.status !== 'done' && known.alternative === position.alternative) {
        this.sentLength.set(`${known.id}.${known.alternative}`, Math.min(position.length, known.content.length));
      } else if (known?.assistant_message_id) {
        this.lastMessageId = known.assistant_message_id - 1;
      }
    } else if (position?.kind === 'message') {
      this.lastMessageId = position.messageId;
    }
    if (this.lastMessageId > 0) {
      for (const { message, replyTo } of await listRepliesAfter(ctx, {
        owner,
        avatarId,
        afterId: this.lastMessageId,
      })) {
        events.push({ type: 'message', data: { userMessageId: replyTo ?? 0, message } });
      }
    }
    for (const open of await listOpenReplies(ctx, { owner, avatarId })) {
      const from = this.sentLength.get(`${open.id}.${open.alternative}`) ?? 0;
      this.sentLength.delete(`${open.id}.${open.alternative}`);
      events.push(snapshot(open, from));
    }
    return events;
  }

  private async deliver(event: ChatEvent): Promise<void> {
    if (this.closed) return;
    if (event.type === 'message') {
      if (event.data.message.id <= this.lastMessageId) return;
      this.lastMessageId = event.data.message.id;
      this.answered.add(`${event.data.userMessageId}.${event.data.message.alternative}`);
      this.write(format(event));
      return;
    }
    const { replyId, alternative, offset, content } = event.data;
    const attempt = `${replyId}.${alternative}`;
    const sent = this.sentLength.get(attempt);
    const end = offset + content.length;
    if (this.answered.has(`${event.data.userMessageId}.${alternative}`)) return;
    if (sent === undefined || offset === 0) {
      // First we hear of it, or the reply started over: take it whole.
    } else if (offset > sent) {
      // A gap (events lost in transit): resend from the database copy.
      const current = await findOwnedReply(this.ctx, { owner: this.owner, avatarId: this.avatarId, replyId });
      if (!current || current.status === 'done' || current.alternative !== alternative) return;
      this.sentLength.set(attempt, current.content.length);
      this.write(format(snapshot(current, 0)));
      return;
    } else if (end <= sent) {
      return;
    } else {
      const trimmed = { ...event.data, offset: sent, content: content.slice(sent - offset) };
      this.sentLength.set(attempt, end);
      this.write(format({ type: 'reply', data: trimmed }));
      return;
    }
    this.sentLength.set(attempt, end);
    this.write(format(event));
  }
}
