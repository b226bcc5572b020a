import { expect, type Page } from '@playwright/test';

export const messageInput = (page: Page) => page.getByRole('textbox', { name: /Message to/ });

/** The disclosure that the companion is an AI: visible, worded plainly, right by the message input. */
export async function expectAiNoticeByTheInput(page: Page, name: string) {
  const notice = page.getByRole('note').filter({ hasText: 'is an AI companion, not a real person' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(
    `${name} is an AI companion, not a real person. Replies are written by a computer program.`,
  );
  const [noteBox, inputBox] = await Promise.all([notice.boundingBox(), messageInput(page).boundingBox()]);
  expect(noteBox && inputBox && Math.abs(noteBox.y - (inputBox.y + inputBox.height))).toBeLessThan(60);
  return notice;
}

/**
 * The list of what the companion remembers. The memory panel's body loads as the panel
 * comes near the viewport (below the chat), so the visitor scrolls to it first.
 */
export async function rememberedList(page: Page, name: string | RegExp = /remembers$/) {
  const title = typeof name === 'string' ? `What ${name} remembers` : name;
  await page.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
  return page.getByRole('list', { name: title });
}
