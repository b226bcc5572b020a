// `npm run screenshots`: builds if needed, starts the server on a throw-away database and
// saves the README's screenshots of the main screens (desktop and phone) to docs/screenshots.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/lib/chromium.mjs';
import { startBenchServer, throwAwayDatabase } from './bench/lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs/screenshots');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The built app on a seeded throw-away SQLite database, as the benchmarks start it.
const database = await throwAwayDatabase('sqlite', undefined, 'shots');
const server = await startBenchServer(database.env);
const base = server.url;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
fs.mkdirSync(outDir, { recursive: true });
const desktop = { viewport: { width: 1366, height: 860 }, deviceScaleFactor: 1 };
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function shoot(name, url, contextOptions, prepare) {
  const context = await browser.newContext({ baseURL: base, ...contextOptions });
  const page = await context.newPage();
  if (prepare) await prepare(page, context);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(outDir, `${name}.jpg`), type: 'jpeg', quality: 82 });
  await context.close();
  console.log(`screenshots: ${name}.jpg`);
}

async function signUpAndIn(context, role) {
  const suffix = Date.now().toString(36);
  const account = { username: `${role}_${suffix}`, email: `${role}-${suffix}@example.com`, password: `pass-${suffix}` };
  const accountType = role === 'creator' ? 'creator' : 'member';
  await context.request.post('/api/auth/register', {
    data: { ...account, accountType, role: role === 'creator' ? 'creator' : 'user' },
  });
  await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, accountType },
  });
}

try {
  await shoot('home', '/', desktop);
  await shoot('home-phone', '/', phone);
  await shoot('explore', '/avatars', desktop);
  await shoot('avatar-profile', '/avatar/5', { ...desktop, colorScheme: 'dark' });
  await shoot('chat', '/avatar-chat/3', desktop, async (page) => {
    await page.goto('/avatar-chat/3', { waitUntil: 'networkidle' });
    const input = page.getByRole('textbox', { name: /Message to/ });
    await input.fill("Hi Marco! I'm Sam, and I love making fresh pasta on Sundays.");
    await input.press('Enter');
    await page.getByRole('log').locator('[data-role="assistant"]').first().waitFor({ timeout: 20_000 });
  });
  await shoot('dashboard', '/welcome', desktop, (_page, context) => signUpAndIn(context, 'member'));
  await shoot('creator-portal', '/creator-portal', desktop, (_page, context) => signUpAndIn(context, 'creator'));
  await shoot('nqw', '/nqw', phone);
} finally {
  await browser.close();
  await server.stop();
  await database.drop();
}
