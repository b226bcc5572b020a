import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ModerationItem } from '../../../../shared/contracts/moderation.ts';
import { moderationItem } from './moderation-item.fixture.ts';
import { ModerationQueueItem } from './moderation-queue-item.tsx';

const item = moderationItem;

const NOTE = 'This creator is not approved for Not-Quite-Wife. Reject the item or approve the creator first.';

function renderItem(overrides: Partial<ModerationItem>) {
  const onApprove = vi.fn();
  const onReject = vi.fn();
  render(
    <ModerationQueueItem item={{ ...item, ...overrides }} deciding={false} onApprove={onApprove} onReject={onReject} />,
  );
  const approve = screen.getByRole('button', { name: 'Approve Velvet evening' }) as HTMLButtonElement;
  const reject = screen.getByRole('button', { name: 'Reject Velvet evening' });
  return { onApprove, onReject, approve, reject, user: userEvent.setup() };
}

describe('an item in the moderation queue', () => {
  it('can be approved when its creator may publish to the mature area', async () => {
    const { onApprove, approve, user } = renderItem({});
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(approve.getAttribute('aria-describedby')).toBeNull();
    await user.click(approve);
    expect(onApprove).toHaveBeenCalledOnce();
  });

  it('says why it cannot be approved when its creator is not approved, and still offers Reject', async () => {
    const { onApprove, onReject, approve, reject, user } = renderItem({ creatorEligible: false });
    const note = screen.getByText(NOTE);
    expect(approve.disabled).toBe(true);
    // The button's description is the note, so a screen reader hears why it is off.
    expect(approve.getAttribute('aria-describedby')).toBe(note.id);
    await user.click(approve);
    expect(onApprove).not.toHaveBeenCalled();
    await user.click(reject);
    expect(onReject).toHaveBeenCalledOnce();
  });
});
