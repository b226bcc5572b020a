import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../shared/contracts/chats.ts';
import { ChatMessageItem, type MessageControls } from './chat-message-item.tsx';

const controls = (): MessageControls => ({
  busy: false,
  choose: vi.fn(),
  regenerate: vi.fn(),
  edit: vi.fn(async () => true),
  deleteLast: vi.fn(),
  rate: vi.fn(),
});

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 7,
  role: 'assistant',
  content: 'Oh good, company!',
  createdAt: '2026-11-27T10:00:00.000Z',
  parentId: null,
  alternative: 0,
  rating: null,
  ...over,
});

describe('ChatMessageItem', () => {
  it('offers the greeting’s alternatives, and nothing that only a reply can have', async () => {
    const c = controls();
    render(<ChatMessageItem message={message({ siblings: [7, 8, 9] })} name="Nova" isLast controls={c} />);
    expect(screen.getByRole('group', { name: 'Alternatives' }).textContent).toContain('1 / 3');
    for (const label of ['Regenerate reply', 'Good reply', 'Bad reply', 'Delete last exchange']) {
      expect(screen.queryByRole('button', { name: label })).toBeNull();
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next alternative' }));
    expect(c.choose).toHaveBeenCalledWith(8);
  });

  it('gives the focus back to Edit when the editor is left with Escape or Cancel', async () => {
    const user = userEvent.setup();
    const mine = message({ id: 12, role: 'user', parentId: 11, content: 'Hello there' });
    render(<ChatMessageItem message={mine} name="Nova" isLast={false} controls={controls()} />);
    for (const leave of [
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
    ]) {
      await user.click(screen.getByRole('button', { name: 'Edit message' }));
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Edit your message' }));
      await leave();
      expect(screen.queryByRole('textbox', { name: 'Edit your message' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit message' }));
    }
  });

  it('lets a last reply be regenerated, rated and deleted', () => {
    render(<ChatMessageItem message={message({ id: 11, parentId: 10 })} name="Nova" isLast controls={controls()} />);
    for (const label of ['Regenerate reply', 'Good reply', 'Bad reply', 'Delete last exchange']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
  });
});
