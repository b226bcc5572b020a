import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test.describe('shell on a 360 px phone', () => {
  test('the menu button opens the same links plus the Creator Area', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['LIFE', 'UP', 'Creator Area']) await expect(menu.getByRole('link', { name })).toBeVisible();
    await expect(menu.getByRole('link', { name: /NQW/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: /NQW/ }).click();
    await expect(page).toHaveURL(/\/nqw$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the open menu closes with Escape and when focus tabs out of it', async ({ page }) => {
    await page.goto('/contact');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'LIFE' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    // Tabbing past its last control closes it: focus never sits on the page it covers.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const controls = page.locator('#mobile-menu').locator('a[href], button:not([disabled])');
    await controls.last().focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test("the open menu's last controls can be reached when it is taller than the screen", async ({ page }) => {
    // Online Now opens expanded (the spec): with a few avatars online the menu outgrows a
    // phone's height, and inside the sticky header its end never scrolled into view.
    await page.setViewportSize({ width: 360, height: 560 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const signUp = page.locator('#mobile-menu').getByRole('link', { name: 'Sign Up' });
    await signUp.scrollIntoViewIfNeeded();
    const box = await signUp.boundingBox();
    expect(box, 'Sign Up has a box').not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(560);
    await signUp.click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('nothing overflows horizontally', async ({ page }) => {
    for (const path of ['/', '/contact', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
