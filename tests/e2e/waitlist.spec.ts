import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { holdRoute } from './support/held-route.ts';
import { openPage } from './support/navigation.ts';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The rows the admin CLI reads from the e2e server's database. */
function waitlistCsv(): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', 'waitlist', '--csv'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  }).toString();
}

test.describe('waitlist', () => {
  test('an invalid email is refused, a valid one lands on the success state', async ({ page }) => {
    await openPage(page, '/nqw-waitlist');
    const email = page.getByLabel('Email address');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const held = await holdRoute(page, '**/api/nqw-waitlist');
    const address = uniqueEmail('first');
    await email.fill(address);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByRole('button', { name: 'Submitting' })).toBeDisabled();
    await expect(email).toBeDisabled();
    held.release();

    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeFocused();
    await expect(toasts(page).getByText('Success!', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText("You've been added to our exclusive waitlist. Check your email for confirmation!", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByTestId('waitlist-success').getByRole('link', { name: 'Return Home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('the same email twice gets the same success, and one stored entry', async ({ page }) => {
    const address = uniqueEmail('twice');
    for (const typed of [address, `  ${address.toUpperCase()} `]) {
      await openPage(page, '/nqw-waitlist');
      await page.getByLabel('Email address').fill(typed);
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    }
    // The second answer says nothing about who is already on the list.
    await expect(toasts(page).getByText('Success!', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText("You've been added to our exclusive waitlist. Check your email for confirmation!", {
        exact: true,
      }),
    ).toBeVisible();
    const rows = waitlistCsv()
      .split('\r\n')
      .filter((line) => line.includes(`,"${address}",`));
    expect(rows).toHaveLength(1);
  });

  test('a failed request keeps the form and shows the failure toast', async ({ page }) => {
    await openPage(page, '/nqw-waitlist');
    await page.route('**/api/nqw-waitlist', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }),
    );
    const address = uniqueEmail('fail');
    await page.getByLabel('Email address').fill(address);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(toasts(page).getByText('Something went wrong', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Please try again later', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(address);
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toHaveCount(0);
  });
});
