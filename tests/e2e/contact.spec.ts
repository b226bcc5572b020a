import { expect, type Page, test } from '@playwright/test';
import { holdRoute } from './support/held-route.ts';
import { openPage } from './support/navigation.ts';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const GENERAL = "Thank you for your message. We'll get back to you shortly.";
const PORTFOLIO = "We've received your portfolio and will review it soon.";

async function fillContact(page: Page, email: string, message: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test.describe('contact', () => {
  test('field errors use the spec messages and nothing is sent', async ({ page }) => {
    await openPage(page, '/contact');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posted = true;
    });
    await fillContact(page, 'nope', 'Too short');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test("success without a portfolio, 'Sending...' while busy, then 'Send Another Message'", async ({ page }) => {
    await openPage(page, '/contact');
    const held = await holdRoute(page, '**/api/contact');
    await fillContact(page, 'reader@example.com', 'Hello! How do companions remember things?');
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByLabel('Message')).toBeDisabled();
    held.release();

    const success = page.getByTestId('contact-success');
    await expect(success.getByRole('heading', { name: 'Message sent!' })).toBeFocused();
    await expect(success.getByText(GENERAL)).toBeVisible();
    await expect(toasts(page).getByText('Message sent!', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(GENERAL, { exact: true })).toBeVisible();

    await success.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a message with a portfolio link gets the portfolio text', async ({ page }) => {
    await openPage(page, '/contact');
    await fillContact(page, 'artist@example.com', 'I would love to create here: behance.net/artist-portfolio');
    await expect(page.getByTestId('contact-success').getByText(PORTFOLIO)).toBeVisible();
    await expect(toasts(page).getByText(PORTFOLIO, { exact: true })).toBeVisible();
  });

  test('server and network failures keep the form and show the spec toasts', async ({ page }) => {
    await openPage(page, '/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests. Please try again in 30 seconds.' }),
      }),
    );
    await fillContact(page, 'busy@example.com', 'This one will be rate limited.');
    await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText('Too many requests. Please try again in 30 seconds.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('This one will be rate limited.');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).getByText('Failed to send message. Please try again.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('contact-success')).toHaveCount(0);
  });

  test('server-side field issues land on the field', async ({ page }) => {
    await openPage(page, '/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Message must be at least 10 characters long',
          issues: [{ path: 'message', message: 'Message must be at least 10 characters long' }],
        }),
      }),
    );
    await fillContact(page, 'someone@example.com', 'Long enough on this side');
    await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(toasts(page).getByText('Message must be at least 10 characters long', { exact: true })).toBeVisible();
  });
});
