import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCheckoutConfirmation } from './use-checkout-confirmation.ts';

vi.mock('../../../lib/toast-store.ts', () => ({ toast: vi.fn() }));
const toasted = vi.mocked(toast);

/** The subscription API answering not-yet-entitled `pending` times, then entitled. */
function stubSubscription(pending: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const entitled = calls.length > pending;
      const subscription = entitled
        ? { avatarId: 5, avatarName: 'Mia', tier: 'premium', status: 'active', price: 1499, currency: 'usd' }
        : null;
      const body = {
        subscription: subscription && { ...subscription, renewsOn: null, endsOn: null, graceUntil: null, entitled },
        testMode: false,
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function setup(path: string) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ confirming: useCheckoutConfirmation(7, 5), search: useLocation().search }), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
  toasted.mockClear();
});

describe('useCheckoutConfirmation (back from the provider’s checkout)', () => {
  it('says it is confirming and asks again until the payment event has made the subscription entitle', async () => {
    const calls = stubSubscription(2);
    const { result } = setup('/avatar/5?checkout=9');
    await waitFor(() => expect(result.current.confirming).toBe(true));
    expect(result.current.search).toBe('');
    await waitFor(() => expect(result.current.confirming).toBe(false), { timeout: 8000 });
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(new Set(calls)).toEqual(new Set(['/api/avatars/5/subscription']));
    // Said once the payment has made it entitle, naming the avatar.
    expect(toasted).toHaveBeenCalledExactlyOnceWith({
      title: 'Subscription active',
      description: "Mia's subscriber content is open to you now.",
      variant: 'success',
    });
  }, 15_000);

  it('does not wait without the checkout mark (the member gave up on the provider’s page)', async () => {
    stubSubscription(100);
    const { result } = setup('/avatar/5');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.current.confirming).toBe(false);
    expect(toasted).not.toHaveBeenCalled();
  });
});
