import { expect, type Page, test } from '@playwright/test';
import { createCreator, emailedLinkFrom, latestMailTo, signInViaApi, uniqueAccount } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { gotoPortal } from './support/creator.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('a creator changes their email', () => {
  test('current password, a link to the new address, the old address told, other devices signed out', async ({
    page,
    browser,
  }) => {
    const creator = await createCreator(page.request);
    await signInViaApi(page, creator);
    // A second device (or a stolen session) signed in before the change.
    const otherDevice = await browser.newContext();
    await signInViaApi(await otherDevice.newPage(), creator);

    await gotoPortal(page, '?section=settings');
    const newEmail = uniqueAccount('creator').email;
    await field(page, 'Email').fill(newEmail);
    // The password field appears only for a new email.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(field(page, 'Current password')).toHaveAccessibleDescription(
      /Enter your current password to change your email/,
    );
    await field(page, 'Current password').fill('not-the-password');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(field(page, 'Current password')).toHaveAccessibleDescription(/Current password is incorrect/);

    const started = new Date();
    await field(page, 'Current password').fill(creator.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const pending = page.getByRole('status').filter({ hasText: 'Check your inbox' });
    await expect(pending).toBeVisible();
    await expect(pending).toContainText(newEmail);
    // Not changed yet: the field shows the current address, the password field is gone.
    await expect(field(page, 'Email')).toHaveValue(creator.email);
    await expect(field(page, 'Current password')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The link is opened on a device that is not signed in.
    const mail = await latestMailTo(newEmail, { after: started });
    expect(mail.subject).toMatch(/^Confirm your new .+ email address$/);
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(emailedLinkFrom(mail, '/confirm-email'));
    await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Confirm your new email address');
    await expect(phonePage).toHaveURL(/\/confirm-email$/);
    await expectNoSeriousA11yViolations(phonePage);
    await phonePage.getByRole('button', { name: 'Confirm new email address' }).click();
    await expect(phonePage.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
    await phone.close();

    const notice = await latestMailTo(creator.email, { after: started });
    expect(notice.text).toContain(newEmail);

    // This session asked for the change and stays; the other device is signed out.
    expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(401);
    await otherDevice.close();
    await page.reload();
    await expect(field(page, 'Email')).toHaveValue(newEmail);
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toHaveCount(0);
  });

  test('an invalid or used link says so', async ({ page }) => {
    await page.goto('/confirm-email#token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This confirmation link is invalid or has expired. Please change your email again in Settings.',
    );
    await page.goto('/confirm-email');
    await expect(page.getByRole('alert')).toHaveText(
      'This confirmation link is invalid or has expired. Please change your email again in Settings.',
    );
    await expect(page.getByRole('button', { name: 'Confirm new email address' })).toHaveCount(0);
  });
});
