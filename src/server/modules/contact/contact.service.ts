import {
  type ContactBody,
  type ContactMessage,
  type ContactResponse,
  contactSuccessMessage,
} from '../../../shared/contracts/contact.ts';
import type { AppContext } from '../../context.ts';
import * as repo from './contact.repo.ts';
import { containsPortfolioLink } from './portfolio-links.ts';

/** Stores a contact message, noting whether it carries a portfolio link. */
export async function submitContactMessage(ctx: AppContext, body: ContactBody): Promise<ContactResponse> {
  const portfolioDetected = containsPortfolioLink(body.message);
  await repo.insertContactMessage(ctx.db, {
    email: body.email,
    message: body.message,
    portfolio_detected: portfolioDetected ? 1 : 0,
    created_at: ctx.clock.now().toISOString(),
  });
  return { portfolioDetected, message: contactSuccessMessage(portfolioDetected) };
}

/** Every message, oldest first (admin CLI). Needs only the database. */
export async function listContactMessages(ctx: Pick<AppContext, 'db'>): Promise<ContactMessage[]> {
  const rows = await repo.listContactMessages(ctx.db);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    message: r.message,
    portfolioDetected: r.portfolio_detected === 1,
    createdAt: r.created_at,
  }));
}
