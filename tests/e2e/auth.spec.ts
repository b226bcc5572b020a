import { expect, type Page, test } from '@playwright/test';
import { createCreator, createMember, signInThroughUi, signInViaApi, uniqueAccount } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { holdRoute } from './support/held-route.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

async function fillSignup(
  page: Page,
  values: { username: string; email: string; password: string; confirm?: string; terms?: boolean },
) {
  await field(page, 'Username').fill(values.username);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Password').fill(values.password);
  await field(page, 'Confirm Password').fill(values.confirm ?? values.password);
  if (values.terms ?? true) await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

test.describe('sign up', () => {
  test('a member signs up, is sent to /login with the spec toast, then logs in to /welcome', async ({ page }) => {
    const account = uniqueAccount('member');
    await openPage(page, '/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
    await expect(page.getByRole('tab', { name: 'Member' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await fillSignup(page, account);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Account created successfully!', { exact: true })).toBeVisible();
    await expect(page.getByText('You can now log in to your member account', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await waitForRouteSettled(page);

    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
    await expect(page.getByText('Welcome back', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(account.username);
  });

  test('?tab=creator hides the Member tab; a creator signs up and lands in the creator portal', async ({ page }) => {
    const account = uniqueAccount('creator');
    await openPage(page, '/signup?tab=creator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Creator Account');
    await expect(page.getByRole('tab', { name: 'Member' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Creator' })).toHaveAttribute('aria-selected', 'true');
    await fillSignup(page, account);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('You can now log in to your creator account', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?tab=creator$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creator Login');
    await signInThroughUi(page, account);
    await expect(page).toHaveURL(/\/creator-portal$/);
  });

  test('shows every spec validation message under its field', async ({ page }) => {
    await openPage(page, '/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(field(page, 'Username')).toHaveAccessibleDescription('Username must be at least 2 characters');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'You must accept the terms and conditions',
    );

    const account = uniqueAccount();
    await fillSignup(page, { ...account, confirm: `${account.password}-typo` });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(field(page, 'Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the terms checkbox ticks when clicked right after typing a mismatching confirmation', async ({ page }) => {
    const account = uniqueAccount();
    await openPage(page, '/signup');
    await fillSignup(page, { ...account, confirm: `${account.password}-typo`, terms: false });
    // Focus is still in Confirm Password: this click is what takes it away. A message that
    // appeared on blur would push the checkbox down between press and release.
    const terms = page.getByRole('checkbox', { name: /I agree to the/ });
    const box = await terms.boundingBox();
    await terms.click();
    await expect(terms).toBeChecked();
    expect(await terms.boundingBox()).toEqual(box);
    // The mismatch is told on submit, then follows each change.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(field(page, 'Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    await field(page, 'Confirm Password').fill(account.password);
    await expect(field(page, 'Confirm Password')).not.toHaveAccessibleDescription("Passwords don't match");
    await expect(terms).toBeChecked();
  });

  test('a taken email gets the same success as a new one (the form reveals no account)', async ({ page, request }) => {
    const existing = await createMember(request);
    await openPage(page, '/signup');
    await fillSignup(page, { ...uniqueAccount(), email: existing.email.toUpperCase() });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully!', { exact: true })).toBeVisible();
    await expect(page.getByText('You can now log in to your member account', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a taken username gets the server message in a toast and under the field', async ({ page, request }) => {
    const existing = await createMember(request);
    await openPage(page, '/signup');
    await fillSignup(page, { ...uniqueAccount(), username: existing.username.toUpperCase() });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Registration failed', { exact: true })).toBeVisible();
    await expect(toast(page)).toContainText('This username is already taken');
    await expect(field(page, 'Username')).toHaveAccessibleDescription('This username is already taken');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a username mixing alphabets is refused under the field', async ({ page }) => {
    await openPage(page, '/signup');
    // A Cyrillic 'а' among Latin letters.
    await fillSignup(page, { ...uniqueAccount(), username: 'p\u0430ypal_fan' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(field(page, 'Username')).toHaveAccessibleDescription(
      'Username must not mix letters from different alphabets',
    );
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('log in', () => {
  test('validates, refuses a wrong password with the server message, and says Logging in', async ({
    page,
    request,
  }) => {
    const account = await createMember(request);
    await openPage(page, '/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login to Your Account');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Password must be at least 6 characters');

    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill('wrong-password');
    // Hold the answer so the submitting state is observable.
    const held = await holdRoute(page, '**/api/auth/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('button', { name: 'Logging in' })).toBeDisabled();
    await expect(field(page, 'Email')).toBeDisabled();
    held.release();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(toast(page)).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a member on the Creator tab is told where to log in', async ({ page, request }) => {
    const account = await createMember(request);
    await openPage(page, '/login');
    await page.getByRole('tab', { name: 'Creator' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creator Login');
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toast(page)).toContainText('This is a member account. Please log in on the Member tab.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('?tab=creator preselects Creator and hides Member; links go to the right places', async ({ page }) => {
    await openPage(page, '/login?tab=creator');
    await expect(page.getByRole('tab', { name: 'Member' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creator Login');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
      'href',
      '/signup?tab=creator',
    );
  });

  test('remember me keeps the cookie for 30 days; otherwise it lasts the browser session', async ({
    page,
    request,
  }) => {
    const account = await createMember(request);
    await signInThroughUi(page, account);
    const session = (await page.context().cookies()).find((c) => c.name === 'sid');
    expect(session?.expires).toBe(-1);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await page.context().clearCookies();
    await signInThroughUi(page, account, { rememberMe: true });
    const remembered = (await page.context().cookies()).find((c) => c.name === 'sid');
    const days = ((remembered?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('Google and Apple are shown disabled and explain why when clicked', async ({ page }) => {
    await openPage(page, '/login');
    const google = page.getByRole('button', { name: /^Google/ });
    await expect(google).toHaveAttribute('aria-disabled', 'true');
    // Focus (keyboard users) explains it…
    await google.focus();
    await expect(page.getByRole('tooltip')).toContainText('Sign-in with Google is not available yet');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // …and so does a click. aria-disabled is not `disabled`, so the click must be forced in Playwright.
    const apple = page.getByRole('button', { name: /^Apple/ });
    await apple.click({ force: true });
    await expect(page.getByRole('tooltip')).toContainText('Sign-in with Apple is not available yet');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('guards and header', () => {
  test('a signed-out visitor is sent to /login and brought back after signing in', async ({ page, request }) => {
    const account = await createMember(request);
    for (const path of ['/welcome', '/profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
    }
    await waitForRouteSettled(page);
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile');
  });

  test('a signed-in member is sent from / to /welcome; the header shows My Profile and Logout', async ({
    page,
    request,
  }) => {
    const account = await createMember(request);
    await signInViaApi(page, account);
    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/welcome');
    await expect(banner.getByRole('link', { name: 'UP', exact: true })).toHaveAttribute('href', '/creator-portal');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await waitForRouteSettled(page);
    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('You have been logged out', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'UP', exact: true })).toHaveAttribute('href', '/become-creator');
    // The session is gone on the server too.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('a creator logs in on the Creator tab and goes to the creator portal', async ({ page, request }) => {
    const creator = await createCreator(request);
    await signInThroughUi(page, creator);
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
  });
});

test('login and signup have no serious accessibility violations (light and dark)', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/login', '/signup?tab=creator']) {
      await openPage(page, path);
      await expectNoSeriousA11yViolations(page);
    }
  }
});
