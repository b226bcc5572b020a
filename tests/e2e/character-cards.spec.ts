import { expect, type Page, test } from '@playwright/test';
import { createCreator, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { pngCard } from './support/cards.ts';
import { gotoPortal, openPortalSection } from './support/creator.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('a creator imports a PNG card, edits a lorebook entry and tests which entries fire', async ({ page }) => {
  test.setTimeout(90_000);
  const creator = await createCreator(page.request);
  await signInViaApi(page, creator);
  await gotoPortal(page);
  await openPortalSection(page, 'My Avatars');

  // A file that is not a card is refused with what is wrong, and nothing is made.
  const input = page.getByLabel('Character Card file to import');
  await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
  await expect(page.getByRole('alert')).toContainText('not a Character Card V2 or V3');

  const imported = page.waitForResponse((r) => r.url().endsWith('/api/creator/avatars/import'));
  await input.setInputFiles(await pngCard());
  const response = await imported;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await expect(toast(page, 'Character Card imported')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Lyra Quill' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Alternate greeting 1' })).toHaveValue(
    'The lamps are low tonight. Come in.',
  );
  await expect(page.getByLabel('System prompt')).toHaveValue('Speak softly.');

  // The lorebook came with the card: open its entry and change what it says.
  const lorebook = page.getByRole('form', { name: 'Lorebook' });
  await lorebook.getByText('Moon Library', { exact: true }).click();
  const content = lorebook.getByLabel('Content').first();
  await expect(content).toHaveValue('The Moon Library holds every letter never sent.');
  await content.fill('The Moon Library holds every letter never sent, and one that was.');
  await lorebook.getByRole('button', { name: 'Save Lorebook' }).click();
  await expect(toast(page, 'Lorebook saved')).toBeVisible();
  const saved = await page.request.get(`/api/creator/avatars/${id}/lorebook`);
  expect((await saved.json()).entries[0].content).toBe(
    'The Moon Library holds every letter never sent, and one that was.',
  );

  // Test a message: the keyed entry fires, and the constant one always does.
  await lorebook.getByLabel('Test message').fill('Where is the moon library?');
  await lorebook.getByRole('button', { name: 'Test entries' }).click();
  const fired = lorebook.getByRole('list', { name: 'Entries that fire' }).getByRole('listitem');
  await expect(fired).toHaveText([/^Quiet rule: constant/, /^Moon Library: key "moon library"/]);
  await lorebook.getByLabel('Test message').fill('Nice weather today');
  await lorebook.getByRole('button', { name: 'Test entries' }).click();
  await expect(fired).toHaveText([/^Quiet rule: constant/]);
  await expectNoSeriousA11yViolations(page);

  // The export carries the card back out, as a PNG with the edited lorebook.
  const png = await page.request.get(`/api/creator/avatars/${id}/character-card.png`);
  expect(png.headers()['content-type']).toBe('image/png');
  const json = await page.request.get(`/api/creator/avatars/${id}/character-card`);
  expect((await json.json()).data.character_book.entries[0].content).toContain('and one that was');
});
