import { expect, type Page } from '@playwright/test';

/**
 * Waits until the screen of the address bar's path is the one shown and the route overlay
 * ('Loading page...') has gone, so clicks reach that screen. Navigations are transitions:
 * the URL changes first and the old screen stays until the new one is ready, so the URL
 * alone does not say the new screen is there.
 */
export async function waitForRouteSettled(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toHaveAttribute('data-path', new URL(page.url()).pathname);
  await expect(page.getByTestId('route-overlay')).toHaveCount(0);
}

/** Opens a path and waits for its first heading. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * Moves the open app to `path` the way a link inside it does (no page load): a screen then
 * fetches what a freshly served page would have brought with it (the avatar of an avatar page).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
