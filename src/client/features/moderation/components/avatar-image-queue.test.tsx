import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvatarImageReviewItem } from '../../../../shared/contracts/moderation.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { AvatarImageQueue } from './avatar-image-queue.tsx';

vi.mock('../../../lib/toast-store.ts', () => ({ toast: vi.fn() }));

const picture: AvatarImageReviewItem = {
  mediaId: 12,
  url: '/media/uploads/pending.webp',
  avatarId: 3,
  avatarName: 'Luna',
  slot: 'main',
  creatorId: 5,
  creatorUsername: 'maker',
  createdAt: '2026-11-29T10:00:00.000Z',
};
const ALREADY = 'This picture was already reviewed (approved).';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** Another moderator approves the picture after this queue was read. */
let decidedElsewhere: boolean;
let queueReads: number;

beforeEach(() => {
  decidedElsewhere = false;
  queueReads = 0;
  vi.mocked(toast).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/moderation/avatar-images' && (init.method ?? 'GET') === 'GET') {
        queueReads += 1;
        return json(200, decidedElsewhere ? [] : [picture]);
      }
      if (url === '/api/moderation/avatar-images/12/approve' && init.method === 'POST') {
        return json(409, { message: ALREADY });
      }
      throw new Error(`Unexpected request ${init.method ?? 'GET'} ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the avatar picture queue', () => {
  it('reads the queue again after a refused decision, so a picture another moderator decided leaves it', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AvatarImageQueue />
      </QueryClientProvider>,
    );
    const approve = await screen.findByRole('button', { name: "Approve Luna's main image" });
    decidedElsewhere = true;
    await userEvent.setup().click(approve);

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Could not decide', description: ALREADY }),
    );
    expect(await screen.findByText('No avatar picture is waiting for review.')).toBeTruthy();
    expect(queueReads).toBe(2);
  });
});
