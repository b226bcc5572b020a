import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * JS and CSS that `/` loads before it is interactive: the entry, its static imports and
 * CSS, plus the home route's lazy chunk and its static imports (from Vite's manifest).
 */
export function initialBundleSize(clientDir, routeModule = 'pages/home/home-page.tsx') {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
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
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { jsGzipKb: +(js / 1024).toFixed(1), cssGzipKb: +(css / 1024).toFixed(1), files: files.size };
}

/** Lighthouse (mobile, simulated throttling) on each path, driving /usr/bin/chromium. */
export async function lighthouseScores(baseUrl, paths) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const p of paths) {
      const runner = await lighthouse(`${baseUrl}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = runner.lhr;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = [];
      for (const category of Object.values(lhr.categories)) {
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) failing.push(ref.id);
        }
      }
      results.push({
        path: p,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        failing: [...new Set(failing)],
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
