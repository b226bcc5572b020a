/**
 * Admin reading tool: `npm run admin -- waitlist|contact [--csv]`. Reads the same database
 * the server uses (DATABASE_URL, else the SQLite file in DATA_DIR) and prints the waitlist
 * sign-ups or the contact messages as a table, or as CSV with --csv.
 */
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { databaseOptionsFor, openDatabase } from '../db/database.ts';
import { listContactMessages } from '../modules/contact/contact.service.ts';
import { listWaitlistEntries } from '../modules/waitlist/waitlist.service.ts';
import { type Column, toCsv, toTable } from './table-output.ts';

const USAGE = `Usage: npm run admin -- <waitlist|contact> [--csv]

  waitlist   list premium-tier waitlist sign-ups, oldest first
  contact    list contact-form messages, oldest first
  --csv      print CSV (full message text) instead of a table

Reads DATABASE_URL when set, otherwise the SQLite database in DATA_DIR (default ./data).`;

type Command = 'waitlist' | 'contact';

function parseArgs(argv: string[]): { command: Command; csv: boolean } | { error: string } | { help: true } {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true };
  const unknown = argv.filter((a) => a.startsWith('-') && a !== '--csv');
  if (unknown.length > 0) return { error: `Unknown option: ${unknown[0]}` };
  const commands = argv.filter((a) => !a.startsWith('-'));
  const [command] = commands;
  if (commands.length !== 1 || (command !== 'waitlist' && command !== 'contact')) {
    return { error: commands.length === 0 ? 'Missing command.' : `Unknown command: ${commands.join(' ')}` };
  }
  return { command, csv: argv.includes('--csv') };
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('help' in args) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const options = databaseOptionsFor(config);
  // Reading must not create an empty database where the server has none.
  if (options.kind === 'sqlite' && !fs.existsSync(options.file)) {
    console.error(`No database at ${options.file}. Set DATA_DIR (or DATABASE_URL) to the server's.`);
    return 1;
  }

  const database = openDatabase(options);
  try {
    const output =
      args.command === 'waitlist'
        ? renderWaitlist(await listWaitlistEntries(database), args.csv)
        : renderContact(await listContactMessages(database), args.csv);
    process.stdout.write(output);
    return 0;
  } catch (error) {
    console.error(`Could not read the database: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

type WaitlistRow = Awaited<ReturnType<typeof listWaitlistEntries>>[number];
type ContactRow = Awaited<ReturnType<typeof listContactMessages>>[number];

const WAITLIST_COLUMNS: Column<WaitlistRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'email', value: (r) => r.email },
  { header: 'joined_at', value: (r) => r.createdAt },
];

function renderWaitlist(rows: WaitlistRow[], csv: boolean): string {
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

function renderContact(rows: ContactRow[], csv: boolean): string {
  if (csv) return toCsv(rows, contactColumns(false));
  const portfolios = rows.filter((r) => r.portfolioDetected).length;
  return `${toTable(rows, contactColumns(true))}\n\n${count(rows.length, 'message', 'messages')} (${portfolios} with a portfolio link). Use --csv for the full text.\n`;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
