import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitContactMessage } from '../modules/contact/contact.service.ts';
import { joinWaitlist } from '../modules/waitlist/waitlist.service.ts';
import { createTestApp, type TestApp, testDialect } from '../test/test-app.ts';
import { withTransaction } from './transaction.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

async function stored() {
  const { db } = t.ctx;
  const waitlist = await db.selectFrom('waitlist_entries').select('email').execute();
  const contact = await db.selectFrom('contact_messages').select('email').execute();
  return [...waitlist, ...contact].map((r) => r.email).sort();
}

describe(`withTransaction on ${testDialect}`, () => {
  it("commits two modules' writes together, or neither", async () => {
    await expect(
      withTransaction(t.ctx, async (tx) => {
        await joinWaitlist(tx, { email: 'both@example.com' });
        await submitContactMessage(tx, { email: 'both@example.com', message: 'Hello there, a long enough text.' });
        throw new Error('the third step failed');
      }),
    ).rejects.toThrow('the third step failed');
    expect(await stored()).toEqual([]);

    await withTransaction(t.ctx, async (tx) => {
      await joinWaitlist(tx, { email: 'both@example.com' });
      await submitContactMessage(tx, { email: 'both@example.com', message: 'Hello there, a long enough text.' });
    });
    expect(await stored()).toEqual(['both@example.com', 'both@example.com']);
  });

  it("joins the caller's transaction instead of opening another", async () => {
    await withTransaction(t.ctx, async (outer) => {
      expect(outer.db.isTransaction).toBe(true);
      await withTransaction(outer, async (inner) => {
        expect(inner.db).toBe(outer.db);
      });
    });
  });
});
