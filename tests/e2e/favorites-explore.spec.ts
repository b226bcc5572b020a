import { expect, test } from '@playwright/test';
import { createMember, signInViaApi } from './support/accounts.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

test('a member favourites a card on Explore and finds it under Your Favorites on /welcome', async ({ page }) => {
  const member = await createMember(page.request);
  await signInViaApi(page, member);
  await openPage(page, '/avatars');
  await waitForRouteSettled(page);

  const card = page.getByRole('list', { name: 'Avatars' }).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: `Add ${name} to favorites` }).click();
  await expect(page.getByText('Avatar has been added to your favorites', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Persisted: a reload keeps the heart filled, and the dashboard lists the avatar.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Avatars' }).getByRole('button', { name: `Remove ${name} from favorites` }),
  ).toBeVisible();
  await openPage(page, '/welcome');
  const favorites = page.getByRole('list', { name: 'Your favorite companions' });
  await expect(favorites.getByRole('heading', { name })).toBeVisible();
});
