import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/bench/lib/server.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(repoRoot, 'dist/node/server/main.js');

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One built server (`dist/node/server/main.js`) running as a child process. */
export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Resolves when the process has exited. */
  readonly exited: Promise<ExitInfo>;
  /** Everything it printed (JSON log lines at LOG_LEVEL, default warn). */
  output(): string;
  /** Log lines at level error or fatal: a 500, a failed reply job, a crash. */
  errorLines(): string[];
  /** SIGTERM, then waits for the exit (graceful shutdown: main.ts exits 0). */
  stop(): Promise<ExitInfo>;
  /** SIGKILL: no shutdown code runs. */
  kill(): Promise<ExitInfo>;
}

const running = new Set<ChildProcess>();
// A failing test must not leave servers behind holding ports and databases.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface StartOptions {
  /** DATA_DIR / DATABASE_URL and anything else; PORT and HOST are set here. */
  env: Record<string, string | undefined>;
  /** A fixed port (a restart on the same address); a free one otherwise. */
  port?: number;
  readyTimeoutMs?: number;
  /** Extra node flags; default: STRESS_NODE_ARGS (e.g. `--cpu-prof`, to see where a slow run spends its time). */
  nodeArgs?: string[];
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

const defaultNodeArgs = (process.env.STRESS_NODE_ARGS ?? '').split(' ').filter(Boolean);

function logLevel(line: string): number | null {
  try {
    const level = (JSON.parse(line) as { level?: unknown }).level;
    return typeof level === 'number' ? level : null;
  } catch {
    return null;
  }
}

function launch(port: number, { env, nodeArgs = defaultNodeArgs }: StartOptions): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const signalAndWait = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    output: () => output,
    errorLines: () =>
      output.split('\n').filter((line) => {
        const level = logLevel(line);
        // Anything not a log line (an uncaught exception, a Node warning) counts too.
        return level === null ? line.trim() !== '' : level >= 50;
      }),
    stop: () => signalAndWait('SIGTERM'),
    kill: () => signalAndWait('SIGKILL'),
  };
}

/** Starts the built server and resolves once GET /api/health answers 200. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (let attempt = 1; ; attempt++) {
    const server = launch(options.port ?? (await freePort()), options);
    const state: { exit: ExitInfo | null } = { exit: null };
    void server.exited.then((info) => {
      state.exit = info;
    });
    while (!state.exit && Date.now() < deadline) {
      if (await healthy(server.url)) return server;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const exit = state.exit ?? (await server.kill());
    // Another process took the free port between freePort() and listen(): try another one.
    if (options.port === undefined && attempt < 3 && /EADDRINUSE/.test(server.output())) continue;
    throw new Error(`server did not become ready (exit ${JSON.stringify(exit)}):\n${server.output().slice(-4000)}`);
  }
}
