import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function part(): string {
  return Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A fresh set of recovery codes, `xxxx-xxxx`, without look-alike characters. */
export function generateRecoveryCodes(count = 8): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(`${part()}-${part()}`);
  return [...codes];
}

/** Uses up a matching unused code; true when one was found. Case and surrounding spaces are ignored. */
export function consumeRecoveryCode(codes: { code: string; used: boolean }[], given: string): boolean {
  const wanted = given.trim().toLowerCase();
  const match = codes.find((c) => !c.used && c.code === wanted);
  if (!match) return false;
  match.used = true;
  return true;
}
