import { expect, test } from '@playwright/test';
import { signInThroughUi, uniqueAccount } from './support/accounts.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

/** Issue 5: a guest's conversation belongs to the account once the guest signs up and in. */
test('a guest chats, signs up, signs in and finds the conversation in the account', async ({ page }) => {
  const avatarPath = '/avatar-chat/2';
  await openPage(page, avatarPath);
  await waitForRouteSettled(page);
  const input = page.getByRole('textbox', { name: /Message to/ });
  await input.fill('Hello there, I am testing whether you remember me later.');
  await input.press('Enter');
  const log = page.getByRole('log');
  // The greeting the conversation opened with, then the reply.
  await expect(log.locator('[data-role="assistant"]')).toHaveCount(2, { timeout: 15_000 });
  const companion = await log.locator('[data-role="assistant"]').allTextContents();

  const account = uniqueAccount('member');
  await openPage(page, '/signup');
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, account);

  await openPage(page, avatarPath);
  await expect(log.locator('[data-role="user"]')).toHaveText(/I am testing whether you remember me later/);
  await expect(log.locator('[data-role="assistant"]')).toHaveText(companion);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  // A different browser (no cookies) sees nothing of it: its own conversation opens with the greeting alone.
  const stranger = await page.context().browser()?.newContext();
  const other = await stranger?.newPage();
  if (!other) throw new Error('no second browser context');
  await other.goto(avatarPath);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByRole('log').locator('[data-role]')).toHaveCount(1);
  const greeting = (await log.locator('[data-role="assistant"] p').first().textContent()) ?? '';
  await expect(other.getByRole('log').locator('[data-role="assistant"] p')).toHaveText(greeting);
  await stranger?.close();
});
