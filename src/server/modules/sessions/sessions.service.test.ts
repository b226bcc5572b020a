import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { createSessionStore, destroySession } from './sessions.service.ts';

// Every API call with a cookie resolves its session. Where the write mark sees every writer
// (SQLite) the session store keeps what it read until something is written; nothing it
// keeps may outlive a sign-out, a role change or a deletion by another connection.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The context with every statement it runs counted (as its result comes back: a query compiled once runs many times). */
function countingReads() {
  const counter = { reads: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      counter.reads++;
      return result;
    },
  };
  return { counter, ctx: { ...t.ctx, db: t.ctx.db.withPlugin(plugin) } };
}

async function currentUser(cookie: string) {
  return t.app.inject({ url: '/api/auth/user', headers: { cookie } });
}

describe(`sessions kept in memory on ${testDialect}`, () => {
  it('reads a session once while nothing is written where the mark sees every writer, each time elsewhere', async () => {
    const store = createSessionStore();
    const { token, session } = await store.create(t.ctx, { userId: null, persistent: true });
    const { counter, ctx } = countingReads();
    for (let i = 0; i < 3; i++) expect((await store.resolve(ctx, token))?.id).toBe(session.id);
    expect(counter.reads).toBe(t.ctx.database.writeMarkSeesEveryWriter ? 1 : 3);

    await destroySession(t.ctx, session.id);
    expect(await store.resolve(ctx, token)).toBeNull();
  });

  it('refuses a signed-out cookie at once, right after a call that read its session', async () => {
    const member = await signedInMember(t.app);
    expect((await currentUser(member.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: member.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await currentUser(member.cookie)).statusCode).toBe(401);
  });

  it('sees a role changed and a session deleted by another connection (the admin CLI) at once', async () => {
    const member = await signedInMember(t.app);
    expect((await currentUser(member.cookie)).json().role).toBe('user');
    const other = t.connectAgain();
    try {
      await other.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', member.id).execute();
      expect((await currentUser(member.cookie)).json().role).toBe('moderator');
      await other.db.deleteFrom('sessions').where('user_id', '=', member.id).execute();
      expect((await currentUser(member.cookie)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
