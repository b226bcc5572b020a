// `npm test`: every check and test of the project, in four phases:
//   1. typecheck, lint and build, side by side;
//   2. vitest (unit, API and component tests; SQLite, and PostgreSQL when TEST_DATABASE_URL
//      is set);
//   3. the Playwright e2e suite;
//   4. the stress suite (crash safety, load, scale-out, shutdown, hostile bodies and the
//      bad-input fuzz at full size on each dialect).
// Stops after the first phase that fails. Runners that share a phase print their output
// whole when they end; the last lines printed are always a runner's own summary.
// `TEST_SKIP_STRESS=1` leaves phase 4 out (a quicker local run); then vitest runs the fuzz
// at its default size instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const withStress = process.env.TEST_SKIP_STRESS !== '1';

/**
 * Vitest and Playwright used to share the two cores; once vitest's files grew (1,577 tests,
 * 1,051 s beside the browser on 2026-11-27), the browser starved: simple page checks took
 * 10-30 s and seven e2e tests hit their timeouts. Each now has the machine to itself.
 * The 100-run bad-input fuzz in vitest is the first tenth of phase 4's 1,000 runs (same
 * seed per route), so it is left to phase 4 when that runs.
 */
const phases = [
  [
    ['typecheck', npm, ['run', '--silent', 'typecheck']],
    ['lint', npm, ['run', '--silent', 'lint']],
    ['build', process.execPath, [path.join(root, 'scripts/build.mjs')]],
  ],
  [
    [
      process.env.TEST_DATABASE_URL
        ? 'unit + API tests (sqlite, postgres)'
        : 'unit + API tests (sqlite; set TEST_DATABASE_URL for postgres)',
      bin('vitest'),
      ['run'],
      withStress ? { TEST_FUZZ_IN_STRESS: '1' } : {},
    ],
  ],
  [['e2e (Playwright, /usr/bin/chromium)', bin('playwright'), ['test']]],
  ...(withStress
    ? [
        [
          [
            'stress (crash, load, scale-out, shutdown, full-size fuzz)',
            bin('vitest'),
            ['run', '--config', 'vitest.stress.config.ts'],
          ],
        ],
      ]
    : []),
];

function run([name, command, args, env = {}], buffered) {
  return new Promise((resolve) => {
    const started = Date.now();
    const stdio = buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    if (!buffered) console.log(`\n▶ ${name} (from ${((started - begun) / 1000).toFixed(0)} s)`);
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) {
        console.log(`\n▶ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });
}

const begun = Date.now();
for (const phase of phases) {
  const codes = await Promise.all(phase.map((runner) => run(runner, phase.length > 1)));
  const failed = codes.find((code) => code !== 0);
  // No line after a failing phase: the runners' own summaries stay the last thing printed.
  if (failed !== undefined) process.exit(failed);
}
