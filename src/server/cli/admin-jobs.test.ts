import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../db/prepare.ts';
import { systemClock } from '../lib/clock.ts';
import { runAdmin } from '../test/run-admin.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-app.ts';

let testDb: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  testDb = await createTestDatabase({ migrated: true });
  await prepareDatabase(testDb.database, { seed: false, clock: systemClock });
  env = { ...testDb.env, LOG_LEVEL: 'silent' };
});
afterAll(async () => testDb.drop());

const JOBS = [
  'end-provider-subscriptions',
  'expire-subscriptions',
  'fold-chat-summaries',
  'pay-out-creators',
  'prune-content-views',
  'prune-email-change-tokens',
  'prune-login-limits',
  'prune-password-reset-tokens',
  'publish-scheduled-content',
  'purge-expired-sessions',
  'purge-orphan-uploads',
  'renew-subscriptions',
  'settle-checkouts',
];

// Each command starts a process that builds the app: seconds each on a busy machine.
describe(`npm run admin -- jobs on ${testDialect}`, { timeout: 90_000 }, () => {
  it('lists the jobs, runs the due ones, then shows when each runs next', async () => {
    const before = await runAdmin(['jobs', 'list'], env);
    expect(before.code).toBe(0);
    for (const name of JOBS) expect(before.stdout).toMatch(new RegExp(`${name}\\s+at next start`));

    const ran = await runAdmin(['jobs', 'run'], env);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(ran.stdout.trim().split('\n').sort()).toEqual(JOBS.map((name) => `${name}: done`));

    const rows = await testDb.database.db.selectFrom('job_runs').select(['name', 'next_run_at']).execute();
    expect(rows.map((r) => r.name).sort()).toEqual(JOBS);
    const after = await runAdmin(['jobs', 'list'], env);
    expect(after.stdout).not.toContain('at next start');
  });

  it('runs one job by name whether due or not, and says when another instance holds it', async () => {
    const expired = new Date(Date.now() - 60_000).toISOString();
    await testDb.database.db
      .insertInto('sessions')
      .values({
        id: 'cli-expired',
        user_id: null,
        persistent: 1,
        created_at: expired,
        last_seen_at: expired,
        expires_at: expired,
      })
      .execute();
    const forced = await runAdmin(['jobs', 'run', 'purge-expired-sessions'], env);
    expect(forced).toMatchObject({ code: 0, stdout: 'purge-expired-sessions: done (1)\n' });
    const left = await testDb.database.db.selectFrom('sessions').select('id').where('id', '=', 'cli-expired').execute();
    expect(left).toEqual([]);

    const leaseUntil = new Date(Date.now() + 10 * 60_000).toISOString();
    await testDb.database.db
      .updateTable('job_runs')
      .set({ lease_owner: 'another-instance', lease_until: leaseUntil })
      .where('name', '=', 'prune-login-limits')
      .execute();
    const busy = await runAdmin(['jobs', 'run', 'prune-login-limits'], env);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('prune-login-limits: running on another instance');

    const unknown = await runAdmin(['jobs', 'run', 'no-such-job'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      'Unknown job: no-such-job. Jobs: end-provider-subscriptions, expire-subscriptions, fold-chat-summaries',
    );
  });
});
