import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

/**
 * The rest of the suite runs as a visitor who asks for reduced motion (playwright.config.ts);
 * here motion is allowed, as for most visitors: the animated paths work, and an idle page
 * comes to rest.
 */
/** Names of the animations and transitions running now that last longer than `longerThanMs`. */
const running = (page: Page, longerThanMs = 0) =>
  page.evaluate(
    (min) =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration) > min)
        .map((a) => (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty),
    longerThanMs,
  );

/** The longest animation or transition duration any element on the page is styled with. */
const longestStyledMotionMs = (page: Page) =>
  page.evaluate(() => {
    const seconds = (list: string) => list.split(',').map((value) => Number.parseFloat(value));
    return (
      Math.max(
        ...[...document.querySelectorAll('*')].flatMap((element) => {
          const style = getComputedStyle(element);
          return [...seconds(style.transitionDuration), ...seconds(style.animationDuration)];
        }),
      ) * 1000
    );
  });

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the Online Now dot pings a few times, then nothing on the page animates', async ({ page }) => {
    await openPage(page, '/');
    await expect.poll(() => running(page)).toContain('ping');
    // Three one-second pings; an endless one kept the compositor busy on every idle page.
    await expect.poll(() => running(page), { timeout: 10_000 }).toEqual([]);
  });

  test('a page change, a tab and a dialog animate in and out and stay usable', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByText('Loading page...')).toBeVisible();
    await waitForRouteSettled(page);
    await expect(page).toHaveURL(/\/privacy$/);

    await openPage(page, '/avatar/3');
    await page.getByRole('tab', { name: 'Content' }).click();
    const tile = page.getByRole('region', { name: 'Recent Updates' }).getByRole('button').first();
    await tile.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => running(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(tile).toBeFocused();
  });
});

test('a visitor who asks for reduced motion gets no ping and no animation at load', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByTestId('online-now-count')).not.toHaveText('…');
  // Pictures still arriving start their fade and shimmer as usual, shortened to 0.01 ms
  // (styles.css): such a one can be caught in the frame it runs (CI, 2026-11-29: 16 of
  // them), but nothing may last long enough to be seen, nor be styled to.
  expect(await running(page, 1)).toEqual([]);
  expect(await longestStyledMotionMs(page)).toBeLessThanOrEqual(1);
  await expect(page.locator('.animate-ping')).toBeHidden();
});
