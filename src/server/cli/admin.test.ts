import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../db/prepare.ts';
import { fixedClock } from '../lib/clock.ts';
import { countSafetyEvent } from '../modules/chat/chat-safety.service.ts';
import { root, runAdmin, runAdminProcess } from '../test/run-admin.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-app.ts';
import { csvField } from './table-output.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase({ migrated: true });
  await prepareDatabase(testDb.database, { seed: false, clock: fixedClock('2025-06-01T00:00:00Z') });
  const { db } = testDb.database;
  await db
    .insertInto('waitlist_entries')
    .values([
      { email: 'first@example.com', created_at: '2025-06-01T10:00:00.000Z' },
      { email: 'second@example.com', created_at: '2025-06-02T11:30:00.000Z' },
    ])
    .execute();
  await db
    .insertInto('contact_messages')
    .values([
      {
        email: 'artist@example.com',
        message: 'Hi, my portfolio: behance.net/artist, "thanks"\nSecond line',
        portfolio_detected: 1,
        created_at: '2025-06-03T09:00:00.000Z',
      },
      {
        email: 'sneaky@example.com',
        message: `=HYPERLINK("http://evil.example") ${'long text '.repeat(10)}`,
        portfolio_detected: 0,
        created_at: '2025-06-04T09:00:00.000Z',
      },
      {
        // A terminal title escape, a bell, a forged second line and a bidi override.
        email: 'forger@example.com',
        message: 'Hello \u001b]0;pwned\u0007there\r\n3  2025-06-05  admin@example.com  no  all fine\u202egnp.exe',
        portfolio_detected: 0,
        created_at: '2025-06-05T09:00:00.000Z',
      },
    ])
    .execute();
});
afterAll(async () => testDb.drop());

describe(`admin CLI on ${testDialect}`, { timeout: 120_000 }, () => {
  it('prints waitlist entries as a table, oldest first (as a process, as npm runs it)', async () => {
    const { code, stdout } = await runAdminProcess(['waitlist'], testDb.env);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+email\s+joined_at$/);
    expect(lines[2]).toMatch(/^1\s+first@example\.com\s+2025-06-01T10:00:00\.000Z$/);
    expect(lines[3]).toMatch(/^2\s+second@example\.com\s+2025-06-02T11:30:00\.000Z$/);
    expect(lines.at(-1)).toBe('2 waitlist entries');
  });

  it('prints waitlist entries as CSV', async () => {
    const { code, stdout } = await runAdmin(['waitlist', '--csv'], testDb.env);
    expect(code).toBe(0);
    expect(stdout).toBe(
      'id,email,joined_at\r\n1,"first@example.com","2025-06-01T10:00:00.000Z"\r\n2,"second@example.com","2025-06-02T11:30:00.000Z"\r\n',
    );
  });

  it('prints contact messages as a table with one line each and a portfolio column', async () => {
    const { code, stdout } = await runAdmin(['contact'], testDb.env);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+sent_at\s+email\s+portfolio\s+message$/);
    expect(lines[2]).toContain('artist@example.com');
    expect(lines[2]).toMatch(/\byes\s+Hi, my portfolio: behance\.net\/artist, "thanks" Second line$/);
    expect(lines[3]).toMatch(/\bno\s+=HYPERLINK/);
    expect(lines[3]).toMatch(/…$/);
    expect(lines.at(-1)).toBe('3 messages (1 with a portfolio link). Use --csv for the full text.');
  });

  it('prints no control characters in a table: one line per message, nothing a terminal acts on', async () => {
    const { stdout } = await runAdmin(['contact'], testDb.env);
    expect(stdout).not.toMatch(/(?!\n)[\p{Cc}\u202a-\u202e]/u);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(7); // header, rule, 3 messages, blank, count
    expect(lines[4]).toMatch(/\bno\s+Hello \]0;pwnedthere 3 2025-06-05 admin@example\.com no all f…$/);
  });

  it('prints contact messages as CSV with full text, quoting and formula guard', async () => {
    const { code, stdout } = await runAdmin(['contact', '--csv'], testDb.env);
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        'id,sent_at,email,portfolio,message',
        '1,"2025-06-03T09:00:00.000Z","artist@example.com",true,"Hi, my portfolio: behance.net/artist, ""thanks""\nSecond line"',
        `2,"2025-06-04T09:00:00.000Z","sneaky@example.com",false,"'=HYPERLINK(""http://evil.example"") ${'long text '.repeat(10)}"`,
        '3,"2025-06-05T09:00:00.000Z","forger@example.com",false,"Hello ]0;pwnedthere\r\n3  2025-06-05  admin@example.com  no  all finegnp.exe"',
        '',
      ].join('\r\n'),
    );
  });

  it('prints chat safety events per day and kind, counts only, from the counter the chat service keeps', async () => {
    const clock = fixedClock('2025-06-03T08:00:00Z');
    const ctx = { db: testDb.database.db, clock };
    await countSafetyEvent(ctx, 'crisis-suicide');
    await countSafetyEvent(ctx, 'crisis-suicide');
    await countSafetyEvent(ctx, 'minor-declared');
    await countSafetyEvent(ctx, 'crisis-overdose');
    clock.set('2025-06-04T23:59:00Z');
    await countSafetyEvent(ctx, 'crisis-abuse');
    const { code, stdout } = await runAdmin(['safety'], testDb.env);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^day\s+kind\s+count$/);
    expect(lines.slice(2, 6).map((l) => l.split(/\s+/))).toEqual([
      ['2025-06-04', 'crisis-abuse', '1'],
      ['2025-06-03', 'crisis-overdose', '1'],
      ['2025-06-03', 'crisis-suicide', '2'],
      ['2025-06-03', 'minor-declared', '1'],
    ]);
    expect(lines.at(-1)).toBe('5 safety events (counts only: no message text is kept for these).');
    const csv = await runAdmin(['safety', '--csv'], testDb.env);
    expect(csv.stdout.split('\r\n')[1]).toBe('"2025-06-04","crisis-abuse",1');
  });

  // As a process: the entry file's exit code and streams, not only the program's.
  it('rejects an unknown command with usage and exit code 2', async () => {
    const { code, stderr, stdout } = await runAdminProcess(['users'], testDb.env);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Unknown command: users');
    expect(stderr).toContain('Usage: npm run admin -- <waitlist|contact> [--csv]');
  });

  it.runIf(testDialect === 'sqlite')('does not create a database where there is none', async () => {
    const { code, stderr } = await runAdmin(['waitlist'], { DATA_DIR: path.join(root, 'no-such-data-dir') });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^No database at .*no-such-data-dir/);
  });
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['-1+2', `"'-1+2"`],
    ['@cmd', `"'@cmd"`],
    ['\tcmd', `"'\tcmd"`],
    ['\r=cmd', `"'\r=cmd"`],
    // A locale that splits on semicolons must not see a cell starting with '='.
    ['a;=cmd()', '"a;=cmd()"'],
    ['total =SUM(A1)', '"total =SUM(A1)"'],
    ['x\ny', '"x\ny"'],
    ['bell\u0007 and \u001b[2J escape', 'bell and [2J escape'],
    [' padded ', '" padded "'],
    [-1, '"-1"'],
    [42, '42'],
    [true, 'true'],
  ] as const)('%j -> %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});
