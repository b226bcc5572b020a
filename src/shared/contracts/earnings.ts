import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';
import { PAYOUT_SCHEDULES } from './creator-settings.ts';

/** A payout and its statement, in minor units: net = gross − service fee − refunds. */
export const ZPayoutStatement = z.object({
  id: z.number().int(),
  periodStart: ZIsoDateTime,
  /** The payout day (exclusive): what was earned before it. */
  periodEnd: ZIsoDateTime,
  gross: z.number().int(),
  fee: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  destination: z.string(),
  failureMessage: z.string().nullable(),
  createdAt: ZIsoDateTime,
  /**
   * Stripe: the payout to the creator's bank that covered this transfer to their Stripe
   * account (null until Stripe reports one, and always in test mode).
   */
  bankPayout: z
    .object({ status: z.enum(['paid', 'failed']), arrivalAt: ZIsoDateTime, failureMessage: z.string().nullable() })
    .nullable(),
});
export type PayoutStatement = z.infer<typeof ZPayoutStatement>;

/** GET /api/creator/earnings: the creator's money at a glance, from the ledger. */
export const ZCreatorEarnings = z.object({
  /** Earned and not yet paid out (negative when a refund followed a payout). */
  balance: z.number().int(),
  currency: z.string(),
  schedule: z.enum(PAYOUT_SCHEDULES),
  nextPayoutOn: ZIsoDateTime,
  payoutDestination: z.string().nullable(),
  platformFeePercent: z.number().int(),
  testMode: z.boolean(),
  statements: z.array(ZPayoutStatement),
});
export type CreatorEarnings = z.infer<typeof ZCreatorEarnings>;

const amount = (minor: number) => (minor / 100).toFixed(2);
const day = (iso: string) => iso.slice(0, 10);
/** A statement covers what was earned before its payout day: its last day is the one before. */
const lastDay = (iso: string) => day(new Date(Date.parse(iso) - 1).toISOString());

/**
 * Payout statements as CSV (period, gross, service fee, refunds, net, status), made in the
 * browser from the statements it shows. Every field is a date, a number or a status word.
 */
export function statementsCsv(statements: PayoutStatement[]): string {
  const rows = [
    ['period', 'gross', 'service fee', 'refunds', 'net', 'status'],
    ...statements.map((s) => [
      `${day(s.periodStart)} to ${lastDay(s.periodEnd)}`,
      amount(s.gross),
      amount(s.fee),
      amount(s.refunds),
      amount(s.net),
      s.status,
    ]),
  ];
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}
