import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsFresh } from '../../../scripts/lib/fingerprint.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Runs the admin CLI against `env`'s database. When dist/ was built from these very sources
 * (`npm test` builds before its test phase) the compiled CLI runs, as in production: tsx
 * compiling the source costs ~3 s of CPU a call, and the suites make dozens. Otherwise it
 * runs the way `npm run admin` does, tsx on the source.
 */
export function runAdmin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  const entry = buildIsFresh(root) ? ['dist/node/server/cli/admin.js'] : ['--import', 'tsx', 'src/server/cli/admin.ts'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...entry, ...args],
      { cwd: root, env: childEnv, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
