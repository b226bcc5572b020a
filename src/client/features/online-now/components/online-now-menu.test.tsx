import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { OnlineNowMenu } from './online-now-menu.tsx';

/** The menu's code arrives when the test says: after the visitor's key press, on a slow network. */
const menuCode = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./online-now-dropdown.tsx', async (importOriginal) => {
  await menuCode.arrived;
  return importOriginal();
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/api/online-avatars') throw new Error(`Unexpected request ${url}`);
      const avatars = [
        { id: 4, name: 'Mira', tagline: 'Stargazer', mainImage: null },
        { id: 9, name: 'Theo', tagline: 'Night owl', mainImage: null },
      ];
      return new Response(JSON.stringify(avatars), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the header's Online Now menu, loaded on intent", () => {
  it('opens from the keyboard with the focus on its first avatar, even when its code arrives after the press', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <OnlineNowMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('2');
    const user = userEvent.setup();
    const standIn = screen.getByTestId('online-now-trigger');
    // Focusing the stand-in starts the download; Enter is pressed before it is done.
    act(() => standIn.focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();

    await act(async () => {
      menuCode.arrive();
      await import('./online-now-dropdown.tsx');
    });
    const first = await screen.findByRole('menuitem', { name: /Mira/ });
    expect(document.activeElement).toBe(first);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
