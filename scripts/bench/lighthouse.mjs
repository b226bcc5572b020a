// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling; the default
// config) on the product's main pages, the median of several runs per page, every
// category. Not part of `npm test`; exits 1 when Lighthouse is missing or a run fails.
// Options (env): LIGHTHOUSE_URL (measure a server already running, e.g. `npm start`;
// default: build, then start the built app on a throw-away SQLite database),
// LIGHTHOUSE_PAGES (comma-separated paths), BENCH_LIGHTHOUSE_RUNS (runs per page, default
// 3), LIGHTHOUSE_PATH (where Lighthouse is installed; see lib/lighthouse-module.mjs),
// CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_SKIP_BUILD=1 (use dist/ as it is).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseScores } from './lib/frontend.mjs';
import { loadLighthouse } from './lib/lighthouse-module.mjs';
import { startBenchServer, throwAwayDatabase } from './lib/server.mjs';
import { printTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/avatars,/avatar/1,/avatar-chat/1').split(',').filter(Boolean);
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Issue 16's target: every category at least this on every page (median of the runs). */
const TARGET = 98;
const CATEGORIES = ['performance', 'accessibility', 'bestPractices', 'seo'];

let found;
try {
  found = await loadLighthouse();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error('BENCH_LIGHTHOUSE_RUNS must be a positive integer');
  process.exit(2);
}

let baseUrl = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
let stop = async () => {};
if (!baseUrl) {
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const db = await throwAwayDatabase('sqlite');
  const server = await startBenchServer(db.env);
  baseUrl = server.url;
  stop = async () => {
    await server.stop();
    await db.drop();
  };
}

console.log(`# Lighthouse ${found.version} (${found.from}), ${new Date().toISOString()}`);
console.log(
  `- ${baseUrl}, mobile preset with simulated throttling, median of ${runs} run(s) per page; load average at start ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
let scores;
try {
  scores = await lighthouseScores(baseUrl, pages, { runs });
} finally {
  await stop();
}

printTable(
  `Lighthouse medians (target ≥ ${TARGET} in every category)`,
  ['path', ...CATEGORIES, 'verdict', 'failing audits (median run)'],
  scores.map((s) => ({
    ...s,
    verdict: CATEGORIES.every((c) => s[c] >= TARGET) ? 'met' : 'MISSED',
    'failing audits (median run)': s.failing.join(', ') || '—',
  })),
);
printTable(
  'Every run (performance / accessibility / best practices / SEO)',
  ['path', ...Array.from({ length: runs }, (_, i) => `run ${i + 1}`)],
  scores.map((s) =>
    Object.fromEntries([
      ['path', s.path],
      ...s.perRun.map((r, i) => [`run ${i + 1}`, CATEGORIES.map((c) => r[c]).join(' / ')]),
    ]),
  ),
);
