import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store.ts';
import { AvatarCard, type AvatarCardProps } from './avatar-card.tsx';

vi.mock('../../../lib/toast-store.ts', () => ({ toast: vi.fn() }));
const toasted = vi.mocked(toast);
beforeEach(() => toasted.mockClear());

const avatar = { id: 3, name: 'Mia', tagline: 'Night owl', mainImage: null, profileImage: null };

function renderCard(props: Partial<AvatarCardProps> = {}) {
  const view = render(
    <MemoryRouter>
      <AvatarCard avatar={avatar} {...props} />
    </MemoryRouter>,
  );
  const heart = () => screen.getByRole('button', { name: /favorites$/ }) as HTMLButtonElement;
  return { ...view, heart, user: userEvent.setup() };
}

describe('the favourite toggle on a card (spec §4)', () => {
  it('calls the page’s handler with the avatar id and the new state', async () => {
    const onToggleFavorite = vi.fn();
    const { heart, user, rerender } = renderCard({ isFavorite: false, onToggleFavorite });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await user.click(heart());
    expect(onToggleFavorite).toHaveBeenCalledExactlyOnceWith(3, true);
    // The page owns the state: the heart shows what the page says, not the click.
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    rerender(
      <MemoryRouter>
        <AvatarCard avatar={avatar} isFavorite onToggleFavorite={onToggleFavorite} />
      </MemoryRouter>,
    );
    expect(heart().getAttribute('aria-label')).toBe('Remove Mia from favorites');
    await user.click(heart());
    expect(onToggleFavorite).toHaveBeenLastCalledWith(3, false);
    expect(toasted).not.toHaveBeenCalled();
  });

  it('is disabled with a spinner while a change is pending, and does not call the handler', async () => {
    const onToggleFavorite = vi.fn();
    const { heart, user } = renderCard({ onToggleFavorite, favoritePending: true });
    expect(heart().disabled).toBe(true);
    expect(heart().textContent).toBe('Updating favorites');
    await user.click(heart());
    expect(onToggleFavorite).not.toHaveBeenCalled();
  });

  it('without a handler, flips locally and toasts with the avatar’s name', async () => {
    const { heart, user } = renderCard();
    await user.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(toasted).toHaveBeenLastCalledWith({
      title: 'Added to favorites',
      description: 'Mia has been added to your favorites',
    });
    await user.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(toasted).toHaveBeenLastCalledWith({
      title: 'Removed from favorites',
      description: 'Mia has been removed from your favorites',
    });
  });
});
