import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { dashboardKeys, favoriteKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useToggleFavorite } from './use-toggle-favorite.ts';

vi.mock('../../../lib/toast-store.ts', () => ({ toast: vi.fn() }));
const toasted = vi.mocked(toast);

const mia = { id: 3, name: 'Mia', description: 'Paints.' } as Avatar;
const zoe = { id: 4, name: 'Zoe', description: 'Sings.' } as Avatar;

/** The favourites API: each call waits until `answer` is called, then answers with `status`. */
function stubApi(status = 200) {
  const calls: { url: string; method: string }[] = [];
  let answer: () => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET' });
      return new Promise<Response>((resolve) => {
        answer = () => resolve(new Response(status === 200 ? '{"ok":true}' : '{"message":"Nope"}', { status }));
      });
    }),
  );
  return { calls, answer: () => act(() => answer()) };
}

function setup(userId: number | undefined) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useToggleFavorite(userId), { wrapper }) };
}

beforeEach(() => toasted.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('useToggleFavorite (spec §4, member pages)', () => {
  it('adds on success: the local list gains the avatar, the dashboard goes stale, and the spec toast shows', async () => {
    const api = stubApi();
    const { client, result } = setup(42);
    client.setQueryData(favoriteKeys.of(42), [zoe]);
    client.setQueryData(dashboardKeys.statsOf(42), { favorites: 1 });
    act(() => result.current.toggle(mia, true));
    await waitFor(() => expect(result.current.pendingId).toBe(3));
    expect(api.calls).toEqual([{ url: '/api/user-favorites', method: 'POST' }]);
    await api.answer();
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(client.getQueryData(favoriteKeys.of(42))).toEqual([mia, zoe]);
    expect(client.getQueryState(dashboardKeys.statsOf(42))?.isInvalidated).toBe(true);
    expect(toasted).toHaveBeenCalledExactlyOnceWith({
      title: 'Added to favorites',
      description: 'Avatar has been added to your favorites',
      variant: 'success',
    });
  });

  it('reads the list again after adding a card that is not a full avatar (a built-in sample)', async () => {
    const api = stubApi();
    const { client, result } = setup(42);
    client.setQueryData(favoriteKeys.of(42), [zoe]);
    act(() => result.current.toggle({ id: 1, name: 'Nova' }, true));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await api.answer();
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(client.getQueryData(favoriteKeys.of(42))).toEqual([zoe]);
    expect(client.getQueryState(favoriteKeys.of(42))?.isInvalidated).toBe(true);
  });

  it('ignores a toggle while a change is pending', async () => {
    const api = stubApi();
    const { result } = setup(42);
    act(() => result.current.toggle(mia, true));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => result.current.toggle(zoe, true));
    expect(api.calls).toHaveLength(1);
    await api.answer();
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });

  it("removes on success; a guest's toast names the avatar", async () => {
    const api = stubApi();
    const { client, result } = setup(undefined);
    client.setQueryData(favoriteKeys.of(undefined), [mia, zoe]);
    act(() => result.current.toggle(mia, false));
    await waitFor(() => expect(api.calls).toEqual([{ url: '/api/user-favorites/3', method: 'DELETE' }]));
    await api.answer();
    await waitFor(() => expect(toasted).toHaveBeenCalled());
    expect(client.getQueryData(favoriteKeys.of(undefined))).toEqual([zoe]);
    expect(toasted).toHaveBeenCalledWith({
      title: 'Removed from favorites',
      description: 'Mia has been removed from your favorites',
    });
  });

  it('leaves the list as it was on failure and says so', async () => {
    const api = stubApi(500);
    const { client, result } = setup(42);
    client.setQueryData(favoriteKeys.of(42), [zoe]);
    act(() => result.current.toggle(mia, true));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await api.answer();
    await waitFor(() => expect(toasted).toHaveBeenCalled());
    expect(client.getQueryData(favoriteKeys.of(42))).toEqual([zoe]);
    expect(toasted).toHaveBeenCalledExactlyOnceWith({
      variant: 'destructive',
      title: 'Error',
      description: 'Could not update your favorites. Please try again.',
    });
  });
});
