import type { PayoutSchedule } from '../../../shared/contracts/creator-settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Monday: bi-weekly payouts fall on the Mondays an even number of weeks from it. */
const BIWEEKLY_ANCHOR = Date.UTC(2024, 0, 1);

const midnight = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * The latest payout day (00:00 UTC) of a schedule at or before `now`: monthly on the 1st,
 * weekly every Monday, bi-weekly every other Monday. A payout covers what was earned before
 * that moment; a day missed while the server was down is paid at the next run.
 */
export function latestPayoutDay(schedule: PayoutSchedule, now: Date): Date {
  if (schedule === 'monthly') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const today = midnight(now);
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - sinceMonday * DAY_MS;
  if (schedule === 'weekly') return new Date(monday);
  const weeks = Math.round((monday - BIWEEKLY_ANCHOR) / (7 * DAY_MS));
  return new Date(((weeks % 2) + 2) % 2 === 0 ? monday : monday - 7 * DAY_MS);
}

/** The first payout day after `now` (what Settings and the portal show as the next payout). */
export function nextPayoutDay(schedule: PayoutSchedule, now: Date): Date {
  const latest = latestPayoutDay(schedule, now).getTime();
  if (schedule === 'monthly') {
    const d = new Date(latest);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  }
  return new Date(latest + (schedule === 'weekly' ? 7 : 14) * DAY_MS);
}
