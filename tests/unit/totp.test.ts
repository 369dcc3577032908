import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, newTotpSecret, otpauthUri, stepAt, totpAt } from '@/lib/auth/totp';

const SHA1_KEY = Buffer.from('12345678901234567890');
const SHA256_KEY = Buffer.from('12345678901234567890123456789012');
const SHA512_KEY = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the RFC’s ten codes', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(SHA1_KEY, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B)', () => {
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('at %i s', (seconds, sha1, sha256, sha512) => {
    const step = stepAt(seconds * 1000);
    expect(hotp(SHA1_KEY, step, 8)).toBe(sha1);
    expect(hotp(SHA256_KEY, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(SHA512_KEY, step, 8, 'sha512')).toBe(sha512);
  });

  it('reads the secret as base32 and takes a code one step either side, no further', () => {
    const secret = base32Encode(SHA1_KEY);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret)).toEqual(SHA1_KEY);
    const now = 1234567890_000;
    expect(totpAt(secret, now)).toBe('005924');
    expect(matchingStep(secret, '005924', now)).toBe(stepAt(now));
    expect(matchingStep(secret, totpAt(secret, now - 30_000), now)).toBe(stepAt(now) - 1);
    expect(matchingStep(secret, totpAt(secret, now + 30_000), now)).toBe(stepAt(now) + 1);
    expect(matchingStep(secret, totpAt(secret, now - 60_000), now)).toBeNull();
    expect(matchingStep(secret, '12345', now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI an app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    const text = otpauthUri(secret, 'dana@demo.test', 'Demo Co');
    expect(text.startsWith('otpauth://totp/Demo%20Co%3Adana%40demo.test?')).toBe(true);
    const uri = new URL(text);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Demo Co');
  });
});
