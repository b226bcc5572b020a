import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until `release()` is called, so a test can look at the
 * submitting state ('Sending...', disabled inputs) without racing the server.
 */
export async function holdRoute(page: Page, url: string | RegExp): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}
