import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { cards, expectBrowseLinkClearsStickyBars, horizontalOverflow, onlineAnswers } from './support/discovery.ts';
import { openPage } from './support/navigation.ts';

test.describe('discovery on a 360 px phone', () => {
  test('Home: one column, the whole filter bar on screen, nothing overflows', async ({ page }) => {
    await openPage(page, '/');
    await expect(cards(page, 'Available Avatars')).toHaveCount(8);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const grid = page.getByRole('list', { name: 'Available Avatars' });
    expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(1);
    await page.getByRole('searchbox', { name: 'Search avatars' }).scrollIntoViewIfNeeded();
    for (const control of [
      page.getByRole('button', { name: 'Search', exact: true }),
      page.getByRole('combobox', { name: 'Sort by' }),
      page.getByRole('button', { name: 'All', exact: true }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
    // Every chip is reachable (the row scrolls sideways when it must).
    await page.getByRole('button', { name: 'Popular', exact: true }).click();
    await expect(page).toHaveURL(/filter=popular/);
    await expectNoSeriousA11yViolations(page);
  });

  test("Home's search, filter chips and sort are at least 44 px tall on a touch screen", async ({ page }) => {
    await openPage(page, '/');
    const bar = [
      page.getByRole('searchbox', { name: 'Search avatars' }),
      page.getByRole('button', { name: 'Search', exact: true }),
      ...['All', 'Trending', 'New', 'Popular'].map((name) => page.getByRole('button', { name, exact: true })),
      page.getByRole('combobox', { name: 'Sort by' }),
    ];
    for (const control of bar)
      expect((await control.boundingBox())?.height, String(control)).toBeGreaterThanOrEqual(44);
  });

  test("Home's chip row shows that it scrolls, and keeps the chosen chip in view", async ({ page }) => {
    /** How much of the chip lies outside its row's visible part, in pixels (0: all of it shows). */
    const hiddenPart = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((chip) => {
        const row = chip.parentElement?.getBoundingClientRect();
        const box = chip.getBoundingClientRect();
        return row ? Math.max(0, row.left - box.left) + Math.max(0, box.right - row.right) : Number.NaN;
      });
    const row = page.getByRole('group', { name: 'Filter avatars' });

    await openPage(page, '/');
    await row.scrollIntoViewIfNeeded();
    // 'Popular' starts beyond the row's right edge, which fades to say there is more.
    expect(await hiddenPart('Popular')).toBeGreaterThan(0);
    await expect(row).toHaveCSS('mask-image', /linear-gradient/);
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    // Scrolled to the end: the left edge fades now, the right one no longer.
    await expect(row).toHaveCSS(
      'mask-image',
      /^linear-gradient\(to right, (rgba\(0, 0, 0, 0\)|transparent).*rgb\(0, 0, 0\)\)$/,
    );
    await expect.poll(() => hiddenPart('Popular')).toBe(0);

    // A link that chose 'Popular' shows it chosen, in view.
    await openPage(page, '/?filter=popular');
    await expect(page.getByRole('button', { name: 'Popular', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => hiddenPart('Popular')).toBe(0);
  });

  test("the hero's 'Browse companions' shows the grid's heading below the sticky bars", async ({ page }) => {
    await expectBrowseLinkClearsStickyBars(page);
  });

  test("the menu's 'Online Now' section is expanded by default and links to profiles", async ({ page }) => {
    // Compared with the lists the page itself received, not a second request: tests in the
    // other worker chat meanwhile, which adds avatars to the list and reorders it.
    const answers = onlineAnswers(page);
    await openPage(page, '/contact');
    const shown = () => {
      const online = answers.latest();
      expect(online, 'the page has received the list').toBeDefined();
      return online ?? [];
    };
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = page.getByRole('button', { name: /^Online Now/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = page.getByTestId('online-now-section');
    // The page's latest answer, read again on each try: opened once its copy is 30 s old, the
    // section asks again.
    await expect(async () => {
      await expect(section.getByRole('link')).toHaveCount(shown().length, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(section).toBeHidden();
    await toggle.click();
    // The first link as it is clicked, found in the list the page shows.
    const first = section.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(
      shown().map((avatar) => `/avatar/${avatar.id}`),
      'the link is an online avatar',
    ).toContain(href);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('Explore and the profile fit the screen; feeds scroll inside their row', async ({ page }) => {
    await openPage(page, '/avatars');
    await expect(cards(page, 'Avatars').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await openPage(page, '/avatar/1');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByRole('region', { name: 'Recent Updates' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('region', { name: 'Recent Updates' }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await expect(dialog.getByRole('link', { name: 'Chat Now' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
