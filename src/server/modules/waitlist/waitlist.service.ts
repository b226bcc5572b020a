import {
  WAITLIST_ALREADY_JOINED_MESSAGE,
  WAITLIST_JOINED_MESSAGE,
  type WaitlistBody,
  type WaitlistEntry,
} from '../../../shared/contracts/waitlist.ts';
import type { AppContext } from '../../context.ts';
import { waitlistConfirmationEmail } from './waitlist.email.ts';
import * as repo from './waitlist.repo.ts';

export interface JoinWaitlistResult {
  email: string;
  alreadyJoined: boolean;
  message: string;
}

/** Adds a (normalised) address to the waitlist; joining twice is a success with no new row. */
export async function joinWaitlist(ctx: AppContext, body: WaitlistBody): Promise<JoinWaitlistResult> {
  const added = await repo.insertWaitlistEntry(ctx.db, { email: body.email, createdAt: ctx.clock.now().toISOString() });
  if (added) {
    // Only a first sign-up is confirmed; the entry is stored whatever the mail server does.
    ctx.mailer.send(waitlistConfirmationEmail({ to: body.email, brand: ctx.config.brand })).catch((error: unknown) => {
      ctx.log.error({ err: error }, 'waitlist confirmation email could not be sent');
    });
  }
  return {
    email: body.email,
    alreadyJoined: !added,
    message: added ? WAITLIST_JOINED_MESSAGE : WAITLIST_ALREADY_JOINED_MESSAGE,
  };
}

/** Every sign-up, oldest first (admin CLI). Needs only the database. */
export async function listWaitlistEntries(ctx: Pick<AppContext, 'db'>): Promise<WaitlistEntry[]> {
  const rows = await repo.listWaitlistEntries(ctx.db);
  return rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.created_at }));
}
