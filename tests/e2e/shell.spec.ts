import { expect, test } from '@playwright/test';
import { createCreator, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

const PUBLIC_ROUTES = [
  '/',
  '/avatars',
  '/avatar/1',
  '/avatar-chat/1',
  '/nqw',
  '/nqw-waitlist',
  '/contact',
  '/login',
  '/signup',
  '/terms',
  '/privacy',
  '/become-creator',
  '/forgot-password',
];

test.describe('application shell', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} renders a heading inside the shared layout`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
    });
  }

  test('a guest page starts knowing nobody is signed in: no /api/auth/user round trip', async ({ page }) => {
    const authCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/user')) authCalls.push(request.url());
    });
    await openPage(page, '/');
    await openPage(page, '/terms');
    expect(authCalls).toEqual([]);
  });

  test('the header title follows the path', async ({ page }) => {
    const title = page.getByTestId('brand-title');
    await page.goto('/contact');
    await expect(title).toHaveText('Not-Quite-Life');
    await page.goto('/nqw');
    await expect(title).toHaveText('Not-Quite-Wife');
    await page.goto('/nqw-waitlist');
    await expect(title).toHaveText('Not-Quite-Wife');
    // A guest is sent on to the Creator login (issue 7), so the portal is seen as a creator.
    await signInViaApi(page, await createCreator(page.request));
    await page.goto('/creator-portal');
    await expect(page).toHaveURL(/\/creator-portal$/);
    await expect(title).toHaveText('UP Studio');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'creator');
  });

  test('desktop navigation for a guest: LIFE, UP to become-creator, NQW, Login and Sign Up', async ({ page }) => {
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'LIFE' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'UP' })).toHaveAttribute('href', '/become-creator');
    await expect(nav.getByRole('link', { name: /NQW/ })).toHaveAttribute('href', '/nqw');
    // Signing in from a page comes back to it.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Fcontact');
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?redirect=%2Fcontact');
    // From the guest-only home page there is nothing to come back to (signed in, it is /welcome).
    await page.goto('/');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('footer: brand, tagline, links, current year, demo notice and contact', async ({ page }) => {
    await page.goto('/terms');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('AI Companions for conversations')).toBeVisible();
    for (const name of ['Home', 'Contact', 'Privacy', 'Terms']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('All figures shown are fictional');
    await expect(footer.getByRole('link', { name: 'support@notquitelife.example' })).toHaveAttribute(
      'href',
      'mailto:support@notquitelife.example',
    );
  });

  test("every page change shows 'Loading page...' briefly", async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByText('Loading page...')).toBeVisible();
    await waitForRouteSettled(page);
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('unknown paths show the not-found screen with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('paths with a dot get the same not-found screen and a 404 status, not a bare file answer', async ({ page }) => {
    for (const path of ['/terms.html', '/avatar/1.5', '/avatar-chat/2.0', '/.vite/manifest.json']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['content-type'], path).toMatch(/text\/html/);
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }), path).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    // Real files still answer as files.
    expect((await page.request.get('/robots.txt')).status()).toBe(200);
  });

  test('text is set in Inter from our Latin cut; another script fetches its own face only when shown', async ({
    page,
  }) => {
    await openPage(page, '/');
    const fontsFetched = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.woff2'));
      });
    // One file for an English page: the 400-900 cut (scripts/fonts/subset-inter.sh), in use.
    expect(await fontsFetched()).toEqual([expect.stringMatching(/\/inter-latin-wght-400-900-[\w-]+\.woff2$/)]);
    // Preloaded by the page itself (index.html), so the first layout has it: the same file.
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
        (l) => new URL(l.href).pathname,
      ),
    );
    expect(preloaded).toEqual(await fontsFetched());
    const loaded = await page.evaluate(
      () => [...document.fonts].filter((face) => face.family === 'Inter Variable' && face.status === 'loaded').length,
    );
    expect(loaded).toBe(1);
    expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"', 'Hello'))).toBe(true);

    await page.evaluate(() => {
      const greek = document.createElement('p');
      greek.textContent = 'Καλημέρα';
      document.querySelector('main')?.append(greek);
    });
    await expect.poll(fontsFetched).toHaveLength(2);
    expect((await fontsFetched())[1]).toMatch(/\/inter-greek-wght-normal-[\w-]+\.woff2$/);
  });

  test('the theme toggle switches to dark and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('shell pages have no serious accessibility violations (light and dark)', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/no/such/page', '/creator-portal']) {
        await openPage(page, path);
        await expectNoSeriousA11yViolations(page);
      }
    }
  });

  test('the accessibility check fails on a page that has a serious violation', async ({ page }) => {
    await openPage(page, '/terms');
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Barely there';
      faint.style.cssText = 'color:#f4f4f4;background:#fff';
      document.querySelector('main')?.append(faint);
      const icon = document.createElement('button');
      icon.innerHTML = '<svg width="16" height="16" aria-hidden="true"></svg>';
      document.querySelector('main')?.append(icon);
    });
    const failure = await expectNoSeriousA11yViolations(page).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(failure).toContain('color-contrast (serious)');
    expect(failure).toContain('button-name (critical)');
  });
});
