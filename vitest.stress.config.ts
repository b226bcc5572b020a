import { defineConfig } from 'vitest/config';
import type { Dialect } from './src/server/db/database.ts';

/**
 * `npm run test:stress`: minutes-long proofs, run last by `npm test`. The 'stress-*'
 * projects drive the built server as child processes (crash safety, load, scale-out,
 * graceful shutdown, hostile bodies), one project per dialect; the 'fuzz-*' projects run
 * the bad-input fuzz at full size (1,000 generated requests per endpoint).
 * Two groups, one after the other, each two files at a time: the stress files (any two,
 * of either dialect: each starts its own servers on its own database and ports), then the
 * two dialects' fuzz. What the stress files assert (nothing lost, no errors, a health
 * answer within a generous bound) holds on shared cores, and their waits (a fixed 60 s of
 * load, restarts after each SIGKILL) no longer leave a core idle: one at a time, the
 * group kept 1.4 of the 2 cores busy.
 * Vitest puts projects with `fileParallelism: false` and the default group order into a
 * last group of its own, one file at a time (groupSpecs in vitest's cli-api): hence the
 * explicit orders from 1.
 */
const FUZZ = ['src/server/proof/bad-input.test.ts'];
const STRESS = ['tests/stress/**/*.test.ts'];
/** Two instances sharing PostgreSQL and Redis: PostgreSQL only. */
const POSTGRES_ONLY = ['tests/stress/scale-out.test.ts'];

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dialects: Dialect[] = withPostgres ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * `dialect` undefined: every file on both dialects in one project, the PostgreSQL cases
 * skipped with their warning (no TEST_DATABASE_URL).
 */
const stress = (dialect?: Dialect) => ({
  extends: true as const,
  test: {
    name: dialect ? `stress-${dialect}` : 'stress',
    include: STRESS,
    exclude: dialect === 'sqlite' ? POSTGRES_ONLY : [],
    globalSetup: ['tests/stress/support/global-setup.ts'],
    env: dialect ? { STRESS_DIALECT: dialect } : {},
    sequence: { groupOrder: 1 },
  },
});

const fuzz = (dialect: Dialect) => ({
  extends: true as const,
  test: {
    name: `fuzz-${dialect}`,
    include: FUZZ,
    setupFiles: ['src/server/test/setup.ts'],
    env: { TEST_DIALECT: dialect, FUZZ_RUNS: '1000' },
    sequence: { groupOrder: 2 },
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    projects: [...(withPostgres ? dialects.map((d) => stress(d)) : [stress()]), ...dialects.map(fuzz)],
  },
});
