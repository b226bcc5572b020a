// How the admin tool prints what it read: a table for people, CSV (full text) for tools.
import type { listSafetyEventCounts } from '../modules/chat/chat-safety.service.ts';
import type { listContactMessages } from '../modules/contact/contact.service.ts';
import type { listModerationQueue } from '../modules/moderation/moderation.service.ts';
import type { listWaitlistEntries } from '../modules/waitlist/waitlist.service.ts';
import { type Column, toCsv, toTable } from './table-output.ts';

export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

type QueueRow = Awaited<ReturnType<typeof listModerationQueue>>[number];

/**
 * The queue, with whether each item can be approved: a mature-area upload whose creator is
 * not approved for the premium brand cannot be (approving it is refused), so the table says
 * so in a column and explains it under the count.
 */
export function renderQueue(rows: QueueRow[], options: { csv: boolean; premiumName: string }): string {
  const { csv } = options;
  const columns: Column<QueueRow>[] = [
    { header: 'id', value: (r) => r.id },
    { header: 'submitted_at', value: (r) => r.createdAt },
    { header: 'creator', value: (r) => r.creatorUsername },
    { header: 'approvable', value: (r) => (csv ? r.creatorEligible : r.creatorEligible ? 'yes' : 'no') },
    { header: 'avatar', value: (r) => r.avatarName },
    { header: 'tier', value: (r) => r.tier ?? '' },
    { header: 'files', value: (r) => r.media.map((m) => m.url).join(' ') },
    { header: 'title', value: (r) => r.title, ...(csv ? {} : { maxWidth: 40 }) },
    { header: 'notes', value: (r) => r.verificationNotes ?? '', ...(csv ? {} : { maxWidth: 40 }) },
  ];
  if (csv) return toCsv(rows, columns);
  const blocked = rows.filter((r) => !r.creatorEligible).length;
  const legend =
    blocked === 0
      ? ''
      : `\n${count(blocked, 'item', 'items')} cannot be approved (approvable: no): ${blocked === 1 ? 'its creator is' : 'their creators are'} not approved for ${options.premiumName}. Reject ${blocked === 1 ? 'it' : 'them'}, or approve the creator first (eligibility approve <email>).`;
  return `${toTable(rows, columns)}\n\n${count(rows.length, 'item', 'items')} waiting for review.${legend}\n`;
}

type SafetyRow = Awaited<ReturnType<typeof listSafetyEventCounts>>[number];

const SAFETY_COLUMNS: Column<SafetyRow>[] = [
  { header: 'day', value: (r) => r.day },
  { header: 'kind', value: (r) => r.kind },
  { header: 'count', value: (r) => r.count },
];

export function renderSafety(rows: SafetyRow[], csv: boolean): string {
  if (csv) return toCsv(rows, SAFETY_COLUMNS);
  const total = rows.reduce((sum, r) => sum + Number(r.count), 0);
  return `${toTable(rows, SAFETY_COLUMNS)}\n\n${count(total, 'safety event', 'safety events')} (counts only: no message text is kept for these).\n`;
}

type WaitlistRow = Awaited<ReturnType<typeof listWaitlistEntries>>[number];
type ContactRow = Awaited<ReturnType<typeof listContactMessages>>[number];

const WAITLIST_COLUMNS: Column<WaitlistRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'email', value: (r) => r.email },
  { header: 'joined_at', value: (r) => r.createdAt },
];

export function renderWaitlist(rows: WaitlistRow[], csv: boolean): string {
  if (csv) return toCsv(rows, WAITLIST_COLUMNS);
  return `${toTable(rows, WAITLIST_COLUMNS)}\n\n${count(rows.length, 'waitlist entry', 'waitlist entries')}\n`;
}

function contactColumns(forTable: boolean): Column<ContactRow>[] {
  return [
    { header: 'id', value: (r) => r.id },
    { header: 'sent_at', value: (r) => r.createdAt },
    { header: 'email', value: (r) => r.email },
    { header: 'portfolio', value: (r) => (forTable ? (r.portfolioDetected ? 'yes' : 'no') : r.portfolioDetected) },
    { header: 'message', value: (r) => r.message, ...(forTable ? { maxWidth: 60 } : {}) },
  ];
}

export function renderContact(rows: ContactRow[], csv: boolean): string {
  if (csv) return toCsv(rows, contactColumns(false));
  const portfolios = rows.filter((r) => r.portfolioDetected).length;
  return `${toTable(rows, contactColumns(true))}\n\n${count(rows.length, 'message', 'messages')} (${portfolios} with a portfolio link). Use --csv for the full text.\n`;
}
