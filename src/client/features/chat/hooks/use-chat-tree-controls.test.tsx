import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../shared/contracts/chats.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useChatHistory } from '../api/get-chat-history.ts';
import { useChatTreeControls } from './use-chat-tree-controls.ts';
import { usePendingReply } from './use-pending-reply.ts';

vi.mock('../../../lib/toast-store.ts', () => ({ toast: vi.fn() }));

const AVATAR = 18;
const at = '2026-06-01T10:00:00.000Z';
const tree = { parentId: null, alternative: 0, rating: null };
const question: ChatMessage = { id: 2, role: 'user', content: 'Hi!', createdAt: at, ...tree };
const answer: ChatMessage = { id: 3, role: 'assistant', content: 'Hello there.', createdAt: at, ...tree };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
let stored: ChatMessage[];
let warn: ReturnType<typeof vi.spyOn>;

/** The chat panel's wiring of these hooks (chat-panel.tsx), without the stream. */
function usePanel() {
  const history = useChatHistory(AVATAR);
  const reply = usePendingReply(AVATAR, history.data);
  const tree = useChatTreeControls(AVATAR, reply, () => {});
  return { history, reply, tree };
}

function renderPanel() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(usePanel, { wrapper });
}

beforeEach(() => {
  vi.mocked(toast).mockClear();
  warn = vi.spyOn(console, 'warn');
  stored = [question];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === `/api/chats/${AVATAR}` && (init.method ?? 'GET') === 'GET') return json(200, stored);
      if (url === `/api/chats/${AVATAR}/stop` && init.method === 'POST') {
        return json(409, { message: 'No reply is being written' });
      }
      return json(404, { message: 'Not found' });
    }),
  );
});

afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

describe('Stop while the typing indicator shows', () => {
  it('shows the reply that finished before Stop reached the server (409), with no toast and nothing logged', async () => {
    const { result } = renderPanel();
    await waitFor(() => expect(result.current.history.data).toEqual([question]));
    act(() => result.current.reply.start(question.id));
    expect(result.current.reply.isWaiting).toBe(true);

    // The worker answered at once; the page still holds the reply back (3-5 s of typing).
    stored = [question, answer];
    act(() => result.current.tree.stop());

    await waitFor(() => expect(result.current.history.data).toEqual([question, answer]));
    await waitFor(() => expect(result.current.reply.isWaiting).toBe(false));
    expect(result.current.tree.stopping).toBe(false);
    expect(toast).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
