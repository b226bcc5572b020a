import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTextChunk, PNG_SIGNATURE } from '../../lib/png-text-chunks.ts';
import { charxCard, foreignCardV2, foreignCardV3, pngCard } from '../../test/card-fixtures.ts';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

// A card with several problems is refused with all of them at once: the message is the
// first (as when there is one), and `issues` lists every one, each worded as on its own.
let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  creator = await createUser(t.ctx, 'creator');
});
afterAll(async () => t.close());

const IMPORT = '/api/creator/avatars/import';
const DRAFT = '/api/creator/avatars/character-card';

async function refusal(url: string, bytes: Buffer, name = 'card.json') {
  const avatars = async () => (await t.ctx.db.selectFrom('avatars').select('id').execute()).length;
  const before = await avatars();
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE },
    payload: multipartBody(name, 'application/octet-stream', bytes),
  });
  expect(res.statusCode, res.body).toBe(400);
  expect(await avatars()).toBe(before);
  return res.json() as { message: string; issues?: { path: string; message: string }[] };
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** A V2 card from another tool lacking its name, description and first message. */
function cardLackingThree() {
  const card = foreignCardV2();
  const { name: _n, description: _d, first_mes: _f, ...data } = card.data;
  return { ...card, data };
}
const LACKING_THREE = [
  { path: 'data.name', message: 'Invalid Character Card: data.name Required.' },
  { path: 'data.description', message: 'Invalid Character Card: data.description Required.' },
  { path: 'data.first_mes', message: 'Invalid Character Card: data.first_mes Required.' },
];

describe(`Character Card import problems on ${testDialect}`, () => {
  it('names every missing field at once, in JSON, PNG and CHARX, on import and on reading into the form', async () => {
    const card = cardLackingThree();
    const v3 = { ...card, spec: 'chara_card_v3', spec_version: '3.0' };
    const files: [Buffer, string][] = [
      [json(card), 'card.json'],
      [pngCard(await pngBytes(30, 40), { ccv3: v3 }), 'card.png'],
      [charxCard(v3, null), 'card.charx'],
    ];
    for (const [bytes, name] of files) {
      for (const url of [IMPORT, DRAFT]) {
        expect(await refusal(url, bytes, name)).toEqual({ message: LACKING_THREE[0]?.message, issues: LACKING_THREE });
      }
    }
  });

  it('names a field too long and the lorebook’s problems together, each in its own words', async () => {
    const card = foreignCardV3();
    card.data.first_mes = 'x'.repeat(2001);
    card.data.alternate_greetings = ['fine', 'y'.repeat(2001)];
    const [lighthouse, second] = card.data.character_book.entries;
    card.data.character_book.entries = [
      { ...lighthouse, content: 'z'.repeat(4001) },
      { ...second, name: 'n'.repeat(101) },
    ] as never;
    expect(await refusal(IMPORT, json(card))).toEqual({
      message: 'Invalid Character Card: data.first_mes must be at most 2000 characters.',
      issues: [
        {
          path: 'data.first_mes',
          message: 'Invalid Character Card: data.first_mes must be at most 2000 characters.',
        },
        {
          path: 'data.alternate_greetings.1',
          message: 'Invalid Character Card: data.alternate_greetings.1 must be at most 2000 characters.',
        },
        {
          path: 'character_book.entries.0.content',
          message: 'Invalid Character Card: character_book.entries.0.content: Content must be at most 4000 characters.',
        },
        {
          path: 'character_book.entries.1.name',
          message: 'Invalid Character Card: character_book.entries.1.name: Name must be at most 100 characters.',
        },
      ],
    });
  });

  it('names a picture that is not an image beside the card’s own problems', async () => {
    const card = { ...foreignCardV3(), data: { ...cardLackingThree().data, nickname: 'Mari' } };
    const noPixels = Buffer.concat([
      PNG_SIGNATURE,
      encodeTextChunk({ keyword: 'ccv3', text: json({ ...card, spec: 'chara_card_v3' }).toString('base64') }),
      Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
    ]);
    const { issues } = await refusal(IMPORT, noPixels, 'card.png');
    expect(issues).toEqual([
      ...LACKING_THREE,
      {
        path: 'picture',
        message: "The card's picture is not an image that can be read (PNG, JPEG, WebP, GIF or AVIF).",
      },
    ]);
  });

  it('answers one problem as before: the message alone', async () => {
    const card = foreignCardV2();
    card.data.first_mes = 'x'.repeat(2001);
    expect(await refusal(IMPORT, json(card))).toEqual({
      message: 'Invalid Character Card: data.first_mes must be at most 2000 characters.',
    });
  });

  it('lists the first 50 problems of a card with many, and says how many more', async () => {
    const card = foreignCardV2();
    for (const field of ['description', 'personality', 'scenario', 'mes_example'] as const) {
      card.data[field] = 'x'.repeat(8001);
    }
    card.data.first_mes = 'x'.repeat(2001);
    // The most greetings a card may list, every one too long: 55 problems in all.
    card.data.alternate_greetings = Array.from({ length: 50 }, () => 'g'.repeat(2001));
    const { message, issues } = await refusal(IMPORT, json(card));
    expect(message).toBe('Invalid Character Card: data.description must be at most 4000 characters.');
    expect(issues).toHaveLength(51);
    expect(issues?.[0]?.message).toBe(message);
    expect(issues?.[49]?.path).toBe('data.alternate_greetings.44');
    expect(issues?.at(-1)).toEqual({ path: '', message: '…and 5 more problems.' });
  });
});
