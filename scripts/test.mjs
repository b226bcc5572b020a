// `npm test`: typecheck, lint, build, unit + API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the Playwright e2e suite. Stops at the first failure;
// the last lines printed are always the summary of the runner that ran last.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/**
 * The three checks that read the sources share no output and mostly wait on one core
 * each, so they run side by side; each one's output is printed whole when it ends.
 */
const checks = [
  ['typecheck', npm, ['run', '--silent', 'typecheck']],
  ['lint', npm, ['run', '--silent', 'lint']],
  ['build', process.execPath, [path.join(root, 'scripts/build.mjs')]],
];
const runners = [
  [
    process.env.TEST_DATABASE_URL
      ? 'unit + API tests (sqlite, postgres)'
      : 'unit + API tests (sqlite; set TEST_DATABASE_URL for postgres)',
    bin('vitest'),
    ['run'],
  ],
  ['e2e (Playwright, /usr/bin/chromium)', bin('playwright'), ['test']],
];

function runBuffered([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(checks.map(runBuffered));
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);

for (const [name, command, args] of runners) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  // No line after a failing runner: its own summary stays the last thing printed.
  if (result.status !== 0) process.exit(result.status ?? 1);
}
