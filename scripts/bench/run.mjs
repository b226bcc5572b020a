// `npm run bench`: builds, starts the server on throw-away databases and measures, side by
// side in one run. Not part of `npm test`. Options: BENCH_DURATION (seconds per route,
// default 10), BENCH_ONLY=api|frontend, BENCH_DATABASE_URL (PostgreSQL admin URL).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialBundleSize, lighthouseScores } from './lib/frontend.mjs';
import { measure } from './lib/load.mjs';
import { postgresReachable, startBenchServer, throwAwayDatabase } from './lib/server.mjs';
import { printTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const only = process.env.BENCH_ONLY;
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

console.log(
  `Benchmark ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
);
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const ROUTES = [
  { name: 'bare Fastify route (8-item constant)', path: '/api/bench/baseline' },
  { name: 'GET /api/avatars?limit=8', path: '/api/avatars?limit=8' },
  { name: 'GET /api/avatars?limit=8&search=an', path: '/api/avatars?limit=8&search=an' },
  { name: 'GET /api/avatars/1', path: '/api/avatars/1' },
];

async function apiBench(dialect) {
  const db = await throwAwayDatabase(dialect, pgAdmin);
  const server = await startBenchServer(db.env);
  const rows = [];
  try {
    for (const route of ROUTES) {
      const r = await measure(`${server.url}${route.path}`, { duration });
      rows.push({ route: route.name, ...r });
    }
  } finally {
    await server.stop();
    await db.drop();
  }
  const base = rows[0]?.rps ?? 1;
  return rows.map((r) => ({ ...r, ratio: `${Math.round((r.rps / base) * 100)} %` }));
}

let failed = false;
if (only !== 'frontend') {
  const dialects = ['sqlite', ...((await postgresReachable(pgAdmin)) ? ['postgres'] : [])];
  for (const dialect of dialects) {
    const rows = await apiBench(dialect);
    printTable(
      `API on ${dialect} (50 connections, ${duration} s each)`,
      ['route', 'rps', 'p50', 'p99', 'errors', 'ratio'],
      rows,
    );
    const list = rows.find((r) => r.route === 'GET /api/avatars?limit=8');
    if (dialect === 'sqlite' && list && list.rps < 0.6 * rows[0].rps) {
      console.log(`BUDGET MISSED: avatars list is ${list.ratio} of the bare route (budget ≥ 60 %)`);
      failed = true;
    }
    if (rows.some((r) => r.errors > 0)) {
      console.log('BUDGET MISSED: some requests failed');
      failed = true;
    }
  }
}

if (only !== 'api') {
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
  if (scores.some((s) => Math.min(s.performance, s.accessibility, s.bestPractices, s.seo) < 95)) {
    console.log('BUDGET MISSED: a Lighthouse score is below 95');
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
