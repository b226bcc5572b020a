import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charxCard, foreignCardV2, foreignCardV3, pngCard, withEmbeddedIcon } from '../../test/card-fixtures.ts';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

// Cards that move between tools (issue 15): JSON V2/V3, PNG (chara / ccv3), CHARX in; PNG
// with both chunks and JSON V3 out; what we do not use comes back out unchanged.
let t: TestApp;
let creator: TestUser;
let other: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [creator, other, member] = await Promise.all([
    createUser(t.ctx, 'creator'),
    createUser(t.ctx, 'creator'),
    createUser(t.ctx, 'user'),
  ]);
});
afterAll(async () => t.close());

function upload(url: string, bytes: Buffer, name = 'card.json', cookie = creator.cookie) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': MULTIPART_TYPE },
    payload: multipartBody(name, 'application/octet-stream', bytes),
  });
}
const importFile = (bytes: Buffer, name?: string, cookie?: string) =>
  upload('/api/creator/avatars/import', bytes, name, cookie);

async function imported(bytes: Buffer, name?: string) {
  const res = await importFile(bytes, name);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const get = (url: string, cookie = creator.cookie) => t.app.inject({ url, headers: { cookie } });
const exportJson = async (id: number) => (await get(`/api/creator/avatars/${id}/character-card`)).json();

/** The V3 data with the dates (they follow the avatar row) set aside. */
function comparable(card: { data: Record<string, unknown> }) {
  const { creation_date: _c, modification_date: _m, ...data } = card.data;
  return data;
}

/** PNG chunks read independently of the code under test, with a table CRC-32. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunks(png: Buffer) {
  const out: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    out.push({ type, data, crcOk: png.readUInt32BE(at + 8 + length) === crc(png.subarray(at + 4, at + 8 + length)) });
    at += 12 + length;
  }
  return out;
}

describe(`Character Card import and export on ${testDialect}`, () => {
  it('imports a JSON V2 card as a hidden avatar with every card field and its lorebook', async () => {
    const avatar = await imported(Buffer.from(JSON.stringify(foreignCardV2())));
    expect(avatar).toMatchObject({
      name: 'Marit Sand',
      tagline: 'Works best for slow mornings.',
      category: 'cooking',
      interests: ['cozy', 'sea'],
      isVisible: false,
      alternateGreetings: ['The fog is in. Sit.', 'Back again?'],
      systemPrompt: 'Write as {{char}} in short lines.',
      postHistoryInstructions: 'Never break character.',
      creatorNotes: 'Works best for slow mornings.\nSecond line.',
      tags: ['cooking', 'cozy', 'sea'],
      creator: 'Tove',
      characterVersion: '2.1',
      extensions: { talkativeness: '0.5', depth_prompt: { prompt: 'Be brief.', depth: 4 } },
      mainImage: null,
      mainImageReview: null,
    });
    const book = (await get(`/api/creator/avatars/${avatar.id}/lorebook`)).json();
    expect(book).toMatchObject({ name: 'Harbour lore', scanDepth: 3, tokenBudget: 400, recursiveScanning: true });
    expect(book.entries[0]).toMatchObject({
      name: 'Lighthouse',
      keys: ['lighthouse', 'beacon'],
      secondaryKeys: ['night'],
      selective: true,
      caseSensitive: true,
      insertionOrder: 5,
      priority: 3,
      scanDepth: 2,
      position: 'after_char',
    });
    expect(book.entries[1]).toMatchObject({ constant: true, enabled: false });
  });

  it('round-trips JSON V2 and V3 through JSON V3, keeping what it does not use', async () => {
    const v2 = foreignCardV2();
    const fromV2 = await exportJson((await imported(Buffer.from(JSON.stringify(v2)))).id);
    expect(fromV2).toMatchObject({ spec: 'chara_card_v3', spec_version: '3.0' });
    const { character_book: book, extensions, ...rest } = v2.data;
    expect(fromV2.data).toMatchObject({ ...rest, tags: ['cooking', 'cozy', 'sea'], group_only_greetings: [] });
    expect(fromV2.data.extensions).toMatchObject(extensions);
    expect(fromV2.data.character_book).toMatchObject({
      ...book,
      entries: book.entries.map((e) =>
        expect.objectContaining({ ...e, extensions: expect.objectContaining(e.extensions) }),
      ),
    });

    const v3 = foreignCardV3();
    const fromV3 = await exportJson((await imported(Buffer.from(JSON.stringify(v3)))).id);
    const { assets, creation_date, modification_date: _m, character_book: _b, extensions: _e, ...sameV3 } = v3.data;
    expect(fromV3.data).toMatchObject({ ...sameV3, creation_date });
    expect(fromV3.data.assets).toEqual([assets[1]]);
    expect(fromV3.data.character_book.entries[0]).toMatchObject({
      id: 7,
      use_regex: false,
      keys: ['lighthouse', 'beacon'],
    });
    // Exported and imported again, the card is the same card.
    const again = await exportJson((await imported(Buffer.from(JSON.stringify(fromV3)))).id);
    expect(comparable(again)).toEqual(comparable(fromV3));
  });

  it('exports a PNG whose chara (V2) and ccv3 (V3) tEXt chunks are well formed, before IEND', async () => {
    const avatar = await imported(Buffer.from(JSON.stringify(foreignCardV3())));
    const res = await get(`/api/creator/avatars/${avatar.id}/character-card.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('attachment; filename="marit-sand.png"');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const list = chunks(png);
    expect(list.every((c) => c.crcOk)).toBe(true);
    expect(list.map((c) => c.type).slice(-3)).toEqual(['tEXt', 'tEXt', 'IEND']);
    const texts = list.filter((c) => c.type === 'tEXt');
    const [chara, ccv3] = texts.map((c) => {
      const zero = c.data.indexOf(0);
      const text = c.data.toString('latin1', zero + 1);
      expect(text).toMatch(/^[A-Za-z0-9+/]+=*$/);
      return {
        keyword: c.data.toString('latin1', 0, zero),
        json: JSON.parse(Buffer.from(text, 'base64').toString('utf8')),
      };
    });
    expect(chara?.keyword).toBe('chara');
    expect(chara?.json).toMatchObject({ spec: 'chara_card_v2', spec_version: '2.0', data: { name: 'Marit Sand' } });
    expect(chara?.json.data.character_book.entries[0]).not.toHaveProperty('use_regex');
    expect(ccv3?.keyword).toBe('ccv3');
    expect(ccv3?.json).toMatchObject({ spec: 'chara_card_v3', data: { nickname: 'Mari' } });
    expect(ccv3?.json.data.assets[0]).toEqual({ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' });
    expect(comparable(ccv3?.json)).toEqual({
      ...comparable(await exportJson(avatar.id)),
      assets: ccv3?.json.data.assets,
    });
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
  });

  it('imports a PNG card: its picture waits for review, V3 wins over V2, and the export imports back the same', async () => {
    const picture = await pngBytes(300, 400);
    const v2 = { ...foreignCardV2(), data: { ...foreignCardV2().data, name: 'Old V2 Name' } };
    const avatar = await imported(pngCard(picture, { chara: v2, ccv3: foreignCardV3() }), 'marit.png');
    expect(avatar).toMatchObject({ name: 'Marit Sand', mainImage: null, mainImageReview: { status: 'pending' } });
    const png = (await get(`/api/creator/avatars/${avatar.id}/character-card.png`)).rawPayload;
    expect((await sharp(png).metadata()).width).toBe(900); // the avatar's picture, as stored
    const back = await imported(png, 'marit.png');
    expect(comparable(await exportJson(back.id))).toEqual(comparable(await exportJson(avatar.id)));
    const queue = await t.app.inject({
      url: '/api/moderation/avatar-images',
      headers: { cookie: (await createUser(t.ctx, 'moderator')).cookie },
    });
    expect(queue.json().map((q: { avatarId: number }) => q.avatarId)).toEqual(
      expect.arrayContaining([avatar.id, back.id]),
    );
  });

  it('imports a CHARX card with its icon as the picture and round-trips it', async () => {
    const card = withEmbeddedIcon(foreignCardV3());
    const avatar = await imported(charxCard(card, await pngBytes(120, 160)), 'marit.charx');
    expect(avatar.mainImageReview).toMatchObject({ status: 'pending' });
    const exported = await exportJson(avatar.id);
    expect(exported.data.assets).toEqual([card.data.assets[1]]);
    expect(exported.data).toMatchObject({ nickname: 'Mari', source: card.data.source });
    const again = await imported(charxCard(exported, null));
    expect(comparable(await exportJson(again.id))).toEqual(comparable(exported));
  });

  it('reads any format into persona fields for the form, storing nothing', async () => {
    const res = await upload('/api/creator/avatars/character-card', charxCard(foreignCardV3(), null));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Marit Sand', category: 'cooking', interests: ['cozy', 'sea'] });
  });

  it('keeps exports to the avatar’s creator, imports to creators', async () => {
    const avatar = await imported(Buffer.from(JSON.stringify(foreignCardV2())));
    for (const url of [
      `/api/creator/avatars/${avatar.id}/character-card`,
      `/api/creator/avatars/${avatar.id}/character-card.png`,
    ]) {
      expect((await get(url, other.cookie)).statusCode).toBe(403);
      expect((await get(url, member.cookie)).statusCode).toBe(403);
      expect((await get(url, '')).statusCode).toBe(401);
    }
    expect((await importFile(Buffer.from(JSON.stringify(foreignCardV2())), 'c.json', member.cookie)).statusCode).toBe(
      403,
    );
  });

  it('refuses a file over 8 MB with a 413', async () => {
    const res = await importFile(Buffer.alloc(8 * 1024 * 1024 + 10, 32));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Character Card files are at most 8 MB.');
  });
});
