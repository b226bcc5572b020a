import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorAvatar } from '../../../shared/contracts/creator-avatars.ts';
import { type Lorebook, newLorebookEntry } from '../../../shared/contracts/lorebooks.ts';
import { readPngTextChunks } from '../../lib/png-text-chunks.ts';
import { pngCard } from '../../test/card-fixtures.ts';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

// An avatar made in the portal, exported as a card and imported back, is the same avatar:
// every persona and card field, tags and category exactly, the lorebook, the picture.
let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  creator = await createUser(t.ctx, 'creator');
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: creator.cookie }, ...(payload ? { payload } : {}) });

const AVATAR = {
  name: 'Ines Harbour',
  tagline: 'Keeps the lighthouse and your secrets',
  description: '{{char}} keeps the last manned lighthouse on the coast.',
  personality: 'dry, patient, fond of storms',
  scenario: 'The lamp room, a night of gales.',
  firstMessage: 'Mind the stairs. Tea is on the stove.',
  exampleDialogue: '<START>\n{{user}}: Is it safe?\n{{char}}: Safer than the sea.',
  category: 'travel',
  interests: ['storms', 'Old maps'],
  alternateGreetings: ['The lamp needs oil. Help me?', 'You again. Good.'],
  systemPrompt: 'Write as {{char}}, terse and warm.',
  postHistoryInstructions: 'Stay in the lighthouse.',
  creatorNotes: 'Best on stormy evenings.\nPairs with a harbour lorebook.',
  // One of its own tags is also its category, and one also an interest: both stay tags.
  tags: ['slow burn', 'travel', 'storms', 'Coastal'],
  creator: 'Vera L.',
  characterVersion: '1.4',
  monthlyPrice: 1499,
  isVisible: true,
};

const LOREBOOK: Lorebook = {
  name: 'Coast lore',
  description: 'What the coast remembers',
  scanDepth: 6,
  tokenBudget: 700,
  recursiveScanning: true,
  extensions: { other_tool: { region: 'north' } },
  entries: [
    {
      name: 'The lamp',
      comment: 'fires with night',
      keys: ['lamp', 'light'],
      secondaryKeys: ['night'],
      content: 'The lamp has a Fresnel lens from 1911.',
      constant: false,
      enabled: true,
      selective: true,
      caseSensitive: true,
      useRegex: true,
      insertionOrder: 3,
      priority: 40,
      scanDepth: 2,
      position: 'after_char',
      extensions: { probability: 60 },
    },
    // The editor's defaults but for these three.
    { ...newLorebookEntry(), content: '{{char}} lost a brother to the sea.', constant: true, enabled: false },
  ],
};

/** What a round trip must keep of the avatar (not its id, dates, price, visibility or picture slots). */
function kept(avatar: CreatorAvatar) {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    isVisible: _v,
    monthlyPrice: _p,
    vipMonthlyPrice: _vp,
    mainImage: _m,
    profileImage: _pi,
    mainImageReview: _mr,
    profileImageReview: _pr,
    ...rest
  } = avatar;
  return rest;
}

async function makeAvatar(fields: object, lorebook: Lorebook | null): Promise<CreatorAvatar> {
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/creator/uploads?kind=image&purpose=avatar',
    headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE },
    payload: multipartBody('face.png', 'image/png', await pngBytes(450, 600)),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const res = await call('POST', '/api/creator/avatars', { ...fields, mainImageId: upload.json().id });
  expect(res.statusCode, res.body).toBe(201);
  const avatar = res.json() as CreatorAvatar;
  if (lorebook)
    expect((await call('PUT', `/api/creator/avatars/${avatar.id}/lorebook`, lorebook)).statusCode).toBe(200);
  return avatar;
}

async function importBytes(bytes: Buffer, name: string): Promise<CreatorAvatar> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/creator/avatars/import',
    headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE },
    payload: multipartBody(name, 'application/octet-stream', bytes),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const lorebookOf = async (id: number): Promise<Lorebook> =>
  (await call('GET', `/api/creator/avatars/${id}/lorebook`)).json();
const pngOf = async (id: number) => (await call('GET', `/api/creator/avatars/${id}/character-card.png`)).rawPayload;

/** The ways a card leaves and comes back: our JSON (V3), our PNG (V3 wins), and the V2 inside the PNG alone. */
const FORMATS = {
  'JSON V3': async (id: number) => ({
    bytes: Buffer.from((await call('GET', `/api/creator/avatars/${id}/character-card`)).body),
    name: 'card.json',
  }),
  'PNG (ccv3 and chara)': async (id: number) => ({ bytes: await pngOf(id), name: 'card.png' }),
  'JSON V2 (the PNG’s chara chunk)': async (id: number) => {
    const chara = readPngTextChunks(await pngOf(id)).find((c) => c.keyword === 'chara');
    return { bytes: Buffer.from(chara?.text ?? '', 'base64'), name: 'card.json' };
  },
  'PNG with V2 only (a tool that dropped ccv3)': async (id: number) => {
    const png = await pngOf(id);
    const chara = readPngTextChunks(png).find((c) => c.keyword === 'chara');
    const picture = await sharp(png).png().toBuffer();
    expect(readPngTextChunks(picture)).toEqual([]);
    const card = JSON.parse(Buffer.from(chara?.text ?? '', 'base64').toString('utf8'));
    return { bytes: pngCard(picture, { chara: card }), name: 'card.png' };
  },
};

/** The picture's pixels, and how far apart two pictures are (mean absolute difference per channel, 0-255). */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
function distance(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}

describe(`Character Card round trips on ${testDialect}`, () => {
  for (const [format, exported] of Object.entries(FORMATS)) {
    it(`${format}: the imported avatar has every field, its tags and category, and its lorebook as they were`, async () => {
      const avatar = await makeAvatar(AVATAR, LOREBOOK);
      const file = await exported(avatar.id);
      const back = await importBytes(file.bytes, file.name);
      expect(kept(back)).toEqual(kept(avatar));
      expect(back).toMatchObject({ tags: AVATAR.tags, category: AVATAR.category, interests: AVATAR.interests });
      expect(await lorebookOf(back.id)).toEqual(await lorebookOf(avatar.id));
      // And again: a second trip changes nothing either.
      const again = await exported(back.id);
      const twice = await importBytes(again.bytes, again.name);
      expect(kept(twice)).toEqual(kept(avatar));
      expect(await lorebookOf(twice.id)).toEqual(await lorebookOf(avatar.id));
    });
  }

  it('an avatar without tags of its own gets none from its category or interests', async () => {
    const avatar = await makeAvatar({ ...AVATAR, name: 'Untagged', tags: [] }, null);
    for (const exported of Object.values(FORMATS)) {
      const file = await exported(avatar.id);
      const back = await importBytes(file.bytes, file.name);
      expect(back).toMatchObject({ tags: [], category: 'travel', interests: AVATAR.interests });
      expect(kept(back)).toEqual(kept(avatar));
      expect((await lorebookOf(back.id)).entries).toEqual([]);
    }
  });

  it('keeps tags another tool changed, and takes the category and interests out of a card exported before', async () => {
    const avatar = await makeAvatar({ ...AVATAR, name: 'Edited', tags: ['slow burn', 'Coastal'] }, null);
    const card = (await call('GET', `/api/creator/avatars/${avatar.id}/character-card`)).json();
    expect(card.data.tags).toEqual(['slow burn', 'Coastal', 'travel', 'storms', 'Old maps']);
    // Another tool dropped a tag and added one: the import keeps the change.
    const edited = { ...card, data: { ...card.data, tags: ['slow burn', 'travel', 'storms', 'Old maps', 'rainy'] } };
    expect((await importBytes(Buffer.from(JSON.stringify(edited)), 'card.json')).tags).toEqual(['slow burn', 'rainy']);
    // Exported before the card kept the avatar's own tags: category and interests first, then the tags.
    const { tags: _own, ...companions } = card.data.extensions.companions;
    const older = {
      ...card,
      data: {
        ...card.data,
        tags: ['travel', 'storms', 'Old maps', 'slow burn', 'Coastal'],
        extensions: { ...card.data.extensions, companions },
      },
    };
    const back = await importBytes(Buffer.from(JSON.stringify(older)), 'card.json');
    expect(back).toMatchObject({ tags: ['slow burn', 'Coastal'], category: 'travel', interests: AVATAR.interests });
  });

  it('a PNG card brings its picture back: same size, the same image', async () => {
    const avatar = await makeAvatar({ ...AVATAR, name: 'Pictured' }, null);
    const first = await pngOf(avatar.id);
    const back = await importBytes(first, 'card.png');
    expect(back.mainImageReview).toMatchObject({ status: 'pending' });
    const [before, after] = await Promise.all([pixels(first), pixels(await pngOf(back.id))]);
    expect({ width: after.width, height: after.height }).toEqual({ width: before.width, height: before.height });
    expect({ width: before.width, height: before.height }).toEqual({ width: 900, height: 1200 });
    // Stored pictures are WebP (lossy): the same image, within a little re-encoding noise.
    expect(distance(before.data, after.data)).toBeLessThan(2);
    // A different picture is far from it: the comparison can tell.
    const other = await pixels(
      await sharp(await pngBytes(900, 1200))
        .negate()
        .png()
        .toBuffer(),
    );
    expect(distance(before.data, other.data)).toBeGreaterThan(50);
  });
});
