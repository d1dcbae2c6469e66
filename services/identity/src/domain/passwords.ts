import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package declares it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id at OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown email) it still runs a
 * full verification against a dummy, so an unknown email and a wrong password take the same time.
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy password for unknown accounts');
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}
