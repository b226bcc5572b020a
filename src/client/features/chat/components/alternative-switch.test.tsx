import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlternativeSwitch } from './alternative-switch.tsx';

describe('AlternativeSwitch (← n / m →)', () => {
  it('shows where the visitor is and moves to the alternative before or after', async () => {
    const onChoose = vi.fn();
    render(<AlternativeSwitch siblings={[4, 9, 12]} current={9} onChoose={onChoose} />);
    expect(screen.getByRole('group', { name: 'Alternatives' }).textContent).toContain('2 / 3');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous alternative' }));
    await user.click(screen.getByRole('button', { name: 'Next alternative' }));
    expect(onChoose.mock.calls).toEqual([[4], [12]]);
  });

  it('cannot go past either end, nor move while the conversation is busy', () => {
    const { rerender } = render(<AlternativeSwitch siblings={[4, 9]} current={4} onChoose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous alternative' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next alternative' })).toHaveProperty('disabled', false);
    rerender(<AlternativeSwitch siblings={[4, 9]} current={4} onChoose={() => {}} disabled />);
    expect(screen.getByRole('button', { name: 'Next alternative' })).toHaveProperty('disabled', true);
  });

  it('is not there for a turn with one alternative', () => {
    render(<AlternativeSwitch siblings={[4]} current={4} onChoose={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Alternatives' })).toBeNull();
  });
});
