import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Most test apps start from the run's seeded template (global-setup.ts) instead of seeding:
 * it must hold what seeding at the test's own start writes, or tests would pass on data no
 * install has.
 */
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** The seeded catalogue, dates cut to the day (the seed's dates are whole days before its clock). */
async function catalogue(t: TestApp) {
  const day = (value: unknown) => String(value).slice(0, 10);
  const { rows: avatars } = await sql<Record<string, unknown>>`select * from avatars order by id`.execute(
    t.database.db,
  );
  const { rows: content } = await sql<{ id: number; title: string; published_at: string }>`
    select id, title, published_at from content_items order by id`.execute(t.database.db);
  const { rows: stats } = await sql<{ day: string; n: number }>`
    select day, count(*) as n from content_stat_days group by day order by day`.execute(t.database.db);
  const { rows: earnings } = await sql<{ avatar_id: number; day: string; subscribers_gained: number }>`
    select avatar_id, day, subscribers_gained from avatar_earning_days order by avatar_id, day`.execute(t.database.db);
  return {
    avatars: avatars.map((a) => ({ ...a, created_at: day(a.created_at), updated_at: day(a.updated_at) })),
    content: content.map((c) => ({ ...c, published_at: day(c.published_at) })),
    stats: stats.map((s) => ({ day: day(s.day), n: Number(s.n) })),
    earnings: earnings.map((e) => ({ ...e, day: day(e.day) })),
  };
}

describe('createTestApp', () => {
  it('starts on the seeded template with the catalogue a seed at its start writes', async () => {
    const copied = await createTestApp();
    // A clock of its own: seeded in place, as before the template.
    const seededNow = await createTestApp({ clock: { now: () => systemClock.now() } });
    apps.push(copied, seededNow);
    const expected = await catalogue(seededNow);
    expect(expected.avatars.length).toBeGreaterThan(0);
    expect(expected.earnings.length).toBeGreaterThan(0);
    expect(await catalogue(copied)).toEqual(expected);
  });
});
