import { expect, type Page, test } from '@playwright/test';
import { createMember, emailedLinkFrom, latestMailTo, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function requestReset(page: Page, email: string) {
  await openPage(page, '/forgot-password');
  await waitForRouteSettled(page);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

test.describe('password reset', () => {
  test('round trip: forgot password, emailed link, new password, log in; the link works once', async ({
    page,
    request,
    browser,
  }) => {
    const account = await createMember(request);
    // Another device already signed in: the reset must end its session.
    const otherDevice = await browser.newContext();
    const otherPage = await otherDevice.newPage();
    await signInViaApi(otherPage, account);

    const started = new Date();
    await openPage(page, '/login');
    await waitForRouteSettled(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await waitForRouteSettled(page);
    await field(page, 'Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const mail = await latestMailTo(account.email, { after: started });
    expect(mail.subject).toMatch(/^Reset your .+ password$/);
    const link = emailedLinkFrom(mail, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/reset-password$/);

    await field(page, 'New Password').fill('a-brand-new-secret');
    await field(page, 'Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(field(page, 'Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    await field(page, 'Confirm Password').fill('a-brand-new-secret');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password updated', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    expect((await otherPage.request.get('/api/auth/user')).status()).toBe(401);
    await otherDevice.close();

    const oldPassword = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(oldPassword.status()).toBe(401);

    await waitForRouteSettled(page);
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill('a-brand-new-secret');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/welcome$/);

    await page.goto(link);
    await field(page, 'New Password').fill('yet-another-secret');
    await field(page, 'Confirm Password').fill('yet-another-secret');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('This reset link is invalid or has expired. Please request a new one.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('an unknown address gets the same answer and no email', async ({ page }) => {
    const email = `nobody-${Date.now()}@example.com`;
    await requestReset(page, email);
    await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
    // A known address gets its email within a few hundred ms; give an unknown one 3 s.
    await expect(latestMailTo(email, { timeoutMs: 3000 })).rejects.toThrow();
  });

  test('a link without a token explains itself', async ({ page }) => {
    await openPage(page, '/reset-password');
    await expect(page.getByText('This reset link is invalid or has expired. Please request a new one.')).toBeVisible();
  });

  test('forgot and reset pages have no serious accessibility violations (light and dark)', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, '/forgot-password');
      await expectNoSeriousA11yViolations(page);
      await openPage(page, '/reset-password#token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
      await expectNoSeriousA11yViolations(page);
    }
  });
});
