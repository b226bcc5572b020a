import { expect, type Page } from '@playwright/test';

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoHorizontalOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, label).toBeLessThanOrEqual(0);
}
