import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ChatTransferControls } from './chat-transfer-controls.tsx';

/** The menus' code arrives when the test says: after the visitor's key press, on a slow network. */
const menusCode = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./chat-menus.tsx', async (importOriginal) => {
  await menusCode.arrived;
  return importOriginal();
});

describe("the chat toolbar's menus, loaded on intent", () => {
  it('open from the keyboard with the focus on their first item, even when their code arrives after the press', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ChatTransferControls avatarId={5} name="Nova" hasMessages clearing={false} onClear={() => {}} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const standIn = screen.getByRole('button', { name: 'Export chat' });
    // Focusing the stand-in starts the download; Enter is pressed before it is done.
    act(() => standIn.focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();

    // The code arrives (awaited here, so a busy machine's slow transform is no test timeout).
    await act(async () => {
      menusCode.arrive();
      await import('./chat-menus.tsx');
    });
    const first = await screen.findByRole('menuitem', { name: 'JSONL (SillyTavern)' });
    expect(document.activeElement).toBe(first);
    expect(first.hasAttribute('data-highlighted')).toBe(true);

    // Radix handles the next openings itself; Escape gives the focus back to the button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
