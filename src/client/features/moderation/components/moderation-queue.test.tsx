import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creatorNotEligibleMessage } from '../../../../shared/contracts/moderation.ts';
import { brand } from '../../../lib/app-config.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { moderationItem } from './moderation-item.fixture.ts';
import { ModerationQueue } from './moderation-queue.tsx';

vi.mock('../../../lib/toast-store.ts', () => ({ toast: vi.fn() }));

const item = moderationItem;

const NOTE = creatorNotEligibleMessage(brand.premiumName);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The creator lost their approval after the queue was read: the server now refuses to approve. */
let eligible: boolean;
let queueReads: number;

beforeEach(() => {
  eligible = true;
  queueReads = 0;
  vi.mocked(toast).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/moderation/queue' && (init.method ?? 'GET') === 'GET') {
        queueReads += 1;
        return json(200, [{ ...item, creatorEligible: eligible }]);
      }
      if (url === '/api/moderation/content/7/approve' && init.method === 'POST') {
        return json(409, { message: NOTE });
      }
      throw new Error(`Unexpected request ${init.method ?? 'GET'} ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the moderation queue', () => {
  it('reads the queue again after a refused approval, so the item shows its note and Approve is off', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ModerationQueue />
      </QueryClientProvider>,
    );
    const approve = (await screen.findByRole('button', { name: 'Approve Velvet evening' })) as HTMLButtonElement;
    expect(approve.disabled).toBe(false);
    expect(screen.queryByText(NOTE)).toBeNull();

    eligible = false;
    await userEvent.setup().click(approve);

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Could not approve', description: NOTE }),
    );
    const note = await screen.findByText(NOTE);
    expect(queueReads).toBe(2);
    expect(approve.disabled).toBe(true);
    expect(approve.getAttribute('aria-describedby')).toBe(note.id);
  });
});
