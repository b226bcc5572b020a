import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_NOT_JSON_MESSAGE, CARD_WRONG_SPEC_MESSAGE } from '../../../shared/contracts/character-card.ts';
import { encodeTextChunk, PNG_SIGNATURE } from '../../lib/png-text-chunks.ts';
import { charxCard, foreignCardV2, foreignCardV3, pngCard, withEmbeddedIcon } from '../../test/card-fixtures.ts';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

// Malformed cards of every format get a 400 that says what is wrong, never a 5xx, and
// leave nothing behind: no avatar, no lorebook, no media row, no file.
const RUNS = Number(process.env.CARD_FUZZ_RUNS ?? 25);
let t: TestApp;
let creator: TestUser;
let picture: Buffer;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  creator = await createUser(t.ctx, 'creator');
  picture = await pngBytes(60, 80);
});
afterAll(async () => t.close());

function filesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;
}

async function written() {
  const count = async (table: 'avatars' | 'media_files' | 'lorebooks' | 'lorebook_entries') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  return {
    avatars: await count('avatars'),
    media: await count('media_files'),
    books: await count('lorebooks'),
    entries: await count('lorebook_entries'),
    files: filesUnder(path.join(t.config.dataDir, 'media')),
  };
}

/** Sends the file to the import; it must be refused clearly, with nothing written. */
async function refused(bytes: Buffer, name = 'card'): Promise<string> {
  const before = await written();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/creator/avatars/import',
    headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE },
    payload: multipartBody(name, 'application/octet-stream', bytes),
  });
  expect(res.statusCode, res.body).toBe(400);
  const { message } = res.json() as { message: string };
  expect(message.length).toBeGreaterThan(15);
  expect(message).not.toMatch(/internal|undefined|\[object/i);
  expect(await written()).toEqual(before);
  return message;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const TEXT_FIELDS = {
  name: 60,
  description: 4000,
  personality: 4000,
  scenario: 4000,
  first_mes: 2000,
  mes_example: 8000,
};
const wrongValue = fc.oneof(fc.integer(), fc.boolean(), fc.constant([1, 2]), fc.constant({ a: 1 }));

/** A card made invalid in one way. */
const badCard = fc.oneof(
  fc.record({ field: fc.constantFrom(...Object.keys(TEXT_FIELDS)), value: wrongValue }).map(({ field, value }) => {
    const card = foreignCardV3();
    return { ...card, data: { ...card.data, [field]: value } };
  }),
  fc
    .record({ field: fc.constantFrom(...Object.keys(TEXT_FIELDS)), extra: fc.integer({ min: 1, max: 40 }) })
    .map(({ field, extra }) => {
      const card = foreignCardV2();
      return {
        ...card,
        data: { ...card.data, [field]: 'x'.repeat(TEXT_FIELDS[field as keyof typeof TEXT_FIELDS] + extra) },
      };
    }),
  fc
    .record({
      field: fc.constantFrom('alternate_greetings', 'tags', 'character_book'),
      value: fc.oneof(fc.string(), fc.integer()),
    })
    .map(({ field, value }) => {
      const card = foreignCardV3();
      return { ...card, data: { ...card.data, [field]: value } };
    }),
  fc.constantFrom('keys', 'content').map((field) => {
    const card = foreignCardV2();
    const entries = card.data.character_book.entries.map((e, i) =>
      i === 0 ? { ...e, [field]: field === 'keys' ? 'lighthouse' : 'y'.repeat(4001) } : e,
    );
    return { ...card, data: { ...card.data, character_book: { ...card.data.character_book, entries } } };
  }),
  fc
    .string({ maxLength: 20 })
    .filter((s) => s !== 'chara_card_v2' && s !== 'chara_card_v3')
    .map((spec) => ({ ...foreignCardV2(), spec })),
);

describe(`malformed Character Cards on ${testDialect}`, () => {
  it('names what is wrong: not a card, wrong spec, a field too long, a picture that is not an image', async () => {
    expect(await refused(Buffer.from('hello, not a card'))).toBe(CARD_NOT_JSON_MESSAGE);
    expect(await refused(json({ name: 'Old', description: 'a V1 card' }))).toBe(CARD_WRONG_SPEC_MESSAGE);
    const long = foreignCardV2();
    long.data.first_mes = 'x'.repeat(2001);
    expect(await refused(json(long))).toBe('Invalid Character Card: data.first_mes must be at most 2000 characters.');
    const lore = foreignCardV2();
    lore.data.character_book.entries[0] = {
      ...lore.data.character_book.entries[0],
      content: 'y'.repeat(4001),
    } as never;
    expect(await refused(json(lore))).toBe(
      'Invalid Character Card: character_book.entries.0.content: Content must be at most 4000 characters.',
    );
    const notImage = charxCard(withEmbeddedIcon(foreignCardV3()), Buffer.from('not an image at all'));
    expect(await refused(notImage)).toMatch(/^The card's picture is not an image that can be read/);
    const missingIcon = charxCard(withEmbeddedIcon(foreignCardV3(), 'assets/icon/images/gone.png'), null);
    expect(await refused(missingIcon)).toMatch(/icon \(assets\/icon\/images\/gone\.png\) is not in this CHARX/);
    expect(await refused(Buffer.from(zipSync({ 'other.json': json({}) })))).toMatch(/has no card\.json/);
    expect(await refused(pngCard(picture, {}))).toMatch(/This PNG has no Character Card in it/);
    // A PNG of chunks only, no picture data: the card is fine, the image is not.
    const noPixels = Buffer.concat([
      PNG_SIGNATURE,
      encodeTextChunk({ keyword: 'ccv3', text: json(foreignCardV3()).toString('base64') }),
      Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
    ]);
    expect(await refused(noPixels)).toMatch(/^The card's picture is not an image/);
  });

  it('refuses malformed JSON cards (V2 and V3)', async () => {
    await fc.assert(
      fc.asyncProperty(badCard, async (card) => void (await refused(json(card)))),
      { numRuns: RUNS },
    );
    const text = JSON.stringify(foreignCardV3());
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: text.length - 1 }), async (cut) => {
        expect(await refused(Buffer.from(text.slice(0, cut)))).toBe(CARD_NOT_JSON_MESSAGE);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses damaged and cut PNG cards, and PNG cards carrying a bad card', async () => {
    const good = pngCard(picture, { ccv3: foreignCardV3() });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 8, max: good.length - 1 }),
        fc.integer({ min: 1, max: 255 }),
        async (at, xor) => {
          const damaged = Buffer.from(good);
          damaged[at] = (damaged[at] as number) ^ xor;
          await refused(damaged, 'card.png');
        },
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 9, max: good.length - 1 }),
        async (cut) => void (await refused(good.subarray(0, cut))),
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badCard,
          fc.string().map((s) => `garbage:${s}`),
        ),
        async (card) => {
          const bytes =
            typeof card === 'string'
              ? Buffer.concat([
                  picture.subarray(0, 33),
                  encodeTextChunk({ keyword: 'chara', text: card }),
                  picture.subarray(33),
                ])
              : pngCard(picture, { ccv3: card });
          await refused(bytes, 'card.png');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses broken CHARX files and CHARX files carrying a bad card or a bad icon', async () => {
    const good = charxCard(withEmbeddedIcon(foreignCardV3()), picture);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 4, max: good.length - 1 }),
        async (cut) => void (await refused(good.subarray(0, cut))),
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 400 }), async (tail) => {
        await refused(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(tail)]), 'card.charx');
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(badCard, fc.uint8Array({ minLength: 1, maxLength: 200 }), async (card, icon) => {
        await refused(charxCard(card, picture), 'card.charx');
        await refused(charxCard(withEmbeddedIcon(foreignCardV3()), Buffer.from(icon)), 'card.charx');
      }),
      { numRuns: RUNS },
    );
  });
});
