import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { runAdmin } from '../../../src/server/test/run-admin.ts';
import type { E2EAccount } from './accounts.ts';
import { waitForRouteSettled } from './navigation.ts';

/** A valid body for POST /api/creator/avatars (the API, when the form is not the subject). */
export const AVATAR_BODY = {
  name: 'Muse',
  tagline: 'A quiet companion',
  description: '',
  personality: '',
  scenario: '',
  firstMessage: '',
  exampleDialogue: '',
  category: 'art',
  monthlyPrice: 999,
  isVisible: true,
};

/** A small real PNG (so the server's magic-byte check and sharp accept it). */
export async function png(name: string, color = { r: 210, g: 110, b: 90 }) {
  const buffer = await sharp({ create: { width: 360, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Runs the admin CLI against the e2e server's own database. */
export async function admin(args: string[]) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const result = await runAdmin(args, { DATA_DIR: dataDir });
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

export async function openPortalSection(page: Page, section: string) {
  await page.getByRole('navigation', { name: 'Creator portal' }).getByRole('button', { name: section }).click();
  await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
}

/** Creates a visible avatar through the portal's My Avatars section; returns its id. */
export async function createAvatarInPortal(page: Page, name: string): Promise<number> {
  await openPortalSection(page, 'My Avatars');
  await page.getByRole('button', { name: 'New Avatar' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Tagline', { exact: true }).fill('Painter of quiet mornings');
  await page.getByLabel('Description', { exact: true }).fill(`${name} paints, listens and remembers.`);
  await page.getByLabel('Personality', { exact: true }).fill('warm, curious');
  await page.getByLabel('First Message', { exact: true }).fill('Morning! What are we painting today?');
  await page.getByLabel('Monthly Price', { exact: true }).fill('12.99');
  await page.getByLabel(/Choose main image/).setInputFiles(await png('portrait.png'));
  await expect(page.getByText('Upload complete', { exact: true })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/creator/avatars') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Avatar' }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  await expect(page.getByText('Avatar created', { exact: true })).toBeVisible();
  return ((await response.json()) as { id: number }).id;
}

/** The signed-in creator applies to the premium brand and the operator approves (admin CLI). */
export async function approveForPremium(request: APIRequestContext, account: E2EAccount) {
  const applied = await request.post('/api/creator/eligibility/apply');
  expect(applied.status(), await applied.text()).toBe(200);
  await admin(['eligibility', 'approve', account.email]);
}

/** A member account appointed moderator with the admin CLI. */
export async function createModerator(request: APIRequestContext, account: E2EAccount) {
  const response = await request.post('/api/auth/register', { data: { ...account, role: 'user' } });
  expect(response.status(), await response.text()).toBe(201);
  await admin(['role', account.email, 'moderator']);
}

export async function gotoPortal(page: Page, query = '') {
  await page.goto(`/creator-portal${query}`);
  await waitForRouteSettled(page);
}
