import { CANCEL_NOTICE_HOURS } from '../../../shared/subscription-terms.ts';

/**
 * The same moment one calendar month later (UTC), on the last day of that month when it
 * is shorter: Jan 31 → Feb 28 (29), Mar 15 → Apr 15.
 */
export function addMonth(iso: string): string {
  const d = new Date(iso);
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString();
}

/**
 * When a cancellation made at `now` takes effect (the terms' 24-hour rule): at the end of
 * the current period when made at least 24 hours before it, otherwise at the end of the
 * next period, which is still charged.
 */
export function cancellationTakesEffect(periodEnd: string, now: Date): string {
  const notice = CANCEL_NOTICE_HOURS * 60 * 60 * 1000;
  return Date.parse(periodEnd) - now.getTime() >= notice ? periodEnd : addMonth(periodEnd);
}

/**
 * Renewals are charged this long before the period ends, so a member whose payment goes
 * through never sees a gap while the job (every minute) comes round.
 */
export const RENEWAL_LEAD_MS = 60 * 60 * 1000;
