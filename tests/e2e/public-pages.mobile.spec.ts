import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openPage } from './support/navigation.ts';

const PAGES = ['/nqw', '/nqw-waitlist', '/contact', '/terms', '/privacy', '/become-creator'];

test.describe('public pages on a 360 px phone', () => {
  for (const path of PAGES) {
    test(`${path} fits the screen and passes axe`, async ({ page }) => {
      await openPage(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the waitlist and contact forms work on a phone', async ({ page }) => {
    await openPage(page, '/nqw-waitlist');
    await page.getByLabel('Email address').fill(`phone-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Join Waitlist' }).tap();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();

    await openPage(page, '/contact');
    await page.getByLabel('Email').fill('phone@example.com');
    await page.getByLabel('Message').fill('Sent from a small screen.');
    await page.getByRole('button', { name: 'Send Message' }).tap();
    await expect(page.getByTestId('contact-success').getByRole('heading', { name: 'Message sent!' })).toBeVisible();
  });

  test('the become-creator tabs switch by touch', async ({ page }) => {
    await openPage(page, '/become-creator');
    await page.getByRole('tab', { name: 'Earnings' }).tap();
    await expect(page.getByRole('tabpanel', { name: 'Earnings' }).getByText('$8,500+')).toBeVisible();
    await page.getByRole('tab', { name: 'Easy Migration' }).tap();
    await expect(page.getByRole('tabpanel', { name: 'Easy Migration' }).getByRole('figure')).toHaveCount(2);
  });
});
