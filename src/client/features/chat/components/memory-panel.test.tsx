import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMemoryEntry } from '../../../../shared/contracts/chats.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { MemoryPanel } from './memory-panel.tsx';

vi.mock('../../../lib/toast-store.ts', () => ({ toast: vi.fn() }));

const at = '2026-06-01T10:00:00.000Z';
let facts: ChatMemoryEntry[];
let summary: { content: string; updatedAt: string } | null;
let calls: { method: string; url: string; body?: unknown }[];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The memory API of one conversation (avatar 5), answering from `facts` and `summary`. */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/chats/5/memory' && method === 'GET') return json(200, facts);
      if (url === '/api/chats/5/memory' && method === 'DELETE') {
        facts = [];
        summary = null;
        return json(200, { message: 'Memory cleared' });
      }
      if (url === '/api/chats/5/memory/summary') {
        if (method === 'GET') return json(200, { summary });
        if (method === 'DELETE') {
          summary = null;
          return json(200, { message: 'Summary deleted' });
        }
        if (!body.content.trim()) {
          return json(400, {
            message: 'Invalid input',
            issues: [{ path: 'content', message: 'Summary cannot be empty' }],
          });
        }
        summary = { content: body.content.trim(), updatedAt: at };
        return json(200, summary);
      }
      const id = Number(url.split('/').at(-1));
      if (method === 'PATCH') {
        if (!body.value.trim()) {
          return json(400, {
            message: 'Invalid input',
            issues: [{ path: 'value', message: 'Memory cannot be empty' }],
          });
        }
        facts = facts.map((f) => (f.id === id ? { ...f, value: body.value.trim() } : f));
        return json(
          200,
          facts.find((f) => f.id === id),
        );
      }
      facts = facts.filter((f) => f.id !== id);
      return json(200, { message: 'Memory entry deleted' });
    }),
  );
}

/** The viewport: the panels observed so far, and whether they are near it yet. */
let observed: { observer: FakeIntersectionObserver; target: Element }[];
let nearViewport: boolean;

class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ observer: this, target });
    if (nearViewport) this.report(target);
  }
  report(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

function scrollNear() {
  nearViewport = true;
  act(() => {
    for (const { observer, target } of observed) observer.report(target);
  });
}

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryPanel avatarId={5} name="Mia" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  facts = [
    { id: 1, kind: 'name', value: 'Sam', updatedAt: at },
    { id: 2, kind: 'like', value: 'jazz', updatedAt: at },
  ];
  summary = { content: 'Sam told Mia about a trip to Porto.', updatedAt: at };
  calls = [];
  observed = [];
  nearViewport = true;
  stubApi();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe('MemoryPanel', () => {
  it('asks for nothing and loads no editor until it comes near the viewport', async () => {
    nearViewport = false;
    renderPanel();
    expect(screen.getByRole('heading', { name: 'What Mia remembers' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);

    scrollNear();
    expect(await screen.findByRole('button', { name: 'Edit "Sam"' })).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/chats/5/memory');
  });
});

describe('MemoryPanel: Forget everything', () => {
  it('asks first: Cancel keeps every fact, confirming deletes them all', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Forget everything' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Edit "Sam"' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Forget everything' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Forget everything' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/chats/5/memory']);
    expect(await screen.findByText('Nothing yet. Tell Mia your name or what you like.')).toBeTruthy();
  });
});

describe('MemoryPanel edits (issue 15)', () => {
  it('rewrites a fact in place, showing the server’s message beside the field when it is refused', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit "Sam"' }));
    const field = screen.getByLabelText('Your name');
    expect(field).toHaveProperty('value', 'Sam');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Memory cannot be empty');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(toast).not.toHaveBeenCalled();

    await user.type(field, 'Samira');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const list = await screen.findByRole('list', { name: 'What Mia remembers' });
    await waitFor(() => expect(within(list).getByText('Samira')).toBeTruthy());
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/chats/5/memory/1', body: { value: 'Samira' } });
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });

  it('forgets one fact; Cancel leaves it as it was', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit "jazz"' }));
    await user.type(screen.getByLabelText('You like'), ' and blues');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('jazz')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Forget "jazz"' }));
    await waitFor(() => expect(screen.queryByText('jazz')).toBeNull());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'DELETE', url: '/api/chats/5/memory/2' }]);
  });

  it('shows the summary, rewrites it and deletes it', async () => {
    const user = userEvent.setup();
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Earlier in your conversation' });
    await waitFor(() => expect(within(section).getByText('Sam told Mia about a trip to Porto.')).toBeTruthy());
    await user.click(within(section).getByRole('button', { name: 'Edit summary' }));
    const field = within(section).getByLabelText('What Mia keeps of it');
    await user.clear(field);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveProperty('textContent', 'Summary cannot be empty');
    await user.type(field, 'Sam is planning a trip.');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section).getByText('Sam is planning a trip.')).toBeTruthy());

    await user.click(within(section).getByRole('button', { name: 'Delete summary' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Earlier in your conversation' })).toBeNull());
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/chats/5/memory/summary' });
  });

  it('shows no summary section before there is a summary', async () => {
    summary = null;
    renderPanel();
    expect(await screen.findByText('Sam')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Earlier in your conversation' })).toBeNull();
  });
});
