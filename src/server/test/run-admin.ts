import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsFresh } from '../../../scripts/lib/fingerprint.mjs';
import { runAdminProgram } from '../cli/admin-program.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type AdminRun = { code: number; stdout: string; stderr: string };

/** The environment the admin tool sees: the test's database, not one inherited from the shell. */
function adminEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  return childEnv;
}

/**
 * Runs an admin command in this process, against `env`'s database, capturing what it
 * prints. Starting a process per command cost seconds of CPU apiece (the suites make
 * dozens); `runAdminProcess` proves the entry file itself.
 */
export async function runAdmin(args: string[], env: Record<string, string>): Promise<AdminRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runAdminProgram(args, adminEnv(env), {
    stdout: { write: (text: string) => stdout.push(text) },
    stderr: { write: (text: string) => stderr.push(text) },
  });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

/**
 * Runs the admin tool as a process: the compiled one when dist/ was built from these very
 * sources (`npm test` builds first), else the way `npm run admin` does, tsx on the source.
 */
export function runAdminProcess(args: string[], env: Record<string, string>): Promise<AdminRun> {
  const entry = buildIsFresh(root) ? ['dist/node/server/cli/admin.js'] : ['--import', 'tsx', 'src/server/cli/admin.ts'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...entry, ...args],
      { cwd: root, env: adminEnv(env), timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
