import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes (`scrypt$N$r$p$salt$hash`, base64url), never as text, so a dump of the
 * mock's state shows what a real back end would hold. The cost is below a production setting (2^14 and up)
 * so that test suites signing in hundreds of times stay fast; each hash carries its own parameters.
 */
const N = 2 ** 12;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const key = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches a stored hash (constant time over the derived key). */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = scryptSync(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const seeded = new Map<string, string>();

/**
 * The hash of a seeded password, computed once per process: every reset re-seeds the same users, and the
 * large seed's 10,000 generated users share one password (and so one hash) rather than 10,000 scrypt runs.
 */
export function seededPasswordHash(password: string): string {
  let hash = seeded.get(password);
  if (!hash) {
    hash = hashPassword(password);
    seeded.set(password, hash);
  }
  return hash;
}
