import { expect, type Page, test } from '@playwright/test';
import { createMember, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectAiNoticeByTheInput } from './support/chat.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

/** Where the composer is on the first screen, before anything scrolled. */
async function composerBox(page: Page) {
  const input = page.getByRole('textbox', { name: /Message to/ });
  const send = page.getByRole('button', { name: 'Send message' });
  const [inputBox, sendBox] = [await input.boundingBox(), await send.boundingBox()];
  if (!inputBox || !sendBox) throw new Error('the composer is not rendered');
  return { inputBox, sendBox, viewport: page.viewportSize(), scrollY: await page.evaluate(() => window.scrollY) };
}

/**
 * How far apart, in pixels, the middles of the chat toolbar's controls (token meter, Sign In,
 * its buttons) are from top to bottom: less than a control's height when they share a line.
 */
async function toolbarSpread(page: Page) {
  const meter = page.getByRole('region', { name: /^Chat with / }).getByRole('progressbar', { name: 'Tokens used' });
  return meter.evaluate((bar) => {
    const toolbar = bar.closest('[data-testid="token-meter"]')?.parentElement;
    const controls = [bar, ...(toolbar?.querySelectorAll('a, button') ?? [])].filter((el) => el.checkVisibility());
    const middles = controls.map((el) => {
      const box = el.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    return Math.max(...middles) - Math.min(...middles);
  });
}

test.describe('avatar chat page on a phone', () => {
  test('the toolbar takes one line for a guest and for a member: Export, Import and Clear are one menu', async ({
    page,
  }) => {
    await openPage(page, '/avatar-chat/2');
    await waitForRouteSettled(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await toolbarSpread(page)).toBeLessThan(16);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Chat actions' }).tap();
    const menu = page.getByRole('menu');
    for (const item of ['Export as JSONL (SillyTavern)', 'Export as Markdown', 'Import chat', 'Clear chat history']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Clear chat history' }).tap();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: /^Clear your chat with / })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await expect(confirm).toHaveCount(0);

    await signInViaApi(page, await createMember(page.request));
    await openPage(page, '/avatar-chat/2');
    await waitForRouteSettled(page);
    await expect(page.getByRole('button', { name: 'Chat actions' })).toBeVisible();
    expect(await toolbarSpread(page)).toBeLessThan(16);
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${size.width} × ${size.height} the composer is on the first screen and a message is typed without scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openPage(page, '/avatar-chat/1');
      await waitForRouteSettled(page);
      // The side card is folded into a compact header: portrait, title and tagline in one line.
      await expect(page.getByRole('heading', { level: 1, name: 'Chat with Nova Adeyemi' })).toBeVisible();
      await expect(page.getByText('Astrophysics grad with jokes at light speed').first()).toBeInViewport();

      const before = await composerBox(page);
      expect(before.scrollY).toBe(0);
      expect(before.inputBox.y).toBeGreaterThan(0);
      expect(before.inputBox.y + before.inputBox.height).toBeLessThanOrEqual(size.height);
      expect(before.sendBox.y + before.sendBox.height).toBeLessThanOrEqual(size.height);
      // Room for the conversation itself above it.
      expect((await page.getByTestId('chat-scroller').boundingBox())?.height ?? 0).toBeGreaterThan(200);

      // Type straight away: tapping the box and typing scrolls nothing.
      await page.getByRole('textbox', { name: /Message to/ }).tap();
      await page.keyboard.type('Hello Nova, what are you observing tonight?');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole('button', { name: 'Send message' }).tap();
      await expect(page.getByRole('log').locator('[data-role="user"]')).toHaveCount(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The greeting, then the reply.
      await expect(page.getByRole('log').locator('[data-role="assistant"]')).toHaveCount(2, { timeout: 15_000 });
      // The composer stays on the first screen as the conversation grows.
      const after = await composerBox(page);
      expect(after.inputBox.y + after.inputBox.height).toBeLessThanOrEqual(size.height);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('shows percent left, sends with the button, and keeps the card and memory below the chat', async ({ page }) => {
    await openPage(page, '/avatar-chat/5');
    await waitForRouteSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with June Hayes' })).toBeVisible();
    await expect(page.getByText('80% left')).toBeVisible();
    await expect(page.getByText('640 tokens left')).toBeHidden();
    // On a phone the notice fits the screen's width, by the input like on a desktop.
    const notice = await (await expectAiNoticeByTheInput(page, 'June Hayes')).boundingBox();
    expect(notice && notice.x >= 0 && notice.x + notice.width <= 360).toBe(true);

    const input = page.getByRole('textbox', { name: /Message to/ });
    await input.fill('Hello June, how are you?');
    await page.getByRole('button', { name: 'Send message' }).tap();
    await expect(page.getByText('75% left')).toBeVisible();
    await expect(page.getByRole('log').locator('[data-role="assistant"]')).toHaveCount(2, { timeout: 15_000 });

    const chat = await page.getByRole('region', { name: 'Chat with June Hayes' }).boundingBox();
    const about = await page.getByRole('complementary', { name: 'About June Hayes' }).boundingBox();
    expect(chat && about && about.y >= chat.y + chat.height).toBe(true);
  });
});
