import { expect, type Page, test } from '@playwright/test';
import { createMember, type E2EAccount, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { holdRoute } from './support/held-route.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

const EMAIL_NOTE = 'Email address cannot be changed here. Please contact support for email changes.';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

let account: E2EAccount;
test.beforeEach(async ({ page, request }) => {
  account = await createMember(request);
  await signInViaApi(page, account);
  await openPage(page, '/profile');
  await waitForRouteSettled(page);
});

test.describe('edit profile', () => {
  test('shows the fields with a read-only email and its note', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile');
    await expect(field(page, 'Display Name')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue(account.email);
    await expect(field(page, 'Email')).toHaveAttribute('readonly', '');
    await expect(field(page, 'Email')).toHaveAccessibleDescription(EMAIL_NOTE);
    await expect(field(page, 'Bio')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/welcome');
  });

  test("saves with 'Saving...', toasts, and the dashboard shows the new name and bio", async ({ page }) => {
    await field(page, 'Display Name').fill('Ana Lima');
    await field(page, 'Bio').fill('Night owl who loves long talks.');
    const held = await holdRoute(page, '**/api/users/profile');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release();
    await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your profile information has been updated successfully.', { exact: true }),
    ).toBeVisible();

    await page.reload();
    await expect(field(page, 'Display Name')).toHaveValue('Ana Lima');
    await expect(field(page, 'Bio')).toHaveValue('Night owl who loves long talks.');

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), Ana Lima$/);
    await expect(page.getByText('Night owl who loves long talks.')).toBeVisible();
  });

  test('Cancel goes back to the dashboard without saving', async ({ page }) => {
    await field(page, 'Display Name').fill('Not saved');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    expect((await (await page.request.get('/api/auth/user')).json()).displayName).toBeNull();
  });

  test("a failed save keeps the form and says 'Update failed'", async ({ page }) => {
    await page.route('**/api/users/profile', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }),
    );
    await field(page, 'Display Name').fill('Ana');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Update failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('There was a problem updating your profile. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(field(page, 'Display Name')).toHaveValue('Ana');
  });

  test("if the session ends while the page is open, saving shows 'Access Denied' with a Log In link", async ({
    page,
  }) => {
    await page.context().clearCookies();
    await field(page, 'Display Name').fill('Too late');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Access Denied - You need to be logged in to access this page.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, '/profile');
      await expectNoSeriousA11yViolations(page);
    }
  });
});
