import { expect, test } from '@playwright/test';
import { createCreator, createMember, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { AVATAR_BODY } from './support/creator.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { openPage } from './support/navigation.ts';

test('subscribing works on a 360 px phone: profile control, checkout and billing fit the screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const studio = await browser.newContext();
  const creatorPage = await studio.newPage();
  const creator = await createCreator(creatorPage.request);
  await signInViaApi(creatorPage, creator);
  const avatar = await (
    await creatorPage.request.post('/api/creator/avatars', {
      data: { ...AVATAR_BODY, name: 'Pocket Muse', vipMonthlyPrice: 1999 },
    })
  ).json();
  await studio.close();

  const member = await createMember(page.request);
  await signInViaApi(page, member);
  await openPage(page, `/avatar/${avatar.id}`);
  await expect(page.getByTestId('subscribe-control')).toContainText('$19.99/month');
  await expectNoHorizontalOverflow(page, 'profile');
  await page.getByTestId('subscribe-control').getByRole('button', { name: 'Subscribe' }).click();
  await page
    .getByRole('dialog')
    .getByRole('radio', { name: /VIP · \$19\.99\/month/ })
    .check();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/\d+$/);
  await expectNoHorizontalOverflow(page, 'checkout');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Exp. month').fill('12');
  await page.getByLabel('Exp. year').fill(String(new Date().getUTCFullYear() + 2));
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$19\.99/ }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText(/^Renews on /);
  await expectNoHorizontalOverflow(page, 'profile, subscribed');

  await openPage(page, '/billing');
  await expect(page.getByTestId('receipt')).toContainText('$19.99');
  await expectNoHorizontalOverflow(page, 'billing');
  // The receipt's amount and status are on the screen, not off it in the scrolled table.
  for (const text of ['$19.99', 'Paid']) {
    await expect(page.getByTestId('receipt').getByText(text, { exact: true })).toBeInViewport({ ratio: 1 });
  }
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousA11yViolations(page);
  }
});
