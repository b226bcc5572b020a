import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { classGroups } from './scripts/lib/class-groups.ts';

/**
 * Project 'sqlite' runs every unit and API test on a throw-away SQLite file. When
 * TEST_DATABASE_URL is set, project 'postgres' runs the server tests again on fresh
 * PostgreSQL databases, so both dialects show in one summary. Project 'client' renders
 * components and hooks (`*.test.tsx`, Testing Library) in a simulated DOM.
 */
const server = ['src/server/**/*.test.ts'];
/** `npm test` runs the bad-input fuzz at full size in its stress phase (scripts/test.mjs). */
const exclude = [
  ...configDefaults.exclude,
  ...(process.env.TEST_FUZZ_IN_STRESS === '1' ? ['src/server/proof/bad-input.test.ts'] : []),
];
/** `cn` imports the class table the build makes (scripts/lib/class-groups.ts). */
const classTable = classGroups(fileURLToPath(new URL('src/client', import.meta.url)));
export default defineConfig({
  plugins: [classTable],
  test: {
    // Most API tests wait on fsync, PostgreSQL, child processes and timers rather than
    // the CPU: three files at a time on CI's two cores overlap those waits (vitest's
    // default there is one file at a time).
    maxWorkers: 3,
    // Server test files share a worker's module cache (its imports cost ~2 s a file
    // otherwise, more than many files' tests): server code keeps no module-level state
    // (lint rule module-state), so nothing leaks between files. The client project mocks
    // modules and stays isolated.
    isolate: false,
    setupFiles: ['src/server/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude,
          globalSetup: ['src/server/test/global-setup.ts'],
          env: { TEST_DIALECT: 'sqlite' },
        },
      },
      {
        plugins: [classTable],
        test: {
          name: 'client',
          isolate: true,
          include: ['src/client/**/*.test.tsx'],
          // The router test imports every screen: seconds of transform on a busy machine.
          testTimeout: 30_000,
          environment: 'happy-dom',
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: server,
                exclude,
                globalSetup: ['src/server/test/global-setup.ts'],
                env: { TEST_DIALECT: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
