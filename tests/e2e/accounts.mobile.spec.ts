import { expect, test } from '@playwright/test';
import { createMember, signInThroughUi, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

test.describe('accounts on a 360 px phone', () => {
  test('login, signup and password pages fit the screen', async ({ page }) => {
    for (const path of ['/login', '/signup', '/signup?tab=creator', '/forgot-password', '/reset-password']) {
      await openPage(page, path);
      await expectNoHorizontalOverflow(page, path);
    }
    await openPage(page, '/login');
    await expectNoSeriousA11yViolations(page);
  });

  test('on a touch screen the login controls are at least 44 px tall (icon buttons 44 px wide)', async ({ page }) => {
    await openPage(page, '/login');
    await waitForRouteSettled(page);
    const controls = [
      page.getByRole('button', { name: 'Switch to dark theme' }),
      page.getByRole('button', { name: 'Open menu' }),
      page.getByRole('tab', { name: 'Member' }),
      page.getByRole('tab', { name: 'Creator' }),
      page.getByLabel('Email', { exact: true }),
      page.getByLabel('Password', { exact: true }),
      page.getByRole('button', { name: 'Log In' }),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box?.height, String(control)).toBeGreaterThanOrEqual(44);
      expect(box?.width, String(control)).toBeGreaterThanOrEqual(44);
    }
  });

  test('signing in through the UI, the menu offers My Profile and Logout', async ({ page, request }) => {
    const account = await createMember(request);
    await signInThroughUi(page, account);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'UP', exact: true })).toHaveAttribute('href', '/creator-portal');
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('You have been logged out', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the dashboard and profile fit the screen', async ({ page, request }) => {
    await signInViaApi(page, await createMember(request));
    for (const path of ['/welcome', '/profile']) {
      await openPage(page, path);
      await waitForRouteSettled(page);
      await expectNoHorizontalOverflow(page, path);
    }
    await openPage(page, '/welcome');
    await expect(page.getByTestId('stat-available')).toHaveText(/\d/);
    await expectNoSeriousA11yViolations(page);
  });
});
