import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForRouteSettled } from './navigation.ts';

export type AccountType = 'member' | 'creator';

export interface E2EAccount {
  username: string;
  email: string;
  password: string;
  accountType: AccountType;
}

/** A fresh, unique account description (nothing is created yet). */
export function uniqueAccount(accountType: AccountType = 'member'): E2EAccount {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `${accountType}_${suffix}`,
    email: `${accountType}-${suffix}@example.com`,
    password: `pass-${suffix}`,
    accountType,
  };
}

/** Registers an account through the API (unique per call) and returns its credentials. */
export async function createAccount(
  request: APIRequestContext,
  accountType: AccountType = 'member',
): Promise<E2EAccount> {
  const account = uniqueAccount(accountType);
  const response = await request.post('/api/auth/register', {
    data: { ...account, role: accountType === 'creator' ? 'creator' : 'user' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

export const createMember = (request: APIRequestContext) => createAccount(request, 'member');
export const createCreator = (request: APIRequestContext) => createAccount(request, 'creator');

/** Signs in through the login page (Creator tab for creators) and waits for the redirect. */
export async function signInThroughUi(page: Page, account: E2EAccount, options: { rememberMe?: boolean } = {}) {
  await page.goto(account.accountType === 'creator' ? '/login?tab=creator' : '/login');
  await waitForRouteSettled(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(account.accountType === 'creator' ? /\/creator-portal$/ : /\/welcome$/);
  await waitForRouteSettled(page);
}

/** Signs the page's browser context in through the API (faster when the UI is not the subject). */
export async function signInViaApi(page: Page, account: E2EAccount): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, accountType: account.accountType },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** The newest email the server wrote to MAIL_OUTBOX_DIR for an address (polls briefly). */
export async function latestMailTo(
  email: string,
  options: { after?: Date; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const dir = path.join(dataDir, 'outbox');
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
        const mails = files
          .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
          .filter((m) => m.to === email && (!options.after || new Date(m.sentAt) >= options.after))
          .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
        found = mails.at(-1);
        return Boolean(found);
      },
      { message: `an email to ${email}`, timeout: options.timeoutMs ?? 10_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The link (path + fragment) to `page` in an email, e.g. '/reset-password' or '/confirm-email'. */
export function emailedLinkFrom(mail: OutboxMail, page: string): string {
  const match = new RegExp(`https?://[^\\s]+${page}#token=[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.hash}`;
}
