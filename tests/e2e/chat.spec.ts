import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectAiNoticeByTheInput, rememberedList } from './support/chat.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

/** Avatar 1 of the seed: Nova, whose persona lists these interests. */
const NOVA_INTERESTS = [
  'exoplanet spectra',
  'backyard telescopes',
  'science-fiction novels',
  'plotting data in Python',
  'terrible space puns',
];

async function openChat(page: Page, id = 1) {
  await openPage(page, `/avatar-chat/${id}`);
  await waitForRouteSettled(page);
}

const log = (page: Page) => page.getByRole('log');
const input = (page: Page) => page.getByRole('textbox', { name: /Message to/ });

test.describe('avatar chat page', () => {
  test('a guest chats with Nova, gets an in-character reply, and clears the history', async ({ page }) => {
    await openChat(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with Nova Adeyemi' })).toBeVisible();
    await expect(page).toHaveTitle('Chat with Nova Adeyemi | Not-Quite-Life');
    const aside = page.getByRole('complementary', { name: 'About Nova Adeyemi' });
    await expect(aside.getByText('Astrophysics grad with jokes at light speed')).toBeVisible();
    await expect(aside.getByRole('img', { name: 'Portrait of Nova Adeyemi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    // Signing in from here comes back here.
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Favatar-chat%2F1',
    );
    await expect(page.getByText('640 tokens left')).toBeVisible();
    await expectAiNoticeByTheInput(page, 'Nova Adeyemi');
    // The conversation opens with Nova's greeting, before the visitor types anything.
    await expect(log(page).locator('[data-role]')).toHaveCount(1);
    await expect(log(page).locator('[data-role="assistant"]')).toContainText('Oh good, company!');

    const send = page.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await input(page).fill('   ');
    await expect(send).toBeDisabled();
    await input(page).press('Enter');
    await expect(log(page).locator('[data-role]')).toHaveCount(1);

    await input(page).fill('Hi! My name is Sam. What do you like?');
    await input(page).press('Enter');
    await expect(input(page)).toHaveValue('');
    await expect(page.getByTestId('typing-indicator')).toBeVisible();
    await expect(log(page).locator('[data-role="user"]')).toHaveText(/Hi! My name is Sam\. What do you like\?/);
    await expect(page.getByText('600 tokens left')).toBeVisible();

    const assistant = log(page).locator('[data-role="assistant"]');
    await expect(assistant).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
    const text = (await assistant.last().textContent()) ?? '';
    expect(
      NOVA_INTERESTS.some((interest) => text.includes(interest)),
      text,
    ).toBe(true);
    expect(text).toContain('Sam');
    await expect(await rememberedList(page, 'Nova Adeyemi')).toContainText('Sam');

    // The conversation is stored: a reload shows it again.
    await page.reload();
    await expect(log(page).locator('[data-role]')).toHaveCount(3);
    // The meter counts the visitor's stored messages, so it survives the reload.
    await expect(page.getByText('600 tokens left')).toBeVisible();

    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // Clear asks first; Cancel (the first focus) keeps the conversation.
    await page.getByRole('button', { name: 'Clear chat history' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Clear your chat with Nova Adeyemi?' });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(log(page).locator('[data-role]')).toHaveCount(3);
    await page.getByRole('button', { name: 'Clear chat history' }).click();
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(log(page).locator('[data-role]')).toHaveCount(3);
    expect((await (await page.request.get('/api/chats/1')).json()).length).toBe(3);

    await page.getByRole('button', { name: 'Clear chat history' }).click();
    await ask.getByRole('button', { name: 'Clear chat' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page.getByText('Chat Cleared', { exact: true })).toBeVisible();
    await expect(page.getByText('Chat history has been cleared', { exact: true })).toBeVisible();
    // Cleared, the conversation opens again with the greeting alone.
    await expect(log(page).locator('[data-role]')).toHaveCount(1);
    await expect(log(page).locator('[data-role="assistant"]')).toContainText('Oh good, company!');
    await expect(page.getByText('640 tokens left')).toBeVisible();
    await expect(page.getByText('Nothing yet. Tell Nova Adeyemi your name or what you like.')).toBeVisible();
  });

  test('Shift+Enter makes a new line; the button sends, and the input is disabled while sending', async ({ page }) => {
    await openChat(page, 2);
    await input(page).fill('line one');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('line two');
    await expect(input(page)).toHaveValue('line one\nline two');
    await expect(log(page).locator('[data-role="user"]')).toHaveCount(0);

    // Hold the request so the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chats/2', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(input(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    release();
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toBeEnabled();
    await expect(log(page).locator('[data-role="user"]')).toHaveText(/line one\s+line two/);
  });

  test('a long unbroken message wraps inside its bubble; the page does not grow sideways', async ({ page }) => {
    await openChat(page, 3);
    await input(page).fill('a'.repeat(400));
    await input(page).press('Enter');
    const mine = log(page).locator('[data-role="user"]');
    await expect(mine).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    const [bubble, panel] = [await mine.boundingBox(), await log(page).boundingBox()];
    expect(bubble && panel && bubble.x + bubble.width <= panel.x + panel.width).toBe(true);
  });

  test("a failed send shows 'Message Failed' and keeps the text", async ({ page }) => {
    await openChat(page, 3);
    await page.route('**/api/chats/3', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await input(page).fill('Are you there?');
    await input(page).press('Enter');
    await expect(page.getByText('Message Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your message could not be sent', { exact: true })).toBeVisible();
    await expect(input(page)).toHaveValue('Are you there?');
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
    await expect(page.getByText('640 tokens left')).toBeVisible();
  });

  test('a rate-limited send shows the wait the server asks for', async ({ page }) => {
    await openChat(page, 3);
    await page.route('**/api/chats/3', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Too many requests. Please try again in 42 seconds.' }),
          })
        : route.continue(),
    );
    await input(page).fill('One more?');
    await input(page).press('Enter');
    await expect(page.getByText('Message Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Too many requests. Please try again in 42 seconds.', { exact: true })).toBeVisible();
  });

  test("a history that cannot load shows 'Could not load chat history' and an empty chat", async ({ page }) => {
    await page.route('**/api/chats/4', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    await openChat(page, 4);
    await expect(page.getByText('Could not load chat history', { exact: true })).toBeVisible();
    await expect(log(page).locator('[data-role]')).toHaveCount(0);
  });

  test('an unknown avatar shows the not-found view and the error toast', async ({ page }) => {
    await page.goto('/avatar-chat/99999');
    await expect(page.getByRole('heading', { level: 1, name: 'Avatar Not Found' })).toBeVisible();
    await expect(page.getByText("The avatar you're looking for doesn't exist or is unavailable.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expect(page.getByText('Could not load avatar information', { exact: true })).toBeVisible();
  });
});
