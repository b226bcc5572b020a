import {
  WAITLIST_ALREADY_JOINED_MESSAGE,
  WAITLIST_JOINED_MESSAGE,
  type WaitlistBody,
  type WaitlistEntry,
} from '../../../shared/contracts/waitlist.ts';
import type { AppContext } from '../../context.ts';
import * as repo from './waitlist.repo.ts';

export interface JoinWaitlistResult {
  email: string;
  alreadyJoined: boolean;
  message: string;
  /**
   * Mailer seam: true exactly when a confirmation email is owed (a first sign-up). The
   * route does not send one yet; wiring the accounts mailer here is left to the merge.
   */
  sendConfirmation: boolean;
}

/** Adds a (normalised) address to the waitlist; joining twice is a success with no new row. */
export async function joinWaitlist(ctx: AppContext, body: WaitlistBody): Promise<JoinWaitlistResult> {
  const added = await repo.insertWaitlistEntry(ctx.db, { email: body.email, createdAt: ctx.clock.now().toISOString() });
  return {
    email: body.email,
    alreadyJoined: !added,
    message: added ? WAITLIST_JOINED_MESSAGE : WAITLIST_ALREADY_JOINED_MESSAGE,
    sendConfirmation: added,
  };
}

/** Every sign-up, oldest first (admin CLI). Needs only the database. */
export async function listWaitlistEntries(ctx: Pick<AppContext, 'db'>): Promise<WaitlistEntry[]> {
  const rows = await repo.listWaitlistEntries(ctx.db);
  return rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.created_at }));
}
