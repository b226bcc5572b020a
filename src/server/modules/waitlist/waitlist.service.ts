import type { WaitlistBody, WaitlistEntry } from '../../../shared/contracts/waitlist.ts';
import type { AppContext } from '../../context.ts';
import { waitlistConfirmationEmail } from './waitlist.email.ts';
import * as repo from './waitlist.repo.ts';

/**
 * Adds a (normalised) address to the waitlist; joining twice stores no second row. The
 * caller answers the same either way (same status, same body, same statement run), and
 * the confirmation of a first sign-up is sent after the answer.
 */
export async function joinWaitlist(ctx: AppContext, body: WaitlistBody): Promise<void> {
  const added = await repo.insertWaitlistEntry(ctx.db, { email: body.email, createdAt: ctx.clock.now().toISOString() });
  if (added) {
    ctx.background.run('waitlist confirmation email', () =>
      ctx.mailer.send(waitlistConfirmationEmail({ to: body.email, brand: ctx.config.brand })),
    );
  }
}

/** Every sign-up, oldest first (admin CLI). Needs only the database. */
export async function listWaitlistEntries(ctx: Pick<AppContext, 'db'>): Promise<WaitlistEntry[]> {
  const rows = await repo.listWaitlistEntries(ctx.db);
  return rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.created_at }));
}
