import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

test.describe('public pages', () => {
  test('/nqw: premium palette, the four features, Return Home, Join Waitlist and the 18+ note', async ({ page }) => {
    await openPage(page, '/nqw');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'premium');
    await expect(page.getByTestId('brand-title')).toHaveText('Not-Quite-Wife');
    const features = page.getByRole('list', { name: "What's coming" }).getByRole('heading', { level: 2 });
    await expect(features).toHaveText([
      'Uncensored Conversations',
      'Explicit Content',
      'Personalized Experiences',
      'Private Sessions',
    ]);
    await expect(page.getByText('You must be 18+ to access this content when available.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('link', { name: 'Join Waitlist' }).click();
    await expect(page).toHaveURL(/\/nqw-waitlist$/);
    await waitForRouteSettled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Not-Quite-Wife Waitlist');
  });

  test('/nqw-waitlist: title, coming-soon message, email form, free experience and support address', async ({
    page,
  }) => {
    await openPage(page, '/nqw-waitlist');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'premium');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Not-Quite-Wife Waitlist');
    await expect(page.getByText('Not-Quite-Wife is coming soon.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Enjoy the free experience' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'support@notquitelife.example' })).toHaveAttribute(
      'href',
      'mailto:support@notquitelife.example',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('/contact: form, creator portfolio invitation and support address', async ({ page }) => {
    await openPage(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Message')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Are you a creator?' })).toBeVisible();
    await expect(page.getByText('Include links to your portfolio', { exact: false })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'support@notquitelife.example' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/terms: 12 numbered sections, last updated May 17, 2025, covering the terms of spec §1', async ({ page }) => {
    await openPage(page, '/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByText('Last updated May 17, 2025', { exact: true })).toBeVisible();
    const sections = page.getByTestId('legal-sections').locator(':scope > section');
    await expect(sections).toHaveCount(12);
    const headings = await sections.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.map((h) => h.match(/^(\d+)\. /)?.[1])).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}`));
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(12);

    const text = (id: string) => page.locator(`section#${id}`);
    await expect(text('eligibility')).toContainText('at least 18 years old');
    await expect(text('creator-accounts')).toContainText('creator account');
    await expect(text('subscriptions')).toContainText(
      'renew automatically at the end of each period unless you cancel at least 24 hours before the current period ends',
    );
    await expect(text('payments')).toContainText('We retain a service fee from each transaction');
    await expect(text('payments')).toContainText('Creators set the price of their subscriptions within the parameters');
    await expect(text('liability')).toContainText('limited to the amount you paid us in the 12 months');
    await expect(text('termination')).toContainText(
      'remove or refuse any content, and suspend or terminate any account',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('/privacy: 9 sections with data collected, uses, disclosures, rights and the 18+ restriction', async ({
    page,
  }) => {
    await openPage(page, '/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('Last updated May 17, 2025', { exact: true })).toBeVisible();
    const sections = page.getByTestId('legal-sections').locator(':scope > section');
    await expect(sections).toHaveCount(9);
    for (const heading of [
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. How We Share and Disclose Information',
      '6. Your Rights and Choices',
      '7. Age Restriction: 18+ Only',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator('section#data-we-collect')).toContainText('argon2id hash');
    await expect(page.locator('section#disclosures')).toContainText('We do not sell your personal information');
    await expectNoSeriousA11yViolations(page);
  });

  test('/become-creator: hero links, three tabs with the spec figures, closing call to action', async ({ page }) => {
    await openPage(page, '/become-creator');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup?tab=creator');
    await expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?tab=creator');

    const features = page.getByRole('tabpanel', { name: 'Features' }).getByRole('heading', { level: 3 });
    await expect(features).toHaveText([
      'Multiple Income Streams',
      'Creator Dashboard',
      'Content Protection',
      'Dedicated Support',
      'Seamless Upload Tools',
      'Referral Program',
    ]);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Earnings' }).click();
    const earnings = page.getByRole('tabpanel', { name: 'Earnings' });
    await expect(earnings.getByText('Our creators')).toBeVisible();
    await expect(earnings.getByText('50%', { exact: true })).toBeVisible();
    await expect(earnings.getByText('30-40%', { exact: true })).toBeVisible();
    for (const amount of ['$800', '$2,400', '$8,500+']) await expect(earnings).toContainText(amount);
    await expect(earnings).toContainText('Average in your first 3 months');
    await expect(earnings).toContainText('Top 10% of creators');
    await expect(earnings.getByText('Weekly payouts')).toBeVisible();
    await expect(earnings.getByText('1,000+ creators')).toBeVisible();

    await page.getByRole('tab', { name: 'Easy Migration' }).click();
    const migration = page.getByRole('tabpanel', { name: 'Easy Migration' });
    await expect(migration.getByRole('heading', { name: 'Bulk Import' })).toBeVisible();
    await expect(migration.getByRole('heading', { name: 'Migration Support' })).toBeVisible();
    await expect(migration.getByRole('figure')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    const cta = page.getByRole('region', { name: 'Ready to start creating?' });
    await expect(cta.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup');
    await expect(cta.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(cta.getByRole('link', { name: 'creators@notquitelife.example' })).toHaveAttribute(
      'href',
      'mailto:creators@notquitelife.example',
    );

    await main.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/signup\?tab=creator$/);
  });
});
