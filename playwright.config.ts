import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/bench/lib/chromium.mjs';
import { disableFeaturesSwitch } from './tests/e2e/support/chromium-features.ts';

/**
 * The e2e suite runs the built server on a free port with a throw-away SQLite data dir.
 * Port and dir are chosen once in the runner process; workers inherit them via env.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'companions-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    // A trace is recorded for every test and kept for failures. Its screencast (a screenshot
    // per frame) cost 40 % of the suite's CPU (home.spec alone: 44.5 CPU-s with it, 28.5
    // without); the DOM snapshots, which show a failure's page at each step, stay, and the
    // failure's final screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The visitor asks for reduced motion, as a phone or desktop setting can: every animation
    // and transition then lasts 0.01 ms (styles.css). With motion, each page's first seconds
    // ran the Online Now dot's pings and the pictures' shimmer, composited in software here:
    // 35-45 % of a core in Chromium's GPU process for ~4 s after every page load, and clicks
    // waited for animated elements to come to rest. avatar-profile + auth specs, 2026-11-29
    // (2 x AMD EPYC VM): 116 / 131 s -> 94 / 102 s, Chromium CPU 183 / 205 -> 142 / 152 s.
    // motion.spec.ts runs the animated paths with motion allowed.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // --in-process-gpu: the GPU process (software compositing under --disable-gpu) runs as a
    // thread of the browser process, without the IPC between the two: the same two specs
    // with reduced motion, 94 / 102 -> 89 / 84 s, Chromium CPU 141 -> 124-130 s.
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, disableFeaturesSwitch(), '--in-process-gpu'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: '**/*.mobile.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      testMatch: '**/*.mobile.spec.ts',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: 'node dist/node/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      // Links in emails (password reset, email change) point at the server under test.
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Many sign-ups and messages come from one address in a run; real limits are tested in API tests.
      RATE_LIMIT_MULTIPLIER: '50',
      // Password-reset e2e reads the emailed link from here (see tests/e2e/support/accounts.ts).
      MAIL_OUTBOX_DIR: path.join(process.env.E2E_DATA_DIR, 'outbox'),
    },
  },
});
