// `npm run bench`: builds, starts the server on throw-away databases and measures, side by
// side in one run. Not part of `npm test`. Prints Markdown tables; exits 1 when a budget
// is missed or a request fails.
// Options (env): BENCH_DURATION (seconds per route, default 10), BENCH_ROUNDS (rounds the
// routes of one table take turns in; default 3 from 9 s up, else 1), BENCH_ONLY=api|scale|economy|frontend,
// BENCH_DATABASE_URL (PostgreSQL admin URL; PostgreSQL is skipped when it does not answer),
// scale.ts's options (BENCH_AVATARS, BENCH_MESSAGES, BENCH_RUNS) for the catalogue at scale, and
// BENCH_CPU_PROF=<dir> (each API bench server writes a V8 CPU profile there when it stops).
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchedBeforeIdle, initialBundleSize, lighthouseScores } from './lib/frontend.mjs';
import { measureSideBySide } from './lib/load.mjs';
import { postgresReachable, startBenchServer, throwAwayDatabase } from './lib/server.mjs';
import { printTable } from './lib/table.mjs';
import { targetReport } from './lib/targets.mjs';
import { CHAT_MESSAGES, guestsWithConversation, repliesWritten, signedInMembers } from './lib/visitors.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? (duration >= 9 ? 3 : 1));
const connections = 50;
const only = process.env.BENCH_ONLY;
const want = (part) => only === undefined || only === '' || only === part;
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (only && !['api', 'scale', 'economy', 'frontend', 'bytes'].includes(only)) {
  console.error(`BENCH_ONLY must be api, scale, economy, frontend or bytes (got ${only})`);
  process.exit(2);
}
if (!(duration > 0) || !Number.isInteger(rounds) || rounds < 1) {
  console.error('BENCH_DURATION must be a positive number of seconds and BENCH_ROUNDS a positive integer');
  process.exit(2);
}

const cpus = os.cpus();
console.log(`# Benchmark, ${new Date().toISOString()}\n`);
console.log(
  `- machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}`,
);
console.log(
  `- Node ${process.version}; load average at start ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`,
);
if (want('api')) {
  console.log(
    `- API load: autocannon on loopback (same machine as the server), ${connections} connections, ${duration} s per route in ${rounds} round(s) after a 1 s warm-up`,
  );
}
if (want('scale')) {
  console.log('- catalogue at scale: one request at a time through app.inject, in process (scripts/bench/scale.ts)');
}
if (want('economy')) {
  console.log('- money path: one request at a time through app.inject, in process (scripts/bench/economy.ts)');
}
const inProcess = want('scale') || want('economy');
const pgUp = (want('api') || inProcess) && (await postgresReachable(pgAdmin));
const dialects = ['sqlite', ...(pgUp ? ['postgres'] : [])];
if (!pgUp && (want('api') || inProcess)) console.log(`- PostgreSQL at ${pgAdmin} did not answer: SQLite only`);

const targets = targetReport();
// The front-end part measures the bytes too; `bytes` alone skips Lighthouse.
const wantBytes = want('bytes') || want('frontend');
if (want('api') || wantBytes) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The avatar the chat routes talk to (seeded catalogue). */
const CHAT_AVATAR = 1;
/** Guest visitors the chat routes spread over (each with its own session and conversation). */
const CHAT_GUESTS = 200;
/** Messages each guest has sent before the history is read (it then holds the greeting and twice as many). */
const CHAT_HISTORY_MESSAGES = 3;
const CHAT_MEMBERS = 20;
/** The avatars list with the page cache bypassed (bench-server.mjs): the cost of a miss, reported without a budget. */
const UNCACHED_ROUTE = 'same list, page cache bypassed (a miss)';

async function apiBench(dialect) {
  const db = await throwAwayDatabase(dialect, pgAdmin);
  const server = await startBenchServer(db.env);
  const url = (p) => `${server.url}${p}`;
  try {
    const guests = await guestsWithConversation(server.url, {
      count: CHAT_GUESTS,
      avatarId: CHAT_AVATAR,
      messages: CHAT_HISTORY_MESSAGES,
    });
    const members = await signedInMembers(server.url, { count: CHAT_MEMBERS });
    await repliesWritten(server.url, { cookies: guests, avatarId: CHAT_AVATAR });

    const chatPath = `/api/chats/${CHAT_AVATAR}`;
    const reads = [
      { route: 'bare Fastify route (8-item constant)', url: url('/api/bench/baseline') },
      { route: 'GET /api/avatars?limit=8', url: url('/api/avatars?limit=8') },
      { route: 'GET /api/avatars?limit=8&search=an', url: url('/api/avatars?limit=8&search=an') },
      { route: UNCACHED_ROUTE, url: url('/api/bench/avatars-uncached?limit=8') },
      { route: 'GET /api/avatars/1', url: url('/api/avatars/1') },
      {
        route: `GET ${chatPath} (guest, greeting + ${2 * CHAT_HISTORY_MESSAGES} messages)`,
        url: url(chatPath),
        cookies: guests,
      },
    ];
    // Writes last: their replies keep the worker busy after the measurement ends.
    const post = {
      url: url(chatPath),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      bodies: CHAT_MESSAGES.map((message) => JSON.stringify({ message })),
    };
    const writes = [
      { route: `POST ${chatPath} (guest, ${CHAT_GUESTS} sessions)`, ...post, cookies: guests },
      { route: `POST ${chatPath} (member, ${CHAT_MEMBERS} members)`, ...post, cookies: members },
    ];
    const options = { duration, rounds, connections };
    const readRows = await measureSideBySide(reads, options);
    const writeRows = await measureSideBySide(writes, options);
    const base = readRows[0].rps;
    return [...reads, ...writes].map((target, i) => {
      const row = [...readRows, ...writeRows][i];
      const percent = Math.round((row.rps / base) * 100);
      return { route: target.route, ...row, percent, ratio: `${percent} %` };
    });
  } finally {
    await server.stop();
    await db.drop();
  }
}

let failed = false;
if (want('api')) {
  for (const dialect of dialects) {
    const rows = await apiBench(dialect);
    printTable(
      `API on ${dialect} (${connections} connections, ${duration} s each; ratio = req/s against the bare route)`,
      ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio'],
      rows.map((r) => ({ ...r, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99 })),
    );
    console.log(
      '\nPOST rows time the acknowledgement (message and reply job stored in one transaction);' +
        ' the reply worker writes the replies meanwhile, in the same process.',
    );
    console.log(
      'The avatars list answers from a page cache until the next write to the database (on PostgreSQL: by this instance; a second at most);' +
        ' the bypassed row is what a page costs right after one.',
    );
    const bare = rows[0];
    const byRoute = (prefix) => rows.find((r) => r.route.startsWith(prefix));
    targets.record(`post-${dialect}`, byRoute(`POST /api/chats/${CHAT_AVATAR} (guest`));
    targets.record(`avatars-miss-${dialect}`, byRoute(UNCACHED_ROUTE));
    targets.record(`avatar-${dialect}`, byRoute(`GET /api/avatars/${CHAT_AVATAR}`));
    targets.record(`chat-history-${dialect}`, byRoute(`GET /api/chats/${CHAT_AVATAR} `));
    for (const route of ['GET /api/avatars?limit=8', 'GET /api/avatars?limit=8&search=an']) {
      const row = rows.find((r) => r.route === route);
      if (dialect === 'sqlite' && row.rps < 0.6 * bare.rps) {
        console.log(`BUDGET MISSED: ${route} is ${row.ratio} of the bare route's req/s (budget ≥ 60 % on SQLite)`);
        failed = true;
      }
    }
    for (const row of rows.filter((r) => r.errors > 0)) {
      console.log(`BUDGET MISSED: ${row.route} had ${row.errors} failed requests (${row.status}); budget 0`);
      failed = true;
    }
  }
}

/** Runs one of the in-process benchmarks (a TypeScript file here) on the dialects in use. */
async function runInProcess(file, what) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, file)], {
    stdio: 'inherit',
    cwd: root,
    env: {
      ...process.env,
      BENCH_DIALECT: process.env.BENCH_DIALECT ?? (pgUp ? 'both' : 'sqlite'),
      ...(pgUp ? { TEST_DATABASE_URL: pgAdmin } : {}),
    },
  });
  // Interrupted: the child drops its databases before it exits, then so do we.
  let interrupted = false;
  const forward = (signal) => {
    interrupted = true;
    child.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const [code, signal] = await new Promise((resolve) => child.once('exit', (...end) => resolve(end)));
  process.off('SIGINT', forward);
  process.off('SIGTERM', forward);
  if (interrupted) process.exit(130);
  if (code !== 0) {
    console.log(`BUDGET MISSED: the ${what} benchmark failed (exit ${code ?? signal})`);
    failed = true;
  }
}

// Catalogue at scale (100,000 avatars, 1,000,000 chat messages): in-process, through app.inject.
if (want('scale')) await runInProcess('scale.ts', 'catalogue-at-scale');
// Checkout to entitlement, and the content route for a subscriber and a guest.
if (want('economy')) await runInProcess('economy.ts', 'money-path');

/** The JS and CSS each visit downloads before it is idle, by path (gzip of the built files). */
const VISITS = [
  { path: '/', routeModule: 'pages/home/home-page.tsx', target: 'js-home' },
  {
    path: `/avatar-chat/${CHAT_AVATAR}`,
    routeModule: 'pages/avatar-chat/avatar-chat-page.tsx',
    target: 'js-avatar-chat',
  },
];
if (wantBytes) {
  const db = await throwAwayDatabase('sqlite', pgAdmin);
  const server = await startBenchServer(db.env);
  let fetched;
  try {
    fetched = await fetchedBeforeIdle(
      server.url,
      VISITS.map((v) => v.path),
    );
  } finally {
    await server.stop();
    await db.drop();
  }
  const rows = VISITS.map((visit) => {
    const size = initialBundleSize(path.join(root, 'dist/client'), {
      routeModule: visit.routeModule,
      loaded: fetched[visit.path],
    });
    targets.record(visit.target, size);
    return { path: visit.path, ...size };
  });
  printTable(
    'Front end: what a visit downloads before it is idle (gzip; the manifest plus what a phone-sized Chromium fetched)',
    ['path', 'jsGzipKb', 'cssGzipKb', 'files', 'beyondManifest'],
    rows,
  );
}

if (want('frontend')) {
  // Lighthouse runs per page (median reported): BENCH_LIGHTHOUSE_RUNS, default 3.
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const db = await throwAwayDatabase('sqlite', pgAdmin);
  const server = await startBenchServer(db.env);
  let scores;
  try {
    scores = await lighthouseScores(server.url, ['/', '/avatars', '/avatar/1', '/avatar-chat/1'], { runs });
  } finally {
    await server.stop();
    await db.drop();
  }
  const home = scores.find((s) => s.path === '/');
  const bundle = initialBundleSize(path.join(root, 'dist/client'), { loaded: home?.loaded ?? [] });
  printTable(
    'Front end: what / loads before interaction (gzip; manifest plus what the browser fetched)',
    ['jsGzipKb', 'cssGzipKb', 'files', 'beyondManifest'],
    [bundle],
  );
  if (bundle.jsGzipKb > 150) {
    console.log('BUDGET MISSED: initial JS above 150 KB gzip');
    failed = true;
  }
  printTable(
    `Lighthouse (mobile, simulated throttling; median of ${runs} run(s) per page)`,
    ['path', 'performance', 'accessibility', 'bestPractices', 'seo', 'runs', 'failing audits'],
    scores.map((s) => ({ ...s, 'failing audits': s.failing.join(', ') || '—' })),
  );
  printTable(
    'Lighthouse, every run (performance / accessibility / best practices / SEO)',
    ['path', ...Array.from({ length: runs }, (_, i) => `run ${i + 1}`)],
    scores.map((s) =>
      Object.fromEntries([
        ['path', s.path],
        ...s.perRun.map((r, i) => [
          `run ${i + 1}`,
          [r.performance, r.accessibility, r.bestPractices, r.seo].join(' / '),
        ]),
      ]),
    ),
  );
  const lowest = (s) => Math.min(s.performance, s.accessibility, s.bestPractices, s.seo);
  const worst = scores.reduce((a, b) => (lowest(b) < lowest(a) ? b : a));
  targets.record('lighthouse', { lowest: lowest(worst), where: worst.path });
  if (scores.some((s) => lowest(s) < 95)) {
    console.log('BUDGET MISSED: a Lighthouse score is below 95');
    failed = true;
  }
}
targets.print();
process.exit(failed ? 1 : 0);
