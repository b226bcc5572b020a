import { expect, test } from '@playwright/test';
import { expectAiNoticeByTheInput } from './support/chat.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

test.describe('avatar chat page on a 360 px phone', () => {
  test('fits the screen, shows percent left, and sends with the button', async ({ page }) => {
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
    await expect(page.getByRole('log').locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 15_000 });

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const scroller = page.getByTestId('chat-scroller');
    expect((await scroller.boundingBox())?.height).toBe(500);
  });
});
