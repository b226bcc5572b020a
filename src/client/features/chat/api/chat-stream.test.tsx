import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatStream } from './chat-stream.ts';

/** The parts of EventSource the hook uses; each instance is recorded, its state set by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const handlers = { onReply: () => {}, onMessage: () => {} };

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => vi.unstubAllGlobals());

describe('useChatStream reopen()', () => {
  it('keeps an open stream', () => {
    const { result } = renderHook(() => useChatStream(3, true, handlers));
    (FakeEventSource.made[0] as FakeEventSource).readyState = FakeEventSource.OPEN;
    result.current.reopen();
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('opens again a stream that gave up (204 without a session)', () => {
    const { result } = renderHook(() => useChatStream(3, true, handlers));
    (FakeEventSource.made[0] as FakeEventSource).readyState = FakeEventSource.CLOSED;
    result.current.reopen();
    expect(FakeEventSource.made).toHaveLength(2);
    expect(FakeEventSource.made[1]?.url).toBe('/api/chats/3/stream');
  });

  it('replaces a stream still connecting: it asked before the send set the session cookie', () => {
    const { result } = renderHook(() => useChatStream(3, true, handlers));
    const first = FakeEventSource.made[0] as FakeEventSource;
    result.current.reopen();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.made).toHaveLength(2);
  });
});
