import { describe, expect, it } from 'vitest';

import { base32Decode, base32Encode, otpauthUrl, totpAt, totpNow, verifyTotp } from './totp.ts';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's key length, 8 digits, 30 s steps.
const seeds = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
} as const;

const vectors: [number, string, keyof typeof seeds][] = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'],
  [1111111111, '67062674', 'sha256'],
  [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'],
  [2000000000, '90698825', 'sha256'],
  [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('RFC 6238 TOTP', () => {
  it.each(vectors)('at T=%i the code is %s (%s)', (time, code, algorithm) => {
    expect(totpAt(seeds[algorithm], time, { digits: 8, algorithm })).toBe(code);
  });

  it('round-trips base32 and decodes the well-known demo secret', () => {
    expect(base32Decode('JBSWY3DPEHPK3PXP').toString('hex')).toBe('48656c6c6f21deadbeef'); // "Hello!" + DEADBEEF
    const bytes = Buffer.from('12345678901234567890');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(bytes)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('verifies the current code and its neighbours, and refuses others', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const now = 1_700_000_000_000;
    expect(verifyTotp(secret, totpNow(secret, now), now)).toBe(true);
    expect(verifyTotp(secret, totpNow(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpNow(secret, now - 90_000), now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
    expect(verifyTotp(secret, '12345', now)).toBe(false);
  });

  it('builds an otpauth URL that authenticator apps read', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'twofactor@acme.test'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(decodeURIComponent(url.pathname)).toContain('Console:twofactor@acme.test');
  });
});
