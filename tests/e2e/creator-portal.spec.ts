import { expect, type Page, test } from '@playwright/test';
import { createCreator, createMember, signInThroughUi, signInViaApi, uniqueAccount } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  AVATAR_BODY,
  admin,
  approveForPremium,
  createAvatarInPortal,
  createModerator,
  gotoPortal,
  openPortalSection,
  png,
} from './support/creator.ts';
import { openPage } from './support/navigation.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The Interests card of an avatar's profile (Content tab). */
async function profileInterests(page: Page, avatarId: number) {
  await page.goto(`/avatar/${avatarId}`);
  await page.getByRole('tab', { name: 'Content' }).click();
  return page
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { name: 'Interests', exact: true }) })
    .getByRole('listitem');
}

/**
 * A new avatar has no interests, so its profile shows the spec's fixed list; the creator
 * adds some in the editor (Enter, or the Add button), removes one, and the profile lists theirs.
 */
/** A VIP price must be above the monthly one: said beside the field, before anything is sent. */
async function setVipPrice(page: Page, name: string) {
  await gotoPortal(page, '?section=avatars');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/creator/avatars/')) saves.push(r.url());
  });
  const vip = page.getByLabel('VIP Monthly Price', { exact: true });
  await vip.fill(await page.getByLabel('Monthly Price', { exact: true }).inputValue());
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('VIP price must be higher than the monthly price')).toBeVisible();
  await expect(vip).toHaveAttribute('aria-invalid', 'true');
  expect(saves).toEqual([]);
  await vip.fill('19.99');
  await expect(page.getByText('VIP price must be higher than the monthly price')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Avatar updated')).toBeVisible();
  expect(saves).toHaveLength(1);
}

async function editInterests(page: Page, avatarId: number, name: string) {
  await expect(await profileInterests(page, avatarId)).toHaveText([
    'Art',
    'Philosophy',
    'Music',
    'Travel',
    'Literature',
  ]);
  await gotoPortal(page, '?section=avatars');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const box = page.getByRole('textbox', { name: 'Interests', exact: true });
  await box.fill('Watercolour');
  await box.press('Enter');
  await box.fill('Birdsong');
  await page.getByRole('button', { name: 'Add to Interests' }).click();
  await box.fill('Green tea');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Remove Birdsong' }).click();
  await expect(box).toBeFocused();
  await expect(page.getByRole('list', { name: 'Interests' }).getByRole('listitem')).toHaveText([
    'Watercolour',
    'Green tea',
  ]);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Avatar updated')).toBeVisible();
  await expect(await profileInterests(page, avatarId)).toHaveText(['Watercolour', 'Green tea']);
}

test.describe('creator portal access', () => {
  test('a guest is sent to the Creator login', async ({ page }) => {
    await page.goto('/creator-portal');
    await expect(page).toHaveURL(/\/login\?tab=creator&redirect=%2Fcreator-portal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creator Login');
  });

  test('a member is told how to become a creator', async ({ page }) => {
    const member = await createMember(page.request);
    await signInViaApi(page, member);
    await gotoPortal(page);
    await expect(page.getByRole('heading', { level: 2, name: /Creator Portal is for creators/ })).toBeVisible();
    await page.getByRole('link', { name: 'Become a creator' }).click();
    await expect(page).toHaveURL(/\/become-creator$/);
  });
});

test('a new creator signs up, builds an avatar, publishes to it, and gets mature content through moderation', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = uniqueAccount('creator');
  await openPage(page, '/signup?tab=creator');
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login\?tab=creator$/);
  await signInThroughUi(page, account);
  await expect(page).toHaveTitle(/Creator Portal/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Creator Portal$/);

  // Upload Content is the default section; with no avatar yet it points to My Avatars.
  await expect(page.getByRole('heading', { level: 2, name: 'Upload Content' })).toBeVisible();
  const avatarId = await createAvatarInPortal(page, 'Iris Lumen');
  await editInterests(page, avatarId, 'Iris Lumen');
  await setVipPrice(page, 'Iris Lumen');

  // The new visible avatar is public at once (the API, the chat page); its portrait waits for
  // review, so visitors see the placeholder until a moderator approves it.
  const publicAvatar = async () =>
    (await (await page.request.get(`/api/avatars/${avatarId}`)).json()) as { name: string; mainImage: string | null };
  expect(await publicAvatar()).toMatchObject({ name: 'Iris Lumen', mainImage: null });
  await page.goto(`/avatar-chat/${avatarId}`);
  await expect(page.getByRole('heading', { name: 'Chat with Iris Lumen' })).toBeVisible();

  // General area: an image published to the avatar at once.
  await gotoPortal(page);
  const nql = page.getByRole('form', { name: 'Upload to Not-Quite-Life' });
  await nql.getByLabel('Title', { exact: true }).fill('Sunrise study');
  await nql.getByLabel(/Drop images here/).setInputFiles(await png('sunrise.png'));
  await expect(nql.getByText('sunrise.png')).toBeVisible();
  await nql.getByRole('button', { name: 'Upload Content' }).click();
  await expect(page.getByText('Upload complete', { exact: true })).toBeVisible();
  await expect(toast(page, 'Content Uploaded Successfully')).toBeVisible();
  await expect(toast(page, 'Your content has been uploaded to Not-Quite-Life.')).toBeVisible();

  // It is on the avatar's public profile at once, with the resized upload as its picture.
  await page.goto(`/avatar/${avatarId}`);
  await page.getByRole('tab', { name: 'Content' }).click();
  const tile = page.getByRole('region', { name: 'Recent Updates' }).getByRole('button', { name: /Sunrise study/ });
  await tile.click();
  const detail = page.getByRole('dialog', { name: 'Sunrise study' });
  await expect(detail).toBeVisible();
  await expect(detail.locator('img[src^="/api/media/"]').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Mature area: only for creators approved for it. A newcomer sees where their application
  // stands and applies; the operator approves it with the admin CLI.
  await gotoPortal(page);
  await page.getByRole('tab', { name: 'Not-Quite-Wife' }).click();
  await expect(page.getByText(/Only creators approved for Not-Quite-Wife publish there/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Upload to Not-Quite-Wife' })).toHaveCount(0);
  await expect(page.getByText('Not Applied', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Pending Review', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await admin(['eligibility', 'approve', account.email]);

  // Approved, the tab shows the form; uploads there are pending until a moderator approves.
  await gotoPortal(page);
  await page.getByRole('tab', { name: 'Not-Quite-Wife' }).click();
  const nqw = page.getByRole('form', { name: 'Upload to Not-Quite-Wife' });
  await expect(nqw.getByRole('switch', { name: /Age verification \(18\+\)/ })).toBeDisabled();
  await expect(nqw.getByRole('switch', { name: /Age verification \(18\+\)/ })).toBeChecked();
  await nqw.getByLabel('Title', { exact: true }).fill('Velvet evening');
  await nqw.getByLabel(/Drop images here/).setInputFiles(await png('velvet.png', { r: 90, g: 30, b: 60 }));
  await nqw.getByRole('button', { name: 'Upload Content' }).click();
  await expect(toast(page, 'Content Uploaded Successfully')).toBeVisible();
  await expect(
    toast(page, 'Your content has been submitted for verification and will be published once approved.'),
  ).toBeVisible();

  await openPortalSection(page, 'Content Dashboard');
  const velvet = page.getByTestId('content-card').filter({ hasText: 'Velvet evening' });
  await expect(velvet.getByText('Pending · awaiting verification')).toBeVisible();
  const sunrise = page.getByTestId('content-card').filter({ hasText: 'Sunrise study' });
  await expect(sunrise.getByText('Published', { exact: true })).toBeVisible();
  // Portrait uploads (3:4) are cropped to the card's fixed 16:9 frame: the row stays even.
  await expect(sunrise.locator('img')).toHaveJSProperty('complete', true);
  for (const card of [velvet, sunrise]) {
    const frame = await card.locator('[data-slot=content-card-media]').boundingBox();
    expect(frame && Math.abs(frame.height - (frame.width * 9) / 16)).toBeLessThanOrEqual(1);
  }
  const [velvetBox, sunriseBox] = [await velvet.boundingBox(), await sunrise.boundingBox()];
  if (velvetBox && sunriseBox && velvetBox.y === sunriseBox.y) expect(velvetBox.height).toBe(sunriseBox.height);
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByTestId('content-card')).toHaveCount(1);

  // A moderator approves it from the review queue.
  const moderatorAccount = uniqueAccount('member');
  const modContext = await browser.newContext();
  const modPage = await modContext.newPage();
  await createModerator(modPage.request, moderatorAccount);
  await signInViaApi(modPage, moderatorAccount);
  await gotoPortal(modPage);
  await modPage.getByRole('button', { name: 'Approve Velvet evening' }).click();
  await expect(modPage.getByText('Content approved', { exact: true })).toBeVisible();
  // And the avatar's portrait: public from now on.
  await modPage.getByRole('button', { name: "Approve Iris Lumen's main image" }).click();
  await expect(modPage.getByText('Picture approved', { exact: true })).toBeVisible();
  await modContext.close();
  const portrait = (await publicAvatar()).mainImage ?? '';
  expect(portrait).toMatch(/^\/api\/media\/\d+$/);
  const visitor = await browser.newContext();
  expect((await visitor.request.get(portrait)).headers()['content-type']).toBe('image/webp');
  await visitor.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Wife' }).click();
  await expect(
    page.getByTestId('content-card').filter({ hasText: 'Velvet evening' }).getByText('Published', { exact: true }),
  ).toBeVisible();

  // Stats for a published item; the sidebar counts both items.
  await page.getByRole('tab', { name: 'All' }).click();
  await sunrise.getByRole('button', { name: 'Actions for Sunrise study' }).click();
  await page.getByRole('menuitem', { name: 'View Stats' }).click();
  await expect(page.getByRole('dialog').getByText('Views, likes and comments over the last 30 days.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('stat-content').first()).toHaveText('2');
});

test("with no avatar yet, Upload Content's prompt sits inside its card with the card's padding above it", async ({
  page,
}) => {
  await signInViaApi(page, await createCreator(page.request));
  await gotoPortal(page);
  const prompt = page.getByText('Content belongs to an avatar: create your first one to start uploading.');
  const card = page.locator('[data-slot="card"]').filter({ has: prompt });
  const [cardBox, promptBox, buttonBox] = await Promise.all([
    card.boundingBox(),
    prompt.boundingBox(),
    card.getByRole('button', { name: 'Create an avatar' }).boundingBox(),
  ]);
  if (!cardBox || !promptBox || !buttonBox) throw new Error('the prompt card is not laid out');
  const above = promptBox.y - cardBox.y;
  const below = cardBox.y + cardBox.height - (buttonBox.y + buttonBox.height);
  // The card's 24 px above the prompt as below the button (0 above it from sm up, before).
  expect(above).toBeGreaterThanOrEqual(20);
  expect(Math.abs(above - below)).toBeLessThanOrEqual(2);
});

test('uploader limits show the spec messages', async ({ page }) => {
  const creator = await createCreator(page.request);
  await signInViaApi(page, creator);
  await gotoPortal(page);
  await createAvatarInPortal(page, 'Limit Tester');
  await openPortalSection(page, 'Upload Content');
  const form = page.getByRole('form', { name: 'Upload to Not-Quite-Life' });

  const images = await Promise.all(Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)));
  await form.getByLabel(/Drop images here/).setInputFiles(images);
  await expect(form.getByRole('alert')).toHaveText('You can only upload up to 10 images.');
  await form
    .getByLabel(/Drop images here/)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByRole('alert')).toHaveText('Only image files are allowed.');

  await form.getByLabel('Content Type', { exact: true }).click();
  await page.getByRole('option', { name: 'Audio' }).click();
  await form.getByLabel(/Drop a audio file here/).setInputFiles(await png('cover.png'));
  await expect(form.getByRole('alert')).toHaveText('Some files have unsupported formats. Accepted formats: audio/*');
  const clip = (n: string) => ({ name: n, mimeType: 'audio/mpeg', buffer: Buffer.from('ID3') });
  await form.getByLabel(/Drop a audio file here/).setInputFiles([clip('a.mp3'), clip('b.mp3')]);
  await expect(form.getByRole('alert')).toHaveText('You can only upload up to 1 files at once.');
  await form.getByLabel(/Drop a audio file here/).setInputFiles(clip('a.mp3'));
  await expect(form.getByText('3 B')).toBeVisible();

  // Title required and no publish date in the past.
  await form.getByLabel('Content Type', { exact: true }).click();
  await page.getByRole('option', { name: 'Text' }).click();
  await form.getByRole('switch', { name: 'Schedule for later' }).click();
  await form.getByLabel('Publish Date', { exact: true }).fill('2020-01-01');
  // Leaving the field shows nothing yet (a message then would move the button being pressed).
  await form.getByLabel('Publish Date', { exact: true }).blur();
  await expect(form.getByText('publish date cannot be earlier than today')).toHaveCount(0);
  await form.getByRole('button', { name: 'Upload Content' }).click();
  await expect(form.getByText('Content title is required')).toBeVisible();
  await expect(form.getByText('publish date cannot be earlier than today')).toBeVisible();
});

test('settings are saved on the server and survive a reload', async ({ page }) => {
  const creator = await createCreator(page.request);
  await signInViaApi(page, creator);
  await gotoPortal(page, '?section=settings');
  await expect(page.getByText('Not Applied', { exact: true })).toBeVisible();
  await page.getByLabel('Full Name', { exact: true }).fill('Rowan Vale');
  await page.getByLabel('Bio', { exact: true }).fill('Portfolio: https://rowan.example/work');
  await expect(page.getByRole('link', { name: 'https://rowan.example/work' })).toBeVisible();
  await page.getByLabel('Website URL', { exact: true }).fill('https://rowan.example');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('switch', { name: 'Platform Updates' }).click();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await page.getByRole('radio', { name: /Weekly/ }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your settings have been successfully saved.' }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Pending Review', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Rowan Vale');
  await expect(page.getByLabel('Website URL', { exact: true })).toHaveValue('https://rowan.example');
  await expect(page.getByText('Pending Review', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Platform Updates' })).toBeChecked();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('radio', { name: /Weekly/ })).toBeChecked();

  // The payout destination is set through the provider: a masked test account, no numbers typed.
  await expect(page.getByText('Test mode — no real money moves', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await page.getByRole('radio', { name: /Test Bank ••••6789/ }).check();
  await page.getByRole('button', { name: 'Connect account' }).click();
  await expect(page.getByTestId('payout-destination')).toHaveText('Test Bank ••••6789');
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
});

test('the portal has no serious accessibility violations (light and dark)', async ({ page }) => {
  test.setTimeout(120_000);
  const creator = await createCreator(page.request);
  await signInViaApi(page, creator);
  // Content in every status, so the dashboard shows each badge colour.
  const avatar = await (
    await page.request.post('/api/creator/avatars', {
      data: { ...AVATAR_BODY, name: 'Axe Muse' },
    })
  ).json();
  const post = (data: object) => page.request.post('/api/creator/content', { data: { avatarId: avatar.id, ...data } });
  await approveForPremium(page.request, creator);
  await post({ area: 'life', title: 'Open letter', contentType: 'text', category: 'lifestyle' });
  const upload = async () =>
    (
      await (
        await page.request.post('/api/creator/uploads?kind=image', { multipart: { file: await png('a.png') } })
      ).json()
    ).id;
  const wife = { area: 'wife', contentType: 'image', category: 'lingerie', ageVerified: true };
  await post({ ...wife, title: 'Waiting', mediaIds: [await upload()] });
  const rejected = await (await post({ ...wife, title: 'Refused', mediaIds: [await upload()] })).json();
  await admin(['moderation', 'reject', String(rejected.id), '--reason', 'Blurry']);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const section of ['', '?section=dashboard', '?section=analytics', '?section=settings', '?section=avatars']) {
      await gotoPortal(page, section);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  }
});

test('a premium post shows visitors only its teaser; its text stays with the creator', async ({ page, browser }) => {
  const creator = await createCreator(page.request);
  await signInViaApi(page, creator);
  const avatar = await (
    await page.request.post('/api/creator/avatars', { data: { ...AVATAR_BODY, name: 'Teaser Muse' } })
  ).json();
  await gotoPortal(page);
  const form = page.getByRole('form', { name: 'Upload to Not-Quite-Life' });
  await form.getByRole('combobox', { name: 'Content Type' }).click();
  await page.getByRole('option', { name: 'Text' }).click();
  await form.getByLabel('Title', { exact: true }).fill('Letter to subscribers');
  await form.getByLabel('Content', { exact: true }).fill('The secret recipe: saffron, patience and a cold pan.');
  await expect(form.getByLabel('Public teaser')).toHaveCount(0);
  await form.getByRole('switch', { name: 'Premium content' }).click();
  await expect(form.getByText('Shown to everyone while this item is locked', { exact: false })).toBeVisible();
  await form.getByLabel('Public teaser').fill('What I cook when nobody is watching.');
  await form.getByRole('button', { name: 'Upload Content' }).click();
  await expect(toast(page, 'Content Uploaded Successfully')).toBeVisible();

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(`/avatar/${avatar.id}`);
  await guest.getByRole('tab', { name: 'Content' }).click();
  const tile = guest.getByRole('link', { name: 'Letter to subscribers: premium, Log in to subscribe' }).first();
  await expect(tile.getByText('What I cook when nobody is watching.')).toBeVisible();
  await expect(guest.getByText('saffron', { exact: false })).toHaveCount(0);
  await visitor.close();

  await page.goto(`/avatar/${avatar.id}`);
  await page.getByRole('tab', { name: 'Content' }).click();
  await page
    .getByRole('region', { name: 'Recent Updates' })
    .getByRole('button', { name: /Letter to subscribers/ })
    .click();
  await expect(page.getByRole('dialog').getByText('saffron', { exact: false }).first()).toBeVisible();
});

test('moderators review uploads and avatar pictures on an accessible page', async ({ page, browser }) => {
  const creator = await createCreator(page.request);
  await signInViaApi(page, creator);
  const picture = await (
    await page.request.post('/api/creator/uploads?kind=image&purpose=avatar', {
      multipart: { file: await png('p.png') },
    })
  ).json();
  await page.request.post('/api/creator/avatars', {
    data: { ...AVATAR_BODY, name: 'Pending Portrait', mainImageId: picture.id },
  });
  const moderatorContext = await browser.newContext();
  const mod = await moderatorContext.newPage();
  const account = uniqueAccount('member');
  await createModerator(mod.request, account);
  await signInViaApi(mod, account);
  await gotoPortal(mod);
  await expect(mod.getByRole('heading', { level: 2, name: 'Avatar pictures' })).toBeVisible();
  await expect(mod.getByRole('img', { name: "Proposed Pending Portrait's main image" })).toBeVisible();
  await expectNoSeriousA11yViolations(mod);
  await mod.getByRole('button', { name: "Reject Pending Portrait's main image" }).click();
  await mod.getByLabel('Reason').fill('Not a portrait');
  await mod.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(mod.getByText('Picture rejected', { exact: true })).toBeVisible();
  await moderatorContext.close();

  await gotoPortal(page, '?section=avatars');
  await expect(page.getByText('Picture not approved')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Pending Portrait' }).click();
  await expect(
    page.getByText('Not approved (Not a portrait): visitors never see this picture.', { exact: false }),
  ).toBeVisible();
});
