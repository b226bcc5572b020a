import { expect, test } from '@playwright/test';
import { createCreator, signInViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createAvatarInPortal, gotoPortal, openPortalSection, png } from './support/creator.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

test('the creator portal works on a 360 px phone', async ({ page }) => {
  test.setTimeout(90_000);
  const creator = await createCreator(page.request);
  await signInViaApi(page, creator);
  await gotoPortal(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Creator Portal$/);
  await expectNoHorizontalOverflow(page, 'upload');

  await createAvatarInPortal(page, 'Pocket Muse');
  await expectNoHorizontalOverflow(page, 'avatars');

  await openPortalSection(page, 'Upload Content');
  const form = page.getByRole('form', { name: 'Upload to Not-Quite-Life' });
  await form.getByLabel('Title', { exact: true }).fill('Phone shot');
  await form.getByLabel(/Drop images here/).setInputFiles(await png('phone.png'));
  await form.getByRole('button', { name: 'Upload Content' }).click();
  await expect(page.getByText('Content Uploaded Successfully', { exact: true })).toBeVisible();

  for (const section of ['Content Dashboard', 'Analytics', 'Settings'] as const) {
    await openPortalSection(page, section);
    await expectNoHorizontalOverflow(page, section);
  }
  // Opened on a later section, the sideways row of sections shows the open one.
  const nav = page.getByRole('navigation', { name: 'Creator portal' });
  // Opened on the first section, the row fades at its right edge: the sections past it
  // (Analytics, Settings, My Avatars) are there to scroll to; at the far end it fades left.
  await gotoPortal(page);
  const row = nav.getByRole('list');
  await expect(nav.getByRole('button', { name: 'My Avatars' })).not.toBeInViewport();
  await expect(row).toHaveCSS('mask-image', /linear-gradient/);
  await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(row).toHaveCSS(
    'mask-image',
    /^linear-gradient\(to right, (rgba\(0, 0, 0, 0\)|transparent).*rgb\(0, 0, 0\)\)$/,
  );
  for (const [query, label] of [
    ['?section=avatars', 'My Avatars'],
    ['?section=settings', 'Settings'],
    ['', 'Upload Content'],
  ] as const) {
    await gotoPortal(page, query);
    const open = nav.getByRole('button', { name: label });
    await expect(open).toHaveAttribute('aria-current', 'page');
    await expect(open).toBeInViewport({ ratio: 1 });
  }
  // The stats and support contact move below the section on a phone.
  await expect(
    page.getByRole('region', { name: 'Your stats' }).getByText('creators@notquitelife.example'),
  ).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousA11yViolations(page);
  }
});
