import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); argon2id is the
 * library's default algorithm, so stored hashes read `$argon2id$v=19$m=19456,t=2,p=1$…`.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * What a sign-in without a stored hash is checked against: the hash of 32 random bytes
 * nobody kept, made once with ARGON2_OPTIONS (passwords.test.ts holds them equal, so it
 * costs what a real check costs). A constant rather than one computed at first use: no
 * module state, and no first unknown-email login slower than the rest. Knowing it gives
 * nothing: a match still answers false.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$eA7FxOFiGws1HIgdrCWmiA$CzMFAZm+7iU8aXDJvjjzzHDMNKABC7k3kx2CjmmIDNo';

/**
 * Checks a password against a stored hash. Without one (unknown email, or an account that
 * has no password) it still verifies against a throw-away hash, so a wrong email costs the
 * same time as a wrong password and timing tells nothing about who is registered.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash) {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }
  await verify(DUMMY_HASH, password).catch(() => false);
  return false;
}
