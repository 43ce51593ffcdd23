import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash.then((h) => verifyPassword(h, password));
}

const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/**
 * True for a password on the bundled common-password list (zxcvbn's list of leaked passwords),
 * also when only the case or a trailing run of digits and symbols makes it "strong enough".
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const stem = lower.replace(/[^a-z]+$/, '');
  return stem.length >= 4 && common.has(stem) && stem.length >= lower.length - 4;
}
