import { expect, test } from '@playwright/test';
import { createCreator, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { pngCard } from './support/cards.ts';
import { gotoPortal, openPortalSection } from './support/creator.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

test('the lorebook editor works on a 360 px phone', async ({ page }) => {
  test.setTimeout(90_000);
  const creator = await createCreator(page.request);
  await signInViaApi(page, creator);
  await gotoPortal(page);
  await openPortalSection(page, 'My Avatars');
  await page.getByLabel('Character Card file to import').setInputFiles(await pngCard());
  await expect(page.getByRole('heading', { name: 'Edit Lyra Quill' })).toBeVisible();
  const lorebook = page.getByRole('form', { name: 'Lorebook' });
  await lorebook.getByText('Moon Library', { exact: true }).click();
  await expect(lorebook.getByLabel('Content').first()).toBeVisible();
  await lorebook.getByRole('button', { name: 'Add entry' }).click();
  // The new entry stays open while its name is typed (it folded at the first letter).
  const newName = lorebook.getByLabel('Entry name').last();
  await newName.click();
  await newName.pressSequentially('Grand');
  await expect(newName).toHaveValue('Grand');
  await expect(newName).toBeFocused();
  await expectNoHorizontalOverflow(page, 'lorebook');
  await lorebook.getByLabel('Test message').fill('the moon library');
  await lorebook.getByRole('button', { name: 'Test entries' }).click();
  await expect(lorebook.getByRole('list', { name: 'Entries that fire' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});
