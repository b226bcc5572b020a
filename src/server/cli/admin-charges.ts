import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { listCharges, refundCharge } from '../modules/subscriptions/refunds.service.ts';
import { withBuiltApp } from './admin-jobs.ts';
import { type Column, toCsv, toTable } from './table-output.ts';

export type ChargesCommand =
  | { kind: 'charges-list'; csv: boolean }
  | { kind: 'charges-refund'; id: number; amount?: number };

type ChargeRow = Awaited<ReturnType<typeof listCharges>>[number];

const COLUMNS: Column<ChargeRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'created_at', value: (r) => r.createdAt },
  { header: 'member_id', value: (r) => r.memberId },
  { header: 'avatar', value: (r) => r.avatarName, maxWidth: 30 },
  { header: 'tier', value: (r) => r.tier },
  { header: 'kind', value: (r) => r.kind },
  { header: 'amount', value: (r) => `${(r.amount / 100).toFixed(2)} ${r.currency.toUpperCase()}` },
  { header: 'status', value: (r) => r.status },
  { header: 'failure', value: (r) => r.failure ?? '', maxWidth: 40 },
];

/**
 * `charges list [--csv]` (the 50 latest settled charges) and `charges refund <id>`. The app
 * is built so a refund goes through the payment provider, the ledger and the subscription
 * exactly as the server would do it; a refund is keyed by its charge, so running it again
 * refunds nothing more.
 */
export async function runChargesCommand(
  command: ChargesCommand,
  config: Config,
  database: Database,
): Promise<{ output: string; ok: boolean }> {
  return withBuiltApp(config, database, async (app) => {
    if (command.kind === 'charges-list') {
      const rows = await listCharges(app.ctx);
      if (command.csv) return { output: toCsv(rows, COLUMNS), ok: true };
      return {
        output: `${toTable(rows, COLUMNS)}\n\n${rows.length} charge${rows.length === 1 ? '' : 's'} (newest first).\n`,
        ok: true,
      };
    }
    try {
      const { refunded, total } = await refundCharge(
        app.ctx,
        command.id,
        command.amount === undefined ? {} : { amount: command.amount },
      );
      const whole = command.amount === undefined;
      const output = !refunded
        ? `Charge ${command.id} was already refunded.\n`
        : whole
          ? `Charge ${command.id} refunded: its ledger entries are reversed and the access it paid for has ended.\n`
          : `Charge ${command.id}: ${command.amount} refunded (${total} in all); that share of its ledger entries is reversed.\n`;
      return { output, ok: true };
    } catch (error) {
      if (error instanceof AppError) return { output: `${error.message}\n`, ok: false };
      throw error;
    }
  });
}
