import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

// chrome-launcher, unlike Playwright, does not add a headless flag itself.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * JS and CSS that `/` loads before it is interactive: the entry, its static imports and
 * CSS, plus the home route's chunk and its static imports when Home is split out (from
 * Vite's manifest); plus anything else the browser was seen fetching for `/` without any
 * interaction (`loaded`: URLs from the Lighthouse run), which the manifest cannot show
 * (a lazy component rendered at once, a prefetch). Sizes are gzip -9 of the built files.
 */
export function initialBundleSize(clientDir, { routeModule = 'pages/home/home-page.tsx', loaded = [] } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  if (!manifest['index.html']) throw new Error('the Vite manifest has no index.html entry: cannot tell what / loads');
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  visit('index.html');
  visit(routeModule);
  const beyondManifest = [];
  for (const url of loaded) {
    const file = new URL(url).pathname.replace(/^\//, '');
    if (!/\.(js|css)$/.test(file) || files.has(file) || !fs.existsSync(path.join(clientDir, file))) continue;
    files.add(file);
    beyondManifest.push(file);
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return {
    jsGzipKb: +(js / 1024).toFixed(1),
    cssGzipKb: +(css / 1024).toFixed(1),
    files: files.size,
    beyondManifest: beyondManifest.join(', ') || '—',
  };
}

/**
 * The scripts and style sheets a page fetches until the network has been quiet for half a
 * second (Playwright's 'networkidle'), in a phone-sized headless Chromium with no
 * interaction: what a visit downloads before it is idle. A quicker stand-in for the
 * Lighthouse runs' network log, for `BENCH_ONLY=bytes`.
 */
export async function fetchedBeforeIdle(baseUrl, paths) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const fetched = {};
  try {
    for (const p of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const urls = new Set();
      page.on('request', (request) => {
        if (['script', 'stylesheet'].includes(request.resourceType())) urls.add(request.url());
      });
      await page.goto(`${baseUrl}${p}`, { waitUntil: 'networkidle' });
      fetched[p] = [...urls];
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return fetched;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Lighthouse (mobile preset, simulated throttling) on each path, driving /usr/bin/chromium.
 * Each path is measured `runs` times and each category reported as the median (the
 * performance score of a single run swings by several points on a busy machine), with
 * every run's scores in `perRun`; the failing audits are those of the run with the median performance score.
 * `loaded` lists the scripts and style sheets the page fetched (all runs).
 */
export async function lighthouseScores(baseUrl, paths, { runs = 3 } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const p of paths) {
      const measured = [];
      const loaded = new Set();
      let repeats = 0;
      for (let i = 0; i < runs; i++) {
        const runner = await lighthouse(`${baseUrl}${p}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = runner.lhr;
        // A run Lighthouse itself could not complete (no paint seen, page hung) scores 0 and
        // measures nothing: say so, and repeat it (once per run at most).
        if (lhr.runtimeError) {
          console.log(`Lighthouse run ${i + 1} of ${p} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          if (repeats < runs) {
            repeats++;
            i--;
            continue;
          }
        }
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const failing = [];
        for (const category of Object.values(lhr.categories)) {
          for (const ref of category.auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) failing.push(ref.id);
          }
        }
        for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
          if (request.resourceType === 'Script' || request.resourceType === 'Stylesheet') loaded.add(request.url);
        }
        measured.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          failing: [...new Set(failing)],
        });
      }
      const medianPerformance = median(measured.map((m) => m.performance));
      results.push({
        path: p,
        performance: medianPerformance,
        accessibility: median(measured.map((m) => m.accessibility)),
        bestPractices: median(measured.map((m) => m.bestPractices)),
        seo: median(measured.map((m) => m.seo)),
        runs: measured.map((m) => m.performance).join(' / '),
        perRun: measured.map(({ failing: _, ...scores }) => scores),
        failing: measured.find((m) => m.performance === medianPerformance)?.failing ?? [],
        loaded: [...loaded],
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
