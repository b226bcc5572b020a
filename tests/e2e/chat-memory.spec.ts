import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { SILLYTAVERN_META, sillyTavernLine } from '../../src/server/test/chat-transfer-fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { rememberedList } from './support/chat.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

async function chatOnce(page: Page, id: number, message: string) {
  await openPage(page, `/avatar-chat/${id}`);
  await waitForRouteSettled(page);
  const before = await page.getByRole('log').locator('[data-role="assistant"]').count();
  await page.getByRole('textbox', { name: /Message to/ }).fill(message);
  await page.getByRole('textbox', { name: /Message to/ }).press('Enter');
  await expect(page.getByRole('log').locator('[data-role="assistant"]')).toHaveCount(before + 1, { timeout: 15_000 });
}

test.describe('memory panel and chat export (issue 15)', () => {
  test('a visitor corrects what the companion remembers, and it stays corrected', async ({ page }) => {
    await chatOnce(page, 2, 'Hi! My name is Sam.');
    const memory = await rememberedList(page);
    await expect(memory.getByText('Sam', { exact: true })).toBeVisible();

    await memory.getByRole('button', { name: 'Edit "Sam"' }).click();
    const field = memory.getByLabel('Your name');
    await field.fill('');
    await memory.getByRole('button', { name: 'Save' }).click();
    await expect(memory.getByRole('alert')).toHaveText('Memory cannot be empty');
    await expectNoSeriousA11yViolations(page);

    await field.fill('Samira');
    await memory.getByRole('button', { name: 'Save' }).click();
    await expect(memory.getByText('Samira', { exact: true })).toBeVisible();
    await page.reload();
    await expect((await rememberedList(page)).getByText('Samira', { exact: true })).toBeVisible();
  });

  test('a visitor exports the conversation as SillyTavern JSONL and as Markdown', async ({ page }) => {
    await chatOnce(page, 3, 'Hello there, I love hiking.');
    const exportButton = page.getByRole('button', { name: 'Export chat' });

    await exportButton.click();
    const [jsonl] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'JSONL (SillyTavern)' }).click(),
    ]);
    expect(jsonl.suggestedFilename()).toMatch(/-chat-\d{4}-\d\d-\d\d\.jsonl$/);
    const lines = fs
      .readFileSync(await jsonl.path(), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ user_name: 'You', chat_metadata: {} });
    expect(typeof lines[0]?.character_name).toBe('string');
    expect(lines.slice(1)).toContainEqual(
      expect.objectContaining({ is_user: true, is_system: false, mes: 'Hello there, I love hiking.' }),
    );
    expect(lines.slice(1).some((l) => l.is_user === false)).toBe(true);

    await exportButton.click();
    const [markdown] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Markdown' }).click(),
    ]);
    expect(markdown.suggestedFilename()).toMatch(/\.md$/);
    const text = fs.readFileSync(await markdown.path(), 'utf8');
    expect(text).toMatch(/^# Chat with /);
    expect(text).toContain('Hello there, I love hiking.');
  });

  test('a visitor imports a SillyTavern chat; its greetings are swipes of the first turn', async ({ page }) => {
    await openPage(page, '/avatar-chat/4');
    await waitForRouteSettled(page);
    const log = page.getByRole('log');
    // A new conversation opens with the avatar's greeting.
    await expect(log.locator('[data-role]')).toHaveCount(1);
    const file = [
      SILLYTAVERN_META,
      sillyTavernLine(false, 'Evening, traveller.', {
        swipes: ['Morning, sleepyhead.', 'Evening, traveller.', 'Oh, hello!'],
        swipe_id: 1,
      }),
      sillyTavernLine(true, 'Evening! Long day.'),
      sillyTavernLine(false, 'Sit, tell me everything.'),
    ].join('\n');
    await page.getByLabel('SillyTavern chat file').setInputFiles({
      name: 'mia.jsonl',
      mimeType: 'application/jsonl',
      buffer: Buffer.from(file),
    });
    const ask = page.getByRole('alertdialog', { name: /^Replace your chat with / });
    await ask.getByRole('button', { name: 'Import chat' }).click();
    await expect(page.getByText('Imported 3 messages', { exact: true })).toBeVisible();
    await expect(log.locator('[data-role]')).toHaveCount(3);
    await expect(log.locator('[data-role="user"]')).toHaveText(/Evening! Long day\./);

    // ← to another greeting: the exchange stays on the branch it answered, and comes back with it.
    const opening = page.getByRole('group', { name: 'Alternatives' });
    await expect(opening).toContainText('2 / 3');
    await opening.getByRole('button', { name: 'Previous alternative' }).click();
    await expect(opening).toContainText('1 / 3');
    await expect(log.locator('[data-role]')).toHaveCount(1);
    await expect(log.locator('[data-role="assistant"]')).toContainText('Morning, sleepyhead.');
    await opening.getByRole('button', { name: 'Next alternative' }).click();
    await expect(log.locator('[data-role]')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });
});
