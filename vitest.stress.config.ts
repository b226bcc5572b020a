import { defineConfig } from 'vitest/config';

/**
 * `npm run test:stress`: minutes-long proofs, not part of `npm test`. Project 'stress' drives
 * the built server as child processes (crash safety, load, scale-out, graceful shutdown) on
 * SQLite and, with TEST_DATABASE_URL, PostgreSQL. Projects 'sqlite' and 'postgres' run the
 * bad-input fuzz at full size (1,000 generated requests per endpoint). One file at a time:
 * the timings mean something only when tests do not compete for this machine's cores.
 */
const FUZZ = ['src/server/proof/bad-input.test.ts'];
const fuzz = (dialect: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: dialect,
    include: FUZZ,
    setupFiles: ['src/server/test/setup.ts'],
    env: { TEST_DIALECT: dialect, FUZZ_RUNS: '1000' },
  },
});

export default defineConfig({
  test: {
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'stress',
          include: ['tests/stress/**/*.test.ts'],
          globalSetup: ['tests/stress/support/global-setup.ts'],
        },
      },
      fuzz('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [fuzz('postgres')] : []),
    ],
  },
});
