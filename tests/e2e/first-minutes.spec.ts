import { expect, type Page, test } from '@playwright/test';
import { createMember, uniqueAccount } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

/** Issue 21: what a new visitor does in their first minutes, and where it takes them. */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function logIn(page: Page, account: { email: string; password: string }) {
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function signUp(page: Page, account: { username: string; email: string; password: string }) {
  await field(page, 'Username').fill(account.username);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm Password').fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('a guest chats, presses Sign In, logs in and is back on the same chat with the conversation', async ({ page }) => {
  const account = await createMember(page.request);
  await openPage(page, '/avatar-chat/3');
  await waitForRouteSettled(page);
  const input = page.getByRole('textbox', { name: /Message to/ });
  await input.fill('Hi, I am new here and wondering what you cook on Sundays.');
  await input.press('Enter');
  const log = page.getByRole('log');
  // The greeting the conversation opened with, then the reply.
  await expect(log.locator('[data-role="assistant"]')).toHaveCount(2, { timeout: 15_000 });

  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Favatar-chat%2F3$/);
  await waitForRouteSettled(page);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/avatar-chat\/3$/);
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
  await expect(log.locator('[data-role="user"]')).toHaveText(/what you cook on Sundays/);
  await expect(log.locator('[data-role="assistant"]')).toHaveCount(2);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test("the header's Login and Sign Up return to the page; login <-> signup keeps the way back", async ({ page }) => {
  const account = uniqueAccount('member');
  await openPage(page, '/avatars?q=nova');
  await waitForRouteSettled(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Favatars%3Fq%3Dnova',
  );
  await banner.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Favatars%3Fq%3Dnova$/);
  await waitForRouteSettled(page);
  // Already on an auth page: the header's links keep the original way back, not the auth page.
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Favatars%3Fq%3Dnova',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Favatars%3Fq%3Dnova',
  );

  // Spec: after sign-up, /login, now with the email filled in and a line saying the account was made.
  await signUp(page, account);
  await expect(page).toHaveURL(/\/login\?redirect=%2Favatars%3Fq%3Dnova$/);
  await waitForRouteSettled(page);
  await expect(page.getByRole('status').filter({ hasText: 'Your account was created.' })).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(account.email);
  await expect(field(page, 'Password')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/avatars\?q=nova$/);
});

test('without a return path a member lands on /welcome; a forged one never leaves the site', async ({ page }) => {
  const account = await createMember(page.request);
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal');
  await waitForRouteSettled(page);
  await logIn(page, account);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/welcome$/);
});

test("a guest's favourite survives a reload and sign-up", async ({ page }) => {
  await openPage(page, '/');
  const card = page.getByRole('list', { name: 'Available Avatars' }).getByRole('article').nth(1);
  const name = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Add ${name} to favorites` }).click();
  await expect(page.getByText(`${name} has been added to your favorites`, { exact: true })).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Available Avatars' })
      .getByRole('button', { name: `Remove ${name} from favorites` }),
  ).toHaveAttribute('aria-pressed', 'true');

  const account = uniqueAccount('member');
  await openPage(page, '/signup');
  await signUp(page, account);
  await expect(page).toHaveURL(/\/login$/);
  await waitForRouteSettled(page);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  const favorites = page.getByRole('list', { name: 'Your favorite companions' });
  await expect(favorites.getByRole('heading', { name })).toBeVisible();
  await expect(favorites.getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('stat-favorites')).toHaveText('1');
});

test('every filter chip on / shows avatars', async ({ page }) => {
  await openPage(page, '/');
  const grid = page.getByRole('list', { name: 'Available Avatars' });
  for (const chip of ['Trending', 'New', 'Popular', 'All']) {
    await page.getByRole('button', { name: chip, exact: true }).click();
    await expect(page.getByRole('button', { name: chip, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('article')).toHaveCount(8);
    await expect(page.getByText('No avatars found')).toHaveCount(0);
  }
});
