import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createCreator, createMember, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { AVATAR_BODY, admin, gotoPortal, openPortalSection } from './support/creator.ts';
import { holdRoute } from './support/held-route.ts';
import { openPage } from './support/navigation.ts';

/**
 * The money loop in a real browser, with the offline test provider: a member subscribes
 * with a test card and reads what it unlocks, cancels (the 24-hour rule), a declined card
 * says so; the creator's figures come from the ledger and a payout statement appears once
 * the jobs run at the next payout day (`npm run admin -- jobs run --at`, test mode only).
 */

const SECRET = 'The whole recipe: saffron, patience and a cold pan.';

/** A creator with a visible avatar (9.99 a month) and one premium general-area item. */
async function paidAvatar(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const creator = await createCreator(page.request);
  await signInViaApi(page, creator);
  const name = `Paid Muse ${Date.now().toString(36)}`;
  const avatar = await (await page.request.post('/api/creator/avatars', { data: { ...AVATAR_BODY, name } })).json();
  const item = await page.request.post('/api/creator/content', {
    data: {
      area: 'life',
      avatarId: avatar.id,
      title: 'Letter to subscribers',
      contentType: 'text',
      category: 'lifestyle',
      description: SECRET,
      premium: true,
      teaser: 'What I cook when nobody is watching.',
    },
  });
  expect(item.status()).toBe(201);
  return { page, context, avatarId: avatar.id as number, name };
}

async function subscribeViaApi(request: APIRequestContext, avatarId: number) {
  const started = await (await request.post(`/api/avatars/${avatarId}/checkout`, { data: { tier: 'premium' } })).json();
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
  const token = await (await request.post('/api/payments/test/cards', { data: card })).json();
  const session = String(started.url).split('/').pop();
  const paid = await request.post(`/api/payments/test/checkouts/${session}/pay`, { data: { token: token.token } });
  expect(paid.status(), await paid.text()).toBe(200);
}

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Exp. month').fill('12');
  await page.getByLabel('Exp. year').fill(String(new Date().getUTCFullYear() + 3));
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

async function startCheckout(page: Page, avatarId: number) {
  await openPage(page, `/avatar/${avatarId}`);
  await page.getByTestId('subscribe-control').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /Premium · \$9\.99\/month/ })).toBeChecked();
  await expect(dialog.getByText('Unlocks 1 subscriber-only item')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/\d+$/);
  await expect(page.getByText('Test mode — no real money moves', { exact: false })).toBeVisible();
  await expect(page.getByTestId('checkout-amount')).toContainText('$9.99');
}

test('a member subscribes with 4242, reads the premium item, cancels and sees when it ends', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const creator = await paidAvatar(browser);
  const member = await createMember(page.request);
  await signInViaApi(page, member);
  await openPage(page, `/avatar/${creator.avatarId}`);
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(
    page.getByRole('button', { name: 'Letter to subscribers: premium, Subscribe to unlock' }).first(),
  ).toBeVisible();
  await expect(page.getByText(SECRET)).toHaveCount(0);

  await startCheckout(page, creator.avatarId);
  await expectNoSeriousA11yViolations(page);
  // The toasts' code loads with the first toast: held, 'Subscription active' shows only once
  // the unlocked item's dialog is open, as on a slow connection.
  const toastCode = await holdRoute(page, /\/assets\/toast-viewport-[^/]*\.js$/);
  await payWith(page, '4242 4242 4242 4242');
  // Back on the profile, unlocked, without a reload.
  await expect(page).toHaveURL(new RegExp(`/avatar/${creator.avatarId}$`));
  await expect(page.getByTestId('subscription-status')).toHaveText(/^Renews on /);
  await page.getByRole('tab', { name: 'Content' }).click();
  await page
    .getByRole('region', { name: 'Recent Updates' })
    .getByRole('button', { name: /Letter to subscribers/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(SECRET).first()).toBeVisible();
  // Said once the payment entitles; now the newest layer, above the dialog. The pointer rests
  // on it, which holds its 5-second timer.
  toastCode.release();
  const toast = page.getByText('Subscription active', { exact: true });
  await expect(toast).toBeVisible();
  await toast.hover();
  // Escape closes the dialog the visitor is in, not the toast that arrived meanwhile.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(toast).toBeVisible();

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('at least 24 hours before', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText(/^Ends on /);
  await expect(page.getByRole('button', { name: 'Resubscribe' })).toBeVisible();

  // Subscriptions & billing, from the dashboard: the subscription, the masked card, the receipt.
  await openPage(page, '/welcome');
  await page.getByRole('link', { name: 'Subscriptions & billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions & billing' })).toBeVisible();
  await expect(page.getByTestId('billing-subscription')).toContainText(creator.name);
  await expect(page.getByTestId('billing-subscription').getByTestId('subscription-status')).toHaveText(/^Ends on /);
  await expect(page.getByTestId('payment-method')).toContainText('4242');
  await expect(page.getByTestId('receipt')).toContainText('$9.99');
  await expectNoSeriousA11yViolations(page);
  await creator.context.close();
});

test('a declined card says so on the checkout page and subscribes nothing; another card then pays', async ({
  page,
  browser,
}) => {
  const creator = await paidAvatar(browser);
  const member = await createMember(page.request);
  await signInViaApi(page, member);
  await startCheckout(page, creator.avatarId);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-error')).toHaveText(
    'Your card was declined. No money was taken; try another card.',
  );
  await expect(page).toHaveURL(/\/test-checkout\/\d+$/);
  const details = await (await page.request.get(`/api/avatars/${creator.avatarId}/subscription`)).json();
  expect(details.subscription).toBeNull();

  // The next card pays: the profile confirms it, and nothing of the decline is left on screen.
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/avatar/${creator.avatarId}$`));
  await expect(page.getByText('Subscription active', { exact: true })).toBeVisible();
  await expect(page.getByText(/declined|Payment failed/)).toHaveCount(0);
  await creator.context.close();
});

test('the creator sees This Month and Revenue move, and a payout statement after the payout day', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const creator = await paidAvatar(browser);
  const portal = creator.page;
  await gotoPortal(portal, '?section=settings');
  await portal.getByRole('tab', { name: 'Payments' }).click();
  await portal.getByRole('button', { name: 'Set up payouts' }).click();
  await portal.getByRole('radio', { name: /Test Bank ••••6789/ }).check();
  await portal.getByRole('button', { name: 'Connect account' }).click();
  await expect(portal.getByTestId('payout-destination')).toHaveText('Test Bank ••••6789');
  await expect(portal.getByTestId('stat-this-month').first()).toHaveText('$0.00');

  const member = await createMember(page.request);
  await signInViaApi(page, member);
  await subscribeViaApi(page.request, creator.avatarId);

  // 9.99 paid; 50 % service fee: 5.00 (rounded half up), the creator's 4.99.
  await gotoPortal(portal, '?section=analytics');
  await expect(portal.getByTestId('stat-this-month').first()).toHaveText('$4.99');
  const revenue = portal.getByTestId('stat-card').filter({ hasText: 'Revenue' });
  await expect(revenue).toContainText('$9.99');
  // Beside This Month (the creator's share), the card says whose money it counts.
  await expect(revenue).toContainText('Paid by subscribers, before the service fee');
  await expect(portal.getByText('Test mode — no real money moves', { exact: false }).first()).toBeVisible();

  const now = new Date();
  const payoutDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 1)).toISOString();
  expect(await admin(['jobs', 'run', 'pay-out-creators', '--at', payoutDay])).toMatch(/^pay-out-creators: done/);
  await gotoPortal(portal, '?section=settings');
  await portal.getByRole('tab', { name: 'Payments' }).click();
  const statement = portal.getByTestId('payout-statement').first();
  await expect(statement).toContainText('$9.99');
  await expect(statement).toContainText('$4.99');
  await expect(statement).toContainText('Paid');
  await expect(portal.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await openPortalSection(portal, 'Settings');
  await expectNoSeriousA11yViolations(portal);
  await creator.context.close();
});
