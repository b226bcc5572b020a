import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTextChunk, PNG_SIGNATURE } from '../../lib/png-text-chunks.ts';
import { charxCard, foreignCardV2, foreignCardV3, pngCard } from '../../test/card-fixtures.ts';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

// A card with several problems is refused with all of them at once: the message is the
// first, worded as when it is the only one; `issues` lists every one as a plain sentence
// about the field (the portal lists them under 'This file has these problems:').
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
  { path: 'data.name', message: 'Name is missing.' },
  { path: 'data.description', message: 'Description is missing.' },
  { path: 'data.first_mes', message: 'First message (first_mes) is missing.' },
];
/** The answer's message: the first problem, as it is said when it is the only one. */
const LACKING_NAME = 'Invalid Character Card: data.name Required.';

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
        expect(await refusal(url, bytes, name)).toEqual({ message: LACKING_NAME, issues: LACKING_THREE });
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
        { path: 'data.first_mes', message: 'First message (first_mes) must be at most 2000 characters.' },
        { path: 'data.alternate_greetings.1', message: 'Alternate greeting 2 must be at most 2000 characters.' },
        {
          path: 'character_book.entries.0.content',
          message: 'In lorebook entry 1, content must be at most 4000 characters.',
        },
        { path: 'character_book.entries.1.name', message: 'In lorebook entry 2, name must be at most 100 characters.' },
      ],
    });
  });

  it('says each problem as a sentence about the field, in the names the card’s fields have', async () => {
    const { spec_version: _v, ...card } = foreignCardV2();
    const { personality: _p, ...data } = card.data;
    const book = card.data.character_book;
    const [lighthouse, ...rest] = book.entries;
    const { issues } = await refusal(
      IMPORT,
      json({
        ...card,
        data: {
          ...data,
          name: '  ',
          first_mes: 42,
          tags: ['harbour', 7],
          character_version: true,
          extensions: 'none',
          character_book: { ...book, entries: [{ ...lighthouse, keys: 'lighthouse' }, ...rest] },
        },
      }),
    );
    expect(issues?.map((issue) => issue.message)).toEqual([
      'Spec version (spec_version) is missing.',
      'Name is empty.',
      'Personality is missing.',
      'First message (first_mes) must be text.',
      'Tag 2 must be text.',
      'Character version (character_version) must be text or a number.',
      'Extensions must be an object.',
      "Lorebook entry 1's keys must be a list.",
    ]);
  });

  it('says which kept data is too large, beside the fields’ own problems', async () => {
    const card = foreignCardV2();
    const [lighthouse, ...rest] = card.data.character_book.entries;
    card.data.character_book.entries = [{ ...lighthouse, content: 'z'.repeat(4001) }, ...rest] as never;
    const big = 'b'.repeat(257 * 1024);
    const { issues } = await refusal(
      IMPORT,
      json({ ...card, data: { ...card.data, extensions: { big }, source: [big] } }),
    );
    expect(issues).toEqual([
      {
        path: 'character_book.entries.0.content',
        message: 'In lorebook entry 1, content must be at most 4000 characters.',
      },
      { path: 'data.extensions', message: 'Extensions are larger than 256 KB.' },
      {
        path: 'the fields of data this platform does not use',
        message: 'The fields of data this platform does not use are, together, larger than 256 KB.',
      },
    ]);
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
    expect(issues?.[0]?.message).toBe('Description must be at most 4000 characters.');
    expect(issues?.[49]?.path).toBe('data.alternate_greetings.44');
    expect(issues?.at(-1)).toEqual({ path: '', message: '…and 5 more problems.' });
  });
});
