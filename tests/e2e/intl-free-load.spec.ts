import { expect, type Page, test } from '@playwright/test';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

/**
 * A page's first Intl object costs Chromium its ICU start-up (35-47 ms of main thread on
 * our bench machines, four times that in Lighthouse's phone). The pages Lighthouse measures
 * write their counts, prices and message times without one in en-US (src/shared/figures.ts,
 * src/client/lib/time-of-day.ts), and what they write is what Intl would have written.
 */

/** Counts the Intl objects the page makes, from before its first script. */
async function countIntlObjects(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __intlMade: string[] };
    w.__intlMade = [];
    for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules', 'ListFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          w.__intlMade.push(name);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          w.__intlMade.push(name);
          return Reflect.apply(target, self, args as unknown[]);
        },
      });
    }
  });
}

const intlMade = (page: Page) => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);

/** The greeting's time as shown, and as the browser's Intl writes that instant. */
async function greetingTime(page: Page): Promise<{ shown: string; intl: string }> {
  const time = page.getByRole('log').locator('[data-role="assistant"] time').first();
  await expect(time).not.toBeEmpty();
  const shown = (await time.textContent()) ?? '';
  const iso = (await time.getAttribute('datetime')) ?? '';
  const intl = await page.evaluate(
    (at) => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(at)),
    iso,
  );
  return { shown, intl };
}

test.describe('pages measured by Lighthouse load without Intl', () => {
  test('home, explore, a profile and a chat make no Intl object in en-US', async ({ page }) => {
    await countIntlObjects(page);
    for (const path of ['/', '/avatars', '/avatar/1', '/avatar-chat/1']) {
      await openPage(page, path);
      await waitForRouteSettled(page);
      await page.waitForLoadState('networkidle');
      expect(await intlMade(page), path).toEqual([]);
    }
    // What the profile shows is what Intl would have written.
    await openPage(page, '/avatar/1');
    const subscribers = page.getByText(/^[\d,]+ subscribers?$/).first();
    await expect(subscribers).toBeVisible();
    const count = Number(((await subscribers.textContent()) ?? '').replace(/\D/g, ''));
    const written = await page.evaluate((n) => new Intl.NumberFormat('en-US').format(n), count);
    await expect(subscribers).toHaveText(new RegExp(`^${written} subscribers?$`));
  });

  test("a message's time reads like the browser's own clock", async ({ page }) => {
    await openPage(page, '/avatar-chat/1');
    const { shown, intl } = await greetingTime(page);
    expect(shown).toMatch(/^\d\d:\d\d [AP]M$/);
    expect(shown).toBe(intl);
  });
});

test.describe('another language', () => {
  test.use({ locale: 'de-DE' });

  test("a message's time follows the visitor's language through Intl", async ({ page }) => {
    await openPage(page, '/avatar-chat/1');
    const { shown, intl } = await greetingTime(page);
    expect(shown).toMatch(/^\d\d:\d\d$/);
    expect(shown).toBe(intl);
  });
});
