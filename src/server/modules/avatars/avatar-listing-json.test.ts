import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Avatar, AvatarProfile } from '../../../shared/contracts/avatars.ts';
import { ZAvatar } from '../../../shared/contracts/avatars.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

// A listing page's JSON is written by the database (avatarJson: json_object on SQLite,
// row_to_json on PostgreSQL), not by JSON.stringify: it must read back as the same card
// the object path gives (the profile route), whatever the text holds.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TRICKY = {
  name: 'Zoë "Z" \\ O\'Brien',
  tagline: 'line one\nline two\ttab \u0001 control </script> 🌙 𝄞',
  description: 'Ünïcödé – “quotes” – \u2028 separator – emoji 👩‍🚀',
};

async function page(query: string): Promise<{ text: string; cards: Avatar[] }> {
  const res = await t.app.inject(`/api/avatars?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, cards: res.json() as Avatar[] };
}

describe(`listing pages written by the database on ${testDialect}`, () => {
  it('read back as the card the profile route gives, for any text', async () => {
    const { cards } = await page('limit=1');
    const id = cards[0]?.id;
    if (id === undefined) throw new Error('the catalogue is empty');
    await t.ctx.db
      .updateTable('avatars')
      .set({ ...TRICKY, main_image: null })
      .where('id', '=', id)
      .execute();

    const after = await page('limit=50');
    const card = after.cards.find((c) => c.id === id);
    expect(card).toMatchObject({ ...TRICKY, mainImage: null });
    expect(card?.isVisible).toBe(true);
    expect(typeof card?.monthlyPrice).toBe('number');
    // Exactly the card's fields, in the schema's order, nothing more.
    for (const c of after.cards) expect(Object.keys(c)).toEqual(Object.keys(ZAvatar.shape));
    expect(ZAvatar.array().parse(after.cards)).toEqual(after.cards);

    const profile = (await t.app.inject(`/api/avatars/${id}`)).json() as AvatarProfile;
    const fromProfile = Object.fromEntries(Object.keys(ZAvatar.shape).map((k) => [k, profile[k as keyof Avatar]]));
    expect(card).toEqual(fromProfile);
  });

  it('answers each page size with that many cards, in one order', async () => {
    const sizes = [1, 3, 8, 12];
    const pages = await Promise.all(sizes.map((n) => page(`limit=${n}&sort=popular`)));
    const longest = pages.at(-1)?.cards.map((c) => c.id) ?? [];
    expect(longest.length).toBe(12);
    for (const [i, n] of sizes.entries()) expect(pages[i]?.cards.map((c) => c.id)).toEqual(longest.slice(0, n));
  });

  it('answers a page past the end with an empty array', async () => {
    const { text, cards } = await page('limit=8&offset=100000');
    expect(cards).toEqual([]);
    expect(text).toBe('[]');
  });
});
