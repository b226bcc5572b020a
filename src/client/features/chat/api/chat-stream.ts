import { useEffect, useRef } from 'react';
import type { ChatMessageEvent, ChatReplyEvent } from '../../../../shared/contracts/chats.ts';

export interface ChatStreamHandlers {
  onReply: (event: ChatReplyEvent) => void;
  onMessage: (event: ChatMessageEvent) => void;
}

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/**
 * Listens to GET /api/chats/:avatarId/stream. The browser's EventSource reconnects by
 * itself and sends Last-Event-ID, so a dropped connection resumes where it stopped.
 * A visitor without a session gets 204 and the source closes; `reopen()` tries again
 * (after the first message has created the session).
 */
export function useChatStream(avatarId: number, enabled: boolean, handlers: ChatStreamHandlers) {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const sourceRef = useRef<EventSource | null>(null);
  const openRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const open = () => {
      sourceRef.current?.close();
      const source = new EventSource(`/api/chats/${avatarId}/stream`, { withCredentials: true });
      source.addEventListener('reply', (e) => {
        const data = parse<ChatReplyEvent>(e);
        if (data) handlersRef.current.onReply(data);
      });
      source.addEventListener('message', (e) => {
        const data = parse<ChatMessageEvent>(e);
        if (data) handlersRef.current.onMessage(data);
      });
      sourceRef.current = source;
    };
    openRef.current = open;
    open();
    return () => {
      sourceRef.current?.close();
      sourceRef.current = null;
      openRef.current = () => {};
    };
  }, [avatarId, enabled]);

  return {
    /**
     * Opens the stream again unless it is open: it may have given up (no session yet, or the
     * server went away), or still be asking without the session cookie the send just set
     * (its 204 would then close it for good).
     */
    reopen() {
      if (sourceRef.current?.readyState !== EventSource.OPEN) openRef.current();
    },
  };
}
