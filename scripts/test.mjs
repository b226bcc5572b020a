// `npm test`: typecheck, lint, build, unit + API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the Playwright e2e suite. Stops at the first failure;
// the last lines printed are always the summary of the runner that ran last.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const steps = [
  ['typecheck', npm, ['run', '--silent', 'typecheck']],
  ['lint', npm, ['run', '--silent', 'lint']],
  ['build', process.execPath, [path.join(root, 'scripts/build.mjs')]],
  [
    process.env.TEST_DATABASE_URL
      ? 'unit + API tests (sqlite, postgres)'
      : 'unit + API tests (sqlite; set TEST_DATABASE_URL for postgres)',
    bin('vitest'),
    ['run'],
  ],
  ['e2e (Playwright, /usr/bin/chromium)', bin('playwright'), ['test']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  // No line after a failing runner: its own summary stays the last thing printed.
  if (result.status !== 0) process.exit(result.status ?? 1);
}
