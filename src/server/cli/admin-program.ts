/**
 * Admin tool. Reads (and, for moderation and roles, writes) the same database the server
 * uses (DATABASE_URL, else the SQLite file in DATA_DIR):
 *   waitlist|contact [--csv]                 sign-ups and contact messages
 *   moderation list [--csv]                  mature-area content waiting for review
 *   moderation approve <id>                  publish it (or schedule it, if it has a time)
 *   moderation reject <id> --reason "..."    reject it; the creator sees the reason
 *   role <email> <user|creator|moderator>    appoint moderators and creators
 *   eligibility list | approve <email>       premium-brand applications
 *   safety [--csv]                           chat safety events per day and kind (counts, no text)
 *   jobs list | run [name] [--at <time>]     the server's periodic jobs
 *   charges list [--csv] | refund <id> [--amount <n>]  subscription charges; refund one (in part)
 */
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { databaseOptionsFor, openDatabase } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { systemClock } from '../lib/clock.ts';
import { listSafetyEventCounts } from '../modules/chat/chat-safety.service.ts';
import { listContactMessages } from '../modules/contact/contact.service.ts';
import { listPremiumApplications } from '../modules/creator-settings/creator-settings.service.ts';
import {
  approveContent,
  approvePremiumByEmail,
  listModerationQueue,
  type ModerationContext,
  rejectContent,
  setUserRole,
} from '../modules/moderation/moderation.service.ts';
import { listWaitlistEntries } from '../modules/waitlist/waitlist.service.ts';
import { type ChargesCommand, runChargesCommand } from './admin-charges.ts';
import { type JobsCommand, runJobsCommand } from './admin-jobs.ts';
import { count, renderContact, renderQueue, renderSafety, renderWaitlist } from './admin-render.ts';
import { toTable } from './table-output.ts';

const USAGE = `Usage: npm run admin -- <waitlist|contact> [--csv]
       npm run admin -- moderation list [--csv]
       npm run admin -- moderation approve <id>
       npm run admin -- moderation reject <id> --reason "<why>"
       npm run admin -- role <email> <user|creator|moderator>
       npm run admin -- eligibility list
       npm run admin -- eligibility approve <email>
       npm run admin -- safety [--csv]
       npm run admin -- jobs list
       npm run admin -- jobs run [<name>] [--at <ISO time>]
       npm run admin -- charges list [--csv]
       npm run admin -- charges refund <id> [--amount <minor units>]

  waitlist     list premium-tier waitlist sign-ups, oldest first
  contact      list contact-form messages, oldest first
  moderation   review mature-area (nqw) uploads waiting for verification; the list's
               approvable column says 'no' where the creator is not approved for the
               premium brand yet (approving is refused until they are)
  role         change an account's role (appoint moderators)
  eligibility  premium-brand applications of creators
  safety       chat safety events per day: crisis by kind (crisis-suicide, crisis-overdose
               for a dose already taken, crisis-past-overdose, crisis-past-attempt and
               crisis-past-self-harm for the visitor's own told as history,
               crisis-self-harm, crisis-abuse, crisis-danger, crisis-loss for someone
               close lost to suicide or an overdose, crisis-emergency-other for
               someone else's overdose or attempt now, crisis-other-at-risk for one
               told with no time, crisis-hopeless for hopelessness or a passive wish
               to be gone, crisis-worried-about-other for someone close who wants to
               die or shows its signs, crisis-other-self-harm for someone close who
               hurts themselves, crisis-imminent for "not safe" or a plan told
               right after the visitor's own crisis), minors, refusals, replaced replies
  jobs         the server's periodic jobs: list them (next run, last outcome), run
               the ones due now, or run one by name now; --at runs them as if at that
               time (test-mode payments only: how the e2e suite moves renewals and payouts)
  charges      subscription charges (newest first); refund one in full (the ledger is
               reversed and the access it paid for ends) or, with --amount, in part (that
               share of the gross, fee and earning reversed; the access stays)
  --csv        print CSV (full text) instead of a table

Reads DATABASE_URL when set, otherwise the SQLite database in DATA_DIR (default ./data).`;

const ROLES = ['user', 'creator', 'moderator'] as const;
type Role = (typeof ROLES)[number];

type Command =
  | { kind: 'waitlist' | 'contact' | 'moderation-list' | 'safety'; csv: boolean }
  | { kind: 'approve'; id: number }
  | { kind: 'reject'; id: number; reason: string }
  | { kind: 'role'; email: string; role: Role }
  | { kind: 'eligibility-list' }
  | { kind: 'eligibility-approve'; email: string }
  | JobsCommand
  | ChargesCommand;

function parseId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function parseArgs(argv: string[]): Command | { error: string } | { help: true } {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true };
  const flagValue = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? { at, value: argv[at + 1] } : null;
  };
  const reasonFlag = flagValue('--reason');
  const atFlag = flagValue('--at');
  const amountFlag = flagValue('--amount');
  const reason = reasonFlag?.value;
  const taken = new Set([reasonFlag, atFlag, amountFlag].flatMap((f) => (f ? [f.at, f.at + 1] : [])));
  const rest = argv.filter((_, i) => !taken.has(i));
  const unknown = rest.filter((a) => a.startsWith('-') && a !== '--csv');
  if (unknown.length > 0) return { error: `Unknown option: ${unknown[0]}` };
  const words = rest.filter((a) => !a.startsWith('-'));
  const csv = rest.includes('--csv');
  const [command, sub, arg, extra] = words;
  if (!command) return { error: 'Missing command.' };
  if ((command === 'waitlist' || command === 'contact' || command === 'safety') && words.length === 1) {
    return { kind: command, csv };
  }
  if (command === 'moderation') {
    if (sub === 'list' && words.length === 2) return { kind: 'moderation-list', csv };
    const id = parseId(arg);
    if ((sub === 'approve' || sub === 'reject') && words.length === 3) {
      if (id === null) return { error: `Not a content id: ${arg}` };
      if (sub === 'approve') return { kind: 'approve', id };
      if (!reason?.trim()) return { error: 'Rejecting needs --reason "<why>"; the creator sees it.' };
      return { kind: 'reject', id, reason };
    }
  }
  if (command === 'role' && words.length === 3) {
    const role = arg as Role;
    if (!sub || !ROLES.includes(role)) return { error: `Role must be one of: ${ROLES.join(', ')}` };
    return { kind: 'role', email: sub, role };
  }
  if (command === 'eligibility') {
    if (sub === 'list' && words.length === 2) return { kind: 'eligibility-list' };
    if (sub === 'approve' && arg && !extra) return { kind: 'eligibility-approve', email: arg };
  }
  if (command === 'jobs') {
    if (sub === 'list' && words.length === 2) return { kind: 'jobs-list' };
    if (sub === 'run' && words.length <= 3) {
      if (!atFlag) return { kind: 'jobs-run', name: arg };
      const at = atFlag.value && !Number.isNaN(Date.parse(atFlag.value)) ? new Date(atFlag.value).toISOString() : null;
      if (!at) return { error: `Not a time: ${atFlag.value ?? ''} (use ISO 8601, e.g. 2026-05-01T01:00:00Z)` };
      return { kind: 'jobs-run', name: arg, at };
    }
  }
  if (command === 'charges') {
    if (sub === 'list' && words.length === 2) return { kind: 'charges-list', csv };
    if (sub === 'refund' && words.length === 3) {
      const id = parseId(arg);
      if (id === null) return { error: `Not a charge id: ${arg}` };
      if (!amountFlag) return { kind: 'charges-refund', id };
      const amount = parseId(amountFlag.value);
      if (amount === null) return { error: `Not an amount in minor units: ${amountFlag.value ?? ''} (1499 = 14.99)` };
      return { kind: 'charges-refund', id, amount };
    }
  }
  return { error: `Unknown command: ${words.join(' ')}` };
}

async function run(command: Exclude<Command, JobsCommand | ChargesCommand>, ctx: ModerationContext): Promise<string> {
  switch (command.kind) {
    case 'waitlist':
      return renderWaitlist(await listWaitlistEntries(ctx), command.csv);
    case 'contact':
      return renderContact(await listContactMessages(ctx), command.csv);
    case 'moderation-list':
      return renderQueue(await listModerationQueue(ctx), {
        csv: command.csv,
        premiumName: ctx.config.brand.premiumName,
      });
    case 'safety':
      return renderSafety(await listSafetyEventCounts(ctx), command.csv);
    case 'approve': {
      const done = await approveContent(ctx, { id: command.id, moderatorId: null });
      return `Content ${done.id} is now ${done.status === 'draft' ? 'scheduled (draft until its publish time)' : done.status}.\n`;
    }
    case 'reject': {
      const done = await rejectContent(ctx, { id: command.id, moderatorId: null, reason: command.reason });
      return `Content ${done.id} rejected: ${done.rejectionReason}\n`;
    }
    case 'role': {
      const user = await setUserRole(ctx, { email: command.email, role: command.role });
      return `${user.email} (${user.username}) is now ${user.role}.\n`;
    }
    case 'eligibility-list': {
      const rows = await listPremiumApplications(ctx);
      const table = toTable(rows, [
        { header: 'user_id', value: (r) => r.userId },
        { header: 'username', value: (r) => r.username },
        { header: 'email', value: (r) => r.email },
        { header: 'applied_at', value: (r) => r.appliedAt },
        { header: 'status', value: (r) => (r.approvedAt ? 'approved' : 'pending review') },
      ]);
      return `${table}\n\n${count(rows.length, 'application', 'applications')}\n`;
    }
    case 'eligibility-approve': {
      await approvePremiumByEmail(ctx, command.email);
      return `${command.email} is approved for the premium brand.\n`;
    }
  }
}

/** Where the program writes: the process's streams, or a test's buffers. */
export interface AdminOutput {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** Runs one admin command; answers the exit code (0 done, 1 failed, 2 bad usage). */
export async function runAdminProgram(argv: string[], env: NodeJS.ProcessEnv, out: AdminOutput): Promise<number> {
  const args = parseArgs(argv);
  if ('help' in args) {
    out.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if ('error' in args) {
    out.stderr.write(`${args.error}\n\n${USAGE}\n`);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const options = databaseOptionsFor(config);
  // Must not create an empty database where the server has none.
  if (options.kind === 'sqlite' && !fs.existsSync(options.file)) {
    out.stderr.write(`No database at ${options.file}. Set DATA_DIR (or DATABASE_URL) to the server's.\n`);
    return 1;
  }

  const database = openDatabase(options);
  try {
    if (
      args.kind === 'jobs-list' ||
      args.kind === 'jobs-run' ||
      args.kind === 'charges-list' ||
      args.kind === 'charges-refund'
    ) {
      const result =
        args.kind === 'jobs-list' || args.kind === 'jobs-run'
          ? await runJobsCommand(args, config, database)
          : await runChargesCommand(args, config, database);
      (result.ok ? out.stdout : out.stderr).write(result.output);
      return result.ok ? 0 : 1;
    }
    out.stdout.write(await run(args, { db: database.db, clock: systemClock, config }));
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      out.stderr.write(`${error.message}\n`);
      return 1;
    }
    out.stderr.write(`Could not read the database: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}
