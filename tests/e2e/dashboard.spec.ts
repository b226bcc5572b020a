import { expect, type Page, test } from '@playwright/test';
import { createMember, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { holdRoute } from './support/held-route.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

const favoritesSection = (page: Page) => page.getByRole('region', { name: 'Your Favorites' });
const picksSection = (page: Page) => page.getByRole('region', { name: "Today's Picks" });
const stat = (page: Page, key: string) => page.getByTestId(`stat-${key}`);

async function openDashboard(page: Page) {
  await openPage(page, '/welcome');
  await waitForRouteSettled(page);
}

test.describe('member dashboard', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInViaApi(page, await createMember(request));
  });

  test('greets the member and shows the fallback favourites, picks, stats and calendar', async ({ page }) => {
    await openDashboard(page);
    const me = await (await page.request.get('/api/auth/user')).json();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^Good (morning|afternoon|evening), ${me.username}$`),
    );
    await expect(favoritesSection(page).getByText("You haven't added any favorites yet.")).toBeVisible();
    await expect(favoritesSection(page).getByRole('article')).toHaveCount(4);
    await expect(picksSection(page).getByRole('article')).toHaveCount(2);

    await expect(stat(page, 'loyaltyPoints')).toHaveText('55');
    await expect(stat(page, 'favorites')).toHaveText('0');
    await expect(stat(page, 'messages')).toHaveText('0');
    await expect(stat(page, 'available')).toHaveText(/^[1-9]\d*$/);

    await expect(page.getByText('No upcoming events scheduled')).toBeVisible();
    await expect(page.getByText('No recent activity yet. Start a conversation to see it here.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'Explore Avatars' })).toHaveAttribute('href', '/avatars');
    await expect(page.getByRole('link', { name: 'Explore All Avatars' })).toHaveAttribute('href', '/avatars');
  });

  test('a favourite added from a card persists, shows in Your Favorites, stats and activity', async ({ page }) => {
    await openDashboard(page);
    const firstCard = favoritesSection(page).getByRole('article').first();
    const name = (await firstCard.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    expect(name).not.toBe('');

    await firstCard.getByRole('button', { name: `Add ${name} to favorites` }).click();
    await expect(page.getByText('Added to favorites', { exact: true })).toBeVisible();
    await expect(page.getByText('Avatar has been added to your favorites', { exact: true })).toBeVisible();
    await expect(favoritesSection(page).getByRole('list', { name: 'Your favorite companions' })).toBeVisible();
    await expect(favoritesSection(page).getByRole('article')).toHaveCount(1);
    await expect(favoritesSection(page).getByRole('heading', { name })).toBeVisible();
    await expect(stat(page, 'favorites')).toHaveText('1');
    await expect(stat(page, 'loyaltyPoints')).toHaveText('60');
    await expect(page.getByText(`Added ${name} to your favorites`)).toBeVisible();
    await page.getByRole('tab', { name: 'Messages' }).click();
    await expect(page.getByText('No messages yet.')).toBeVisible();

    await page.reload();
    await expect(favoritesSection(page).getByRole('heading', { name })).toBeVisible();
    await expect(favoritesSection(page).getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await favoritesSection(page)
      .getByRole('button', { name: `Remove ${name} from favorites` })
      .click();
    await expect(page.getByText('Removed from favorites', { exact: true })).toBeVisible();
    await expect(page.getByText('Avatar has been removed from your favorites', { exact: true })).toBeVisible();
    await expect(favoritesSection(page).getByRole('article')).toHaveCount(4);
    await expect(stat(page, 'favorites')).toHaveText('0');
    expect(await (await page.request.get('/api/user-favorites')).json()).toEqual([]);
  });

  test('toggles while a favourite change is pending are ignored', async ({ page }) => {
    await openDashboard(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user-favorites') && request.method() === 'POST') posts += 1;
    });
    // The first change is held at the network until the second click has been tried.
    const held = await holdRoute(page, '**/api/user-favorites');
    const cards = favoritesSection(page).getByRole('article');
    await cards
      .nth(0)
      .getByRole('button', { name: /^Add .+ to favorites$/ })
      .click();
    await expect(cards.nth(0).getByText('Updating favorites')).toBeAttached();
    await cards
      .nth(1)
      .getByRole('button', { name: /^Add .+ to favorites$/ })
      .click();
    held.release();
    await expect(page.getByText('Added to favorites', { exact: true })).toBeVisible();
    await expect(favoritesSection(page).getByRole('article')).toHaveCount(1);
    expect(posts).toBe(1);
  });

  test('favourites and picks fill whole rows of sideways cards with fixed 9:12 portraits', async ({ page }) => {
    await openDashboard(page);
    for (const section of [favoritesSection(page), picksSection(page)]) {
      const cards = section.getByRole('article');
      const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
      const rows = new Map<number, number>();
      for (const box of boxes) if (box) rows.set(Math.round(box.y), (rows.get(Math.round(box.y)) ?? 0) + 1);
      // Two across: 4 favourites make two full rows, 2 picks one; no card alone in a row.
      expect([...rows.values()].every((n) => n === 2)).toBe(true);
      for (const img of await section.getByRole('img', { name: /^Portrait of / }).all()) {
        const box = await img.boundingBox();
        expect(box && Math.abs(box.height - (box.width * 12) / 9)).toBeLessThanOrEqual(1);
      }
    }
  });

  test('the profile card keeps Edit Profile and Subscriptions & billing whole in the sidebar (1440 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    const card = page.getByRole('complementary', { name: 'Your account' }).locator('[data-slot="card"]').first();
    const cardBox = await card.boundingBox();
    for (const name of ['Edit Profile', 'Subscriptions & billing']) {
      const link = card.getByRole('link', { name });
      // A label wider than its button spills past the button's edge (the buttons do not wrap).
      expect(await link.evaluate((el) => el.scrollWidth - el.clientWidth), name).toBeLessThanOrEqual(0);
      const box = await link.boundingBox();
      expect(box && cardBox && box.x + box.width <= cardBox.x + cardBox.width).toBe(true);
    }
  });

  test("Notifications and Add to Calendar say 'Coming Soon'", async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Calendar' }).click();
    await expect(page.getByText('Calendar sync will be available soon. Stay tuned!', { exact: true })).toBeVisible();
  });

  test('has no serious accessibility violations (light and dark)', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openDashboard(page);
      await expect(stat(page, 'available')).toHaveText(/\d/);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
