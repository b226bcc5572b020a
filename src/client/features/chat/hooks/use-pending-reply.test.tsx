import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatReplyEvent } from '../../../../shared/contracts/chats.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { usePendingReply } from './use-pending-reply.ts';

const AVATAR = 7;
const at = '2026-01-01T00:00:00.000Z';
const tree = { parentId: null, alternative: 0, rating: null };
const user = (id: number): ChatMessage => ({ id, role: 'user', content: `question ${id}`, createdAt: at, ...tree });
const assistant = (id: number): ChatMessage => ({
  id,
  role: 'assistant',
  content: `answer ${id}`,
  createdAt: at,
  ...tree,
});
const streamed = (userMessageId: number, offset: number, content: string): ChatReplyEvent => ({
  replyId: 1,
  userMessageId,
  alternative: 0,
  offset,
  content,
});

let client: QueryClient;
let refetches: number;

function setup(initial: ChatMessage[]) {
  client.setQueryData(chatKeys.history(AVATAR), initial);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ history }) => usePendingReply(AVATAR, history), { wrapper, initialProps: { history: initial } });
}

beforeEach(() => {
  vi.useFakeTimers();
  // The spec's random 3-5 s: the shortest, 3 s.
  vi.spyOn(Math, 'random').mockReturnValue(0);
  client = new QueryClient();
  refetches = 0;
  vi.spyOn(client, 'refetchQueries').mockImplementation(async () => {
    refetches += 1;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  client.clear();
});

describe('usePendingReply (spec §4 chat send)', () => {
  it('shows the typing indicator from the send until the reply is in the history', () => {
    const { result, rerender } = setup([user(1)]);
    act(() => result.current.start(1));
    expect(result.current.isWaiting).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(refetches).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(refetches).toBe(1);
    // Refetched, but no reply yet: still waiting.
    expect(result.current.isWaiting).toBe(true);
    rerender({ history: [user(1), assistant(2)] });
    expect(result.current.isWaiting).toBe(false);
  });

  it('does not end the wait for a reply that arrives before the 3-5 s have passed', () => {
    const { result, rerender } = setup([user(1)]);
    act(() => result.current.start(1));
    rerender({ history: [user(1), assistant(2)] });
    expect(result.current.isWaiting).toBe(true);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.isWaiting).toBe(false);
  });

  it('shows streamed reply text only once the delay has passed', () => {
    const { result } = setup([user(1)]);
    act(() => result.current.start(1));
    act(() => result.current.onReply(streamed(1, 0, 'Hel')));
    act(() => result.current.onReply(streamed(1, 3, 'lo')));
    expect(result.current.draft).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.draft).toBe('Hello');
  });

  it('holds a streamed whole message back until the delay has passed', () => {
    const { result } = setup([user(1)]);
    act(() => result.current.start(1));
    act(() => result.current.onMessage({ userMessageId: 1, message: assistant(2) }));
    expect(client.getQueryData(chatKeys.history(AVATAR))).toEqual([user(1)]);
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.onMessage({ userMessageId: 1, message: assistant(2) }));
    expect(client.getQueryData(chatKeys.history(AVATAR))).toEqual([user(1), assistant(2)]);
  });

  it('keeps looking every 2 s after the delay, and gives up after 90 s', () => {
    const { result } = setup([user(1)]);
    act(() => result.current.start(1));
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(10_000));
    expect(refetches).toBe(1 + 5);
    act(() => vi.advanceTimersByTime(80_000));
    expect(result.current.isWaiting).toBe(false);
    const before = refetches;
    act(() => vi.advanceTimersByTime(10_000));
    expect(refetches).toBe(before);
  });

  it('stops waiting at once on reset (a failed send), and its timer never fires', () => {
    const { result } = setup([user(1)]);
    act(() => result.current.start(1));
    act(() => result.current.reset());
    expect(result.current.isWaiting).toBe(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(refetches).toBe(0);
  });

  it('waits for a reply being written when the page was opened mid-reply', () => {
    const { result } = setup([user(1)]);
    expect(result.current.isWaiting).toBe(false);
    act(() => result.current.onReply(streamed(1, 0, 'Still typing')));
    expect(result.current.isWaiting).toBe(true);
    expect(result.current.draft).toBe('Still typing');
  });

  it('does not wait for a reply to a message that is not on screen', () => {
    const { result } = setup([user(1)]);
    act(() => result.current.onReply(streamed(9, 0, 'Elsewhere')));
    expect(result.current.isWaiting).toBe(false);
    expect(result.current.draft).toBeNull();
  });

  it('keeps text streamed before the send was confirmed (the event beat the POST answer)', () => {
    const { result, rerender } = setup([]);
    act(() => result.current.onReply(streamed(1, 0, 'I will tell you a story. ')));
    client.setQueryData(chatKeys.history(AVATAR), [user(1)]);
    rerender({ history: [user(1)] });
    act(() => result.current.start(1));
    act(() => result.current.onReply(streamed(1, 25, 'Once')));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.draft).toBe('I will tell you a story. Once');
  });

  it("starts a new wait without the previous message's streamed text", () => {
    const { result, rerender } = setup([user(1)]);
    act(() => result.current.start(1));
    act(() => result.current.onReply(streamed(1, 0, 'First answer')));
    client.setQueryData(chatKeys.history(AVATAR), [user(1), assistant(2), user(3)]);
    rerender({ history: [user(1), assistant(2), user(3)] });
    act(() => result.current.start(3));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.draft).toBeNull();
  });
});
