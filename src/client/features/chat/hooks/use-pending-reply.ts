import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { REPLY_DELAY_MAX_MS, REPLY_DELAY_MIN_MS } from '../../../../shared/constants.ts';
import type { ChatMessage, ChatMessageEvent, ChatReplyEvent } from '../../../../shared/contracts/chats.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { appendMessage } from '../api/get-chat-history.ts';

/** Without a stream, look for the reply this often after the delay, for at most this long. */
const POLL_MS = 2000;
const GIVE_UP_MS = 90_000;

interface Pending {
  userMessageId: number;
  /** The spec's 3-5 s have passed: the reply may show (streamed or whole). */
  revealed: boolean;
}

function answered(history: ChatMessage[] | undefined, userMessageId: number): boolean {
  return Boolean(history?.some((m) => m.role === 'assistant' && m.id > userMessageId));
}

/**
 * The reply a visitor is waiting for (spec §4 chat send): after a sent message the typing
 * indicator shows; after a random 3-5 s the history is refetched; the indicator stays
 * until the reply is in the history. Reply text streamed in meanwhile is shown as a draft
 * once the delay has passed. Also picks up a reply still being written after a reload.
 */
export function usePendingReply(avatarId: number, history: ChatMessage[] | undefined) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [draft, setDraft] = useState<{ userMessageId: number; content: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const historyKey = chatKeys.history(avatarId);

  const refetch = useCallback(
    () => queryClient.refetchQueries({ queryKey: chatKeys.history(avatarId), exact: true }),
    [queryClient, avatarId],
  );

  const start = useCallback(
    (userMessageId: number) => {
      if (timer.current) clearTimeout(timer.current);
      setPending({ userMessageId, revealed: false });
      // Text streamed before the send was confirmed belongs to this message: keep it.
      setDraft((d) => (d?.userMessageId === userMessageId ? d : null));
      const delay = REPLY_DELAY_MIN_MS + Math.random() * (REPLY_DELAY_MAX_MS - REPLY_DELAY_MIN_MS);
      timer.current = setTimeout(() => {
        setPending((p) => (p?.userMessageId === userMessageId ? { ...p, revealed: true } : p));
        void refetch();
      }, delay);
    },
    [refetch],
  );

  const reset = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setPending(null);
    setDraft(null);
  }, []);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // The reply is in the history: the wait is over.
  useEffect(() => {
    if (pending?.revealed && answered(history, pending.userMessageId)) {
      setPending(null);
      setDraft(null);
      void queryClient.invalidateQueries({ queryKey: chatKeys.memory(avatarId) });
      // A reply that came by the stream lacks its turn's alternatives (← n / m →): read them.
      if (history?.some((m) => m.siblings === undefined)) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.history(avatarId), exact: true });
      }
    }
  }, [pending, history, queryClient, avatarId]);

  // No stream (or a slow engine): keep looking for a while, then stop waiting.
  useEffect(() => {
    if (!pending?.revealed) return;
    const poll = setInterval(() => void refetch(), POLL_MS);
    const giveUp = setTimeout(() => setPending(null), GIVE_UP_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(giveUp);
    };
  }, [pending, refetch]);

  const onReply = useCallback(
    (event: ChatReplyEvent) => {
      const cached = queryClient.getQueryData<ChatMessage[]>(historyKey);
      const onScreen = Boolean(cached?.some((m) => m.id === event.userMessageId));
      if (onScreen && answered(cached, event.userMessageId)) return;
      // A reply being written that we were not waiting for (a reload mid-reply): wait for it.
      // An event can beat the POST answer it belongs to: its text is kept for start() to
      // find, as later events only carry what follows it.
      if (onScreen) setPending((p) => p ?? { userMessageId: event.userMessageId, revealed: true });
      setDraft((d) => {
        const before =
          d?.userMessageId === event.userMessageId && event.offset > 0 ? d.content.slice(0, event.offset) : '';
        return { userMessageId: event.userMessageId, content: before + event.content };
      });
    },
    [queryClient, historyKey],
  );

  const onMessage = useCallback(
    (event: ChatMessageEvent) => {
      // Held back until the delay has passed (the refetch then brings it), and ignored while
      // the message it answers is not on screen yet (the send is still being confirmed).
      if (pending && !pending.revealed && event.userMessageId >= pending.userMessageId) return;
      const cached = queryClient.getQueryData<ChatMessage[]>(historyKey);
      if (!cached?.some((m) => m.id === event.userMessageId)) return;
      queryClient.setQueryData<ChatMessage[]>(historyKey, (old) => appendMessage(old, event.message));
    },
    [pending, queryClient, historyKey],
  );

  return {
    isWaiting: pending !== null,
    /** Streamed text of the awaited reply, once it may show. */
    draft: pending?.revealed && draft?.userMessageId === pending.userMessageId ? draft.content : null,
    start,
    reset,
    onReply,
    onMessage,
  };
}
