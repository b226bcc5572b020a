import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { onlineAnswers } from './support/discovery.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

test.describe("Header 'Online Now'", () => {
  test('count badge and one link per online avatar; a link opens the profile', async ({ page }) => {
    // Compared with the lists the page itself received, not a second request: tests in the
    // other worker chat meanwhile, which adds avatars to the list and reorders it.
    const answers = onlineAnswers(page);
    await openPage(page, '/contact');
    const trigger = page.getByTestId('online-now-trigger');
    const shown = () => {
      const online = answers.latest();
      expect(online, 'the page has received the list').toBeDefined();
      return online ?? [];
    };
    // Each check reads the page's latest answer again: the page may have asked again meanwhile.
    await expect(async () => {
      const online = shown();
      expect(online.length).toBeGreaterThan(0);
      await expect(page.getByTestId('online-now-count')).toHaveText(String(online.length), { timeout: 1000 });
      await expect(trigger).toHaveAccessibleName(`Online Now ${online.length} online`, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await trigger.hover();
    const menu = page.getByRole('menu', { name: 'Online Now' });
    await expect(menu).toBeVisible();
    // Opened by hovering, a click on the button keeps it open (it closed under the pointer once
    // the menu had been open a moment: the press counted as one outside the menu).
    await trigger.click();
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(async () => {
      const online = shown();
      await expect(items).toHaveCount(online.length, { timeout: 1000 });
      for (const [i, avatar] of online.entries()) {
        await expect(items.nth(i)).toHaveAttribute('href', `/avatar/${avatar.id}`, { timeout: 1000 });
        await expect(items.nth(i)).toContainText(avatar.name, { timeout: 1000 });
      }
    }).toPass({ timeout: 10_000 });
    // The first link as it is clicked, found in the list the page shows.
    const first = items.first();
    const href = await first.getAttribute('href');
    const opened = shown().find((avatar) => `/avatar/${avatar.id}` === href);
    expect(opened, `${href} is one of the online avatars`).toBeDefined();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened?.name ?? '');
  });

  test('closes 500 ms after the mouse leaves, and stays open while the mouse is on the list', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/contact');
    // Installed fake time still flows with real time; a busy machine can let 500 ms pass
    // between two steps. Paused, only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    const trigger = page.getByTestId('online-now-trigger');
    const menu = page.getByRole('menu', { name: 'Online Now' });
    await trigger.hover();
    await expect(menu).toBeVisible();
    // Over the list, it stays open however long it takes.
    await menu.getByRole('menuitem').first().hover();
    await page.clock.runFor(2000);
    await expect(menu).toBeVisible();
    // Away from both: still open at 400 ms, gone after 500 ms.
    await page.mouse.move(10, 600);
    await page.clock.runFor(400);
    await expect(menu).toBeVisible();
    await page.clock.runFor(150);
    await expect(menu).toBeHidden();
    // Keyboard users open it with Enter and close it with Escape.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('polls every 60 seconds', async ({ page }) => {
    await page.clock.install();
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/online-avatars')) calls += 1;
    });
    await openPage(page, '/contact');
    await expect.poll(() => calls).toBe(1);
    await page.clock.runFor(30_000);
    expect(calls).toBe(1);
    await page.clock.runFor(31_000);
    await expect.poll(() => calls).toBe(2);
  });

  test("'No one is online right now' when the list is empty", async ({ page }) => {
    await page.route(/\/api\/online-avatars$/, (route) => route.fulfill({ json: [] }));
    await openPage(page, '/terms');
    await expect(page.getByTestId('online-now-count')).toHaveText('0');
    await page.getByTestId('online-now-trigger').click();
    await expect(page.getByRole('menu', { name: 'Online Now' })).toContainText('No one is online right now');
  });

  test('no serious accessibility violations with the list open (light and dark)', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, '/privacy');
      await waitForRouteSettled(page);
      await page.getByTestId('online-now-trigger').click();
      await expect(page.getByRole('menu', { name: 'Online Now' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
});
