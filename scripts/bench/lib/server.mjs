import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Databases not dropped yet; an interrupted run (Ctrl-C) drops them before it exits. */
const undropped = new Set();
let interruptHandled = false;
let interrupted = false;
function dropOnInterrupt(database) {
  undropped.add(database);
  if (interruptHandled) return database;
  interruptHandled = true;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    // `on`, not `once`: a child of run.mjs gets Ctrl-C twice (from the terminal and
    // forwarded), and the second must not kill it before the drop is done.
    process.on(signal, async () => {
      if (interrupted) return;
      interrupted = true;
      await Promise.allSettled([...undropped].map((d) => d.drop()));
      process.exit(130);
    });
  }
  return database;
}

/**
 * A throw-away database: a temp dir for SQLite, or a fresh PostgreSQL database (its name
 * starts with `prefix` and is unique even when several runs start in the same millisecond).
 */
export async function throwAwayDatabase(dialect, adminUrl, prefix = 'bench') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `companions-${prefix}-`));
  if (dialect === 'sqlite') {
    const database = {
      env: { DATA_DIR: dataDir },
      drop: async () => {
        undropped.delete(database);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return dropOnInterrupt(database);
  }
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      undropped.delete(database);
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return dropOnInterrupt(database);
}

export async function postgresReachable(adminUrl) {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts bench-server.mjs (the built app + a bare baseline route) and waits until it listens.
 * With BENCH_CPU_PROF=<dir> the server writes a V8 CPU profile there when it stops.
 */
export async function startBenchServer(env) {
  const port = await freePort();
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = fork(path.join(here, '..', 'bench-server.mjs'), {
    ...(profileDir ? { execArgv: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      RATE_LIMIT_MULTIPLIER: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
