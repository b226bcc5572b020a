/**
 * `npm run admin -- <command>`: the admin tool's entry (commands and usage in
 * admin-program.ts). It reads the same database the server uses.
 */
import { runAdminProgram } from './admin-program.ts';

runAdminProgram(process.argv.slice(2), process.env, process).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
