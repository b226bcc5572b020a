import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { SAMPLE_AVATARS } from '../../../../shared/sample-avatars.ts';
import { useDeferredAvatars } from './get-avatars.ts';

describe('useDeferredAvatars', () => {
  it('renders the first row of a list it starts with at once, the rest after, and says when all are in', async () => {
    const list = Array.from({ length: 24 }, (_, i) => ({ ...SAMPLE_AVATARS[0], id: i + 1 }) as Avatar);
    const seen: { count: number; settled: boolean; total: number }[] = [];
    renderHook(() => {
      const result = useDeferredAvatars({ data: { pages: [list] }, isPending: false });
      seen.push({ count: result.avatars.length, settled: result.settled, total: result.total });
      return result;
    });
    await waitFor(() => expect(seen.at(-1)).toEqual({ count: 24, settled: true, total: 24 }));
    // The status line counts every loaded card from the start; it does not count up.
    expect(seen[0]).toEqual({ count: 4, settled: false, total: 24 });
  });

  it('shows a list that arrives later as loading until its cards are rendered', async () => {
    type Query = { data?: { pages: Avatar[][] }; isPending: boolean };
    const pending: Query = { isPending: true };
    const { result, rerender } = renderHook((query: Query) => useDeferredAvatars(query), { initialProps: pending });
    expect(result.current).toMatchObject({ avatars: [], loading: true });
    const six = Array.from({ length: 6 }, (_, i) => ({ ...SAMPLE_AVATARS[0], id: i + 1 }) as Avatar);
    rerender({ data: { pages: [six] }, isPending: false });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, settled: true }));
    expect(result.current.avatars).toHaveLength(6);
  });
});
