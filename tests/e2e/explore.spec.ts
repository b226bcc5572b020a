import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { type ApiAvatar, apiJson, cardNames, cards, nextListAnswer } from './support/discovery.ts';
import { holdRoute } from './support/held-route.ts';
import { openPage } from './support/navigation.ts';

const GRID = 'Avatars';

test.describe('Explore Avatars', () => {
  test('the first cards come with the page, 8 skeletons while a list loads, the whole catalogue as the visitor scrolls', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/avatars\?/.test(request.url())) listRequests.push(request.url());
    });
    const held = await holdRoute(page, /\/api\/avatars\?/);
    await page.goto('/avatars');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Avatars' })).toBeVisible();
    // The server sent the first page with the page: its cards show while every list request is held.
    await expect(cards(page, GRID)).toHaveCount(24);
    expect(listRequests).toEqual([]);
    // A list the page did not bring shows 8 skeletons until it arrives.
    const categories = page.getByRole('group', { name: 'Category' });
    await categories.getByRole('button', { name: 'art', exact: true }).click();
    await expect(page.getByTestId('avatar-skeleton')).toHaveCount(8);
    held.release();
    await expect(page.getByTestId('avatar-skeleton')).toHaveCount(0);
    await categories.getByRole('button', { name: 'all' }).click();
    await expect(cards(page, GRID)).toHaveCount(24);
    // Scrolling to the end loads the next page without a click. Tests in the other worker
    // publish avatars meanwhile, and pages are read by offset: one published between two pages
    // shifts the second. Then the page is opened again and compared again.
    await expect(async () => {
      const all = await apiJson<ApiAvatar[]>(page, '/api/avatars?limit=50');
      expect(all.length).toBeGreaterThan(24);
      try {
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(cards(page, GRID)).toHaveCount(all.length);
        expect(await cardNames(page, GRID)).toEqual(all.map((a) => a.name));
      } catch (error) {
        await openPage(page, '/avatars');
        throw error;
      }
    }).toPass({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
  });

  test("category buttons: 'all' plus every category in the data, filtered by the server", async ({ page }) => {
    await openPage(page, '/avatars');
    const categories = await apiJson<string[]>(page, '/api/avatar-categories');
    const group = page.getByRole('group', { name: 'Category' });
    await expect(group.getByRole('button')).toHaveText(['all', ...categories], { ignoreCase: true });
    await expect(group.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');

    const artAnswer = nextListAnswer(page, { limit: '24', offset: '0', category: 'art' });
    await group.getByRole('button', { name: 'art', exact: true }).click();
    await expect(page).toHaveURL(/category=art/);
    const art = await artAnswer;
    await expect(cards(page, GRID)).toHaveCount(art.length);
    expect(await cardNames(page, GRID)).toEqual(art.map((a) => a.name));
    expect(art.every((a) => a.category === 'art')).toBe(true);

    await group.getByRole('button', { name: 'all' }).click();
    await expect(cards(page, GRID)).toHaveCount(24);
  });

  test('search over name or tagline, combined with the category, and both empty states', async ({ page }) => {
    await openPage(page, '/avatars');
    const search = page.getByRole('searchbox', { name: 'Search avatars by name or tagline' });
    await search.fill('GUIDE');
    const guides = await apiJson<ApiAvatar[]>(page, '/api/avatars?search=guide&limit=50');
    expect(guides.length).toBeGreaterThan(1);
    await expect(cards(page, GRID)).toHaveCount(guides.length);
    await expect(page).toHaveURL(/q=GUIDE/);

    // Search and category together.
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'travel', exact: true }).click();
    const travelGuides = await apiJson<ApiAvatar[]>(page, '/api/avatars?search=guide&category=travel&limit=50');
    expect(travelGuides.length).toBeLessThan(guides.length);
    await expect(cards(page, GRID)).toHaveCount(travelGuides.length);
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'all' }).click();

    await search.fill('zzqx no such companion');
    await expect(page.getByText('No avatars found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(cards(page, GRID)).toHaveCount(24);

    await page.goto('/avatars?category=underwater-basket-weaving');
    await expect(page.getByText('No avatars are available in this category')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all avatars' }).click();
    await expect(cards(page, GRID)).toHaveCount(24);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious accessibility violations in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, '/avatars');
      await expect(cards(page, GRID)).toHaveCount(24);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
