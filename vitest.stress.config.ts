import { defineConfig } from 'vitest/config';

/**
 * `npm run test:stress`: minutes-long proofs, not part of `npm test`. Project 'stress' drives
 * the built server as child processes (crash safety, load, scale-out, graceful shutdown) on
 * SQLite and, with TEST_DATABASE_URL, PostgreSQL. Projects 'sqlite' and 'postgres' run the
 * bad-input fuzz at full size (1,000 generated requests per endpoint). The projects run in
 * two groups, never together: the two dialects' fuzz side by side (it measures nothing, so
 * it may share the cores), and the stress files one at a time (their timings mean
 * something only when nothing else competes for this machine's cores).
 */
const FUZZ = ['src/server/proof/bad-input.test.ts'];
const fuzz = (dialect: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: dialect,
    include: FUZZ,
    setupFiles: ['src/server/test/setup.ts'],
    env: { TEST_DIALECT: dialect, FUZZ_RUNS: '1000' },
    sequence: { groupOrder: 1 },
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'stress',
          include: ['tests/stress/**/*.test.ts'],
          globalSetup: ['tests/stress/support/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 0 },
        },
      },
      fuzz('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [fuzz('postgres')] : []),
    ],
  },
});
