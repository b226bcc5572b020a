import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const patch = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: cookie ? { cookie } : {}, payload });
const me = async (cookie: string) => (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();

describe(`profile on ${testDialect}`, () => {
  it('saves display name and bio (trimmed) and answers with the user', async () => {
    const member = await signedInMember(t.app);
    const res = await patch(member.cookie, { displayName: '  Ana Lima ', email: member.email, bio: ' Night owl. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ displayName: 'Ana Lima', bio: 'Night owl.', email: member.email });
    expect(await me(member.cookie)).toMatchObject({ displayName: 'Ana Lima', bio: 'Night owl.' });
    // Emptying a field clears it.
    await patch(member.cookie, { displayName: '', email: member.email, bio: '' });
    expect(await me(member.cookie)).toMatchObject({ displayName: null, bio: null });
  });

  it("refuses another email with the spec's note, and changes nothing", async () => {
    const member = await signedInMember(t.app);
    const res = await patch(member.cookie, { displayName: 'New', email: 'other@example.com', bio: '' });
    expect(res.statusCode).toBe(400);
    const note = 'Email address cannot be changed here. Please contact support for email changes.';
    expect(res.json()).toEqual({ message: note, issues: [{ path: 'email', message: note }] });
    expect(await me(member.cookie)).toMatchObject({ email: member.email, displayName: null });
    // The same address in another case is the same address.
    expect(
      (await patch(member.cookie, { displayName: 'X', email: member.email.toUpperCase(), bio: '' })).statusCode,
    ).toBe(200);
  });

  it('bounds the lengths and requires every field', async () => {
    const member = await signedInMember(t.app);
    const long = await patch(member.cookie, { displayName: 'x'.repeat(51), email: member.email, bio: 'y'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'displayName', message: 'Display name must be at most 50 characters' },
        { path: 'bio', message: 'Bio must be at most 500 characters' },
      ]),
    );
    const missing = await patch(member.cookie, { displayName: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual(expect.arrayContaining([{ path: 'email', message: 'Required' }]));
  });

  it('answers 401 when signed out, and one member can only ever change their own profile', async () => {
    expect((await patch(undefined, { displayName: 'x', email: 'a@b.co', bio: '' })).statusCode).toBe(401);
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    // A cannot even name B's account: the email must be A's own.
    expect((await patch(a.cookie, { displayName: 'Hijack', email: b.email, bio: '' })).statusCode).toBe(400);
    await patch(a.cookie, { displayName: 'Only A', email: a.email, bio: '' });
    expect(await me(b.cookie)).toMatchObject({ displayName: null, email: b.email });
  });
});
