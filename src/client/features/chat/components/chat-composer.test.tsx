import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './chat-composer.tsx';

function setup(onSend: (message: string) => Promise<boolean> = async () => true, sending = false) {
  const send = vi.fn(onSend);
  const view = render(<ChatComposer name="Mia" sending={sending} onSend={send} />);
  const box = screen.getByRole('textbox', { name: 'Message to Mia' }) as HTMLTextAreaElement;
  const button = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
  return { send, box, button, user: userEvent.setup(), ...view };
}

describe('ChatComposer (spec §4/§5)', () => {
  it('cannot send an empty or blank message: the button is disabled and Enter does nothing', async () => {
    const { send, box, button, user } = setup();
    expect(button.disabled).toBe(true);
    await user.type(box, '   ');
    expect(button.disabled).toBe(true);
    await user.type(box, '{Enter}');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed message on Enter, then clears the input', async () => {
    const { send, box, user } = setup();
    await user.type(box, '  hello there  ');
    await user.type(box, '{Enter}');
    expect(send).toHaveBeenCalledExactlyOnceWith('hello there');
    expect(box.value).toBe('');
  });

  it('makes a new line on Shift+Enter instead of sending', async () => {
    const { send, box, user } = setup();
    await user.type(box, 'first{Shift>}{Enter}{/Shift}second');
    expect(send).not.toHaveBeenCalled();
    expect(box.value).toBe('first\nsecond');
  });

  it('sends with the button too, and keeps the text when the message was not stored', async () => {
    const { send, box, button, user } = setup(async () => false);
    await user.type(box, 'keep me');
    await user.click(button);
    expect(send).toHaveBeenCalledExactlyOnceWith('keep me');
    expect(box.value).toBe('keep me');
  });

  it('disables the input and the button, with a spinner, while a message is sending', async () => {
    const { box, button } = setup(undefined, true);
    expect(box.disabled).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Sending');
  });

  it('gives the keyboard back to the input once the message is stored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { box, user } = setup();
      await user.type(box, 'hi{Enter}');
      await act(() => vi.runAllTimersAsync());
      expect(document.activeElement).toBe(box);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an unsent draft per conversation across a reload, and forgets it once sent', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const first = render(<ChatComposer name="Mia" sending={false} onSend={async () => true} draftKey="chat-draft:1" />);
    await user.type(screen.getByRole('textbox', { name: 'Message to Mia' }), 'half a thought');
    first.unmount();
    const again = render(<ChatComposer name="Mia" sending={false} onSend={async () => true} draftKey="chat-draft:1" />);
    const box = screen.getByRole('textbox', { name: 'Message to Mia' }) as HTMLTextAreaElement;
    expect(box.value).toBe('half a thought');
    again.unmount();
    render(<ChatComposer name="Mia" sending={false} onSend={async () => true} draftKey="chat-draft:2" />);
    const other = screen.getByRole('textbox', { name: 'Message to Mia' }) as HTMLTextAreaElement;
    expect(other.value).toBe('');
    await user.type(other, 'sent{Enter}');
    expect(localStorage.getItem('chat-draft:2')).toBeNull();
    expect(localStorage.getItem('chat-draft:1')).toBe('half a thought');
  });
});
