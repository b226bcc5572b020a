import { expect, type Page } from '@playwright/test';

/** Waits until the route overlay ('Loading page...') has gone, so clicks reach the page. */
export async function waitForRouteSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('route-overlay')).toHaveCount(0);
}

/** Opens a path and waits for its first heading. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
