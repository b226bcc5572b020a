import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('checks a missing hash against a dummy made with the same cost as real hashes', async () => {
    const params = (h: string) => h.split('$')[3];
    expect(params(DUMMY_HASH)).toBe(
      `m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}`,
    );
    expect(params(DUMMY_HASH)).toBe(params(await hashPassword('correct horse')));
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });

  it('accepts the right password and refuses a wrong one or a damaged hash', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
  });
});
