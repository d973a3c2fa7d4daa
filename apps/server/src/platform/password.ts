import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package's const enum cannot be read under isolated modules. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's first recommended setting: 19 MiB, 2 iterations, 1 lane (DESIGN.md 5). */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const PARAMS = `m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when the password matches; a malformed stored hash is a mismatch, never an error. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters and should be made again at the next login. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith('$argon2id$') || !stored.includes(`$${PARAMS}$`);
}

let decoy: Promise<string> | null = null;

/**
 * Spends the time of one verification when there is no account to verify against, so the answer
 * and its timing do not tell whether a username exists.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password for unknown accounts');
  await verifyPassword(await decoy, password);
  return false;
}
