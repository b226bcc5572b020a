import { expect, type Locator, type Page, test } from '@playwright/test';
import { openPage } from './support/navigation.ts';

/**
 * A validation message must not move the control a person is pressing: the press (mouse
 * down) takes the focus from the field before, and anything that field then shows would
 * push the control away before the release, so the click would land beside it.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Lets React commit and the browser lay out whatever the press set off. */
async function settleFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Mouse down on the control's centre, let the page react, then mouse up at the same point.
 * Measured from a settled page: a web font arriving late reflows the text above the control
 * (Home's hero moved the filter chips 61 px once in CI), which is no doing of the press.
 */
async function pressAndRelease(page: Page, control: Locator): Promise<{ movedBy: number }> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await settleFrames(page);
  const before = await control.boundingBox();
  if (!before) throw new Error('control not laid out');
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await settleFrames(page);
  const during = await control.boundingBox();
  await page.mouse.up();
  return { movedBy: during ? Math.abs(during.y - before.y) + Math.abs(during.x - before.x) : Number.POSITIVE_INFINITY };
}

test('sign-up: pressing the terms checkbox after a mismatching confirmation ticks it', async ({ page }) => {
  await openPage(page, '/signup');
  await field(page, 'Username').fill('pointer_check');
  await field(page, 'Email').fill('pointer@example.com');
  await field(page, 'Password').fill('correct-horse-1');
  await field(page, 'Confirm Password').fill('correct-horse-2');
  await expect(field(page, 'Confirm Password')).toBeFocused();

  const terms = page.getByRole('checkbox', { name: /I agree to the/ });
  const { movedBy } = await pressAndRelease(page, terms);

  expect(movedBy).toBe(0);
  await expect(terms).toBeChecked();
  await expect(page.getByText("Passwords don't match", { exact: true })).toHaveCount(0);

  // The mismatch is still caught: on submit, in place, and nothing is sent.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
  await expect(field(page, 'Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(terms).toBeChecked();
});

test("Home: pressing a filter chip after an over-long search applies the chip; the search's message waits for submit", async ({
  page,
}) => {
  await openPage(page, '/');
  const search = page.getByRole('searchbox', { name: 'Search avatars' });
  await search.fill('a'.repeat(101));
  await expect(search).toBeFocused();

  const trending = page.getByRole('button', { name: 'Trending', exact: true });
  const { movedBy } = await pressAndRelease(page, trending);

  expect(movedBy).toBe(0);
  await expect(trending).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Search must be at most 100 characters', { exact: true })).toHaveCount(0);

  await search.press('Enter');
  await expect(page.getByText('Search must be at most 100 characters', { exact: true })).toBeVisible();
  await expect(search).toBeFocused();
});
