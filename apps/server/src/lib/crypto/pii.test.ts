import { randomBytes } from 'node:crypto';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createPiiCipher } from './pii.ts';

const key = randomBytes(32);
const cipher = createPiiCipher(key);

/** Flip one bit in one base64url part of a sealed value, decoding first so the bytes really change. */
function tamper(sealed: string, part: 1 | 2 | 3, byteIndex = 0): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[byteIndex] = bytes[byteIndex]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

const context = 'users.pan:0b6c2d3e';

describe('createPiiCipher', () => {
  it('refuses a sealed value moved to another row or column', () => {
    const sealed = cipher.encrypt(context, 'ABCPV1234K');
    expect(() => cipher.decrypt('users.pan:another-user', sealed)).toThrow();
    expect(() => cipher.decrypt('bank_accounts.number:0b6c2d3e', sealed)).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createPiiCipher(randomBytes(16))).toThrow(RangeError);
    expect(() => createPiiCipher(randomBytes(33))).toThrow(RangeError);
  });

  it.each(['ABCPV1234K', '123412341234', '', 'राम कुमार', 'Zoë 👩🏽‍💻 ✓', 'a.b.c'])('round-trips %j', (plain) => {
    const sealed = cipher.encrypt(context, plain);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(context, sealed)).toBe(plain);
  });

  it('refuses a sealed value whose authentication tag was shortened', () => {
    const [version, iv, tag, body] = cipher.encrypt(context, 'ABCPV1234K').split('.');
    const shortTag = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => cipher.decrypt(context, [version, iv, shortTag, body].join('.'))).toThrow();
  });

  it('never shows the plain value in the sealed one', () => {
    const sealed = cipher.encrypt(context, 'ABCPV1234K');
    expect(sealed).not.toContain('ABCPV1234K');
    expect(sealed.split('.')).toHaveLength(4);
  });

  it('seals the same value differently each time', () => {
    const first = cipher.encrypt(context, 'ABCPV1234K');
    const second = cipher.encrypt(context, 'ABCPV1234K');
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
    expect(cipher.decrypt(context, first)).toBe(cipher.decrypt(context, second));
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = cipher.encrypt(context, 'ABCPV1234K');
    expect(() => cipher.decrypt(context, tamper(sealed, 3))).toThrow();
    expect(() => cipher.decrypt(context, tamper(sealed, 3, 9))).toThrow();
  });

  it('refuses a tampered tag', () => {
    const sealed = cipher.encrypt(context, 'ABCPV1234K');
    expect(() => cipher.decrypt(context, tamper(sealed, 2))).toThrow();
    expect(() => cipher.decrypt(context, tamper(sealed, 2, 15))).toThrow();
  });

  it('refuses a tampered IV', () => {
    const sealed = cipher.encrypt(context, 'ABCPV1234K');
    expect(() => cipher.decrypt(context, tamper(sealed, 1))).toThrow();
  });

  it('refuses values that are not sealed values', () => {
    const sealed = cipher.encrypt(context, 'ABCPV1234K');
    expect(() => cipher.decrypt(context, 'ABCPV1234K')).toThrow('Unrecognised sealed value');
    expect(() => cipher.decrypt(context, sealed.replace(/^v1\./, 'v2.'))).toThrow(
      'Unrecognised sealed value',
    );
    expect(() => cipher.decrypt(context, sealed.split('.').slice(0, 3).join('.'))).toThrow(
      'Unrecognised sealed value',
    );
  });

  it('cannot be opened with a different key', () => {
    const sealed = cipher.encrypt(context, 'ABCPV1234K');
    expect(() => createPiiCipher(randomBytes(32)).decrypt(context, sealed)).toThrow();
  });

  it('opens values sealed by another cipher with the same key', () => {
    const sealed = createPiiCipher(Buffer.from(key)).encrypt(context, 'ABCPV1234K');
    expect(cipher.decrypt(context, sealed)).toBe('ABCPV1234K');
  });

  describe('hash', () => {
    it('is deterministic for the same key, purpose and value', () => {
      expect(cipher.hash('pan', 'ABCPV1234K')).toBe(cipher.hash('pan', 'ABCPV1234K'));
      expect(createPiiCipher(Buffer.from(key)).hash('pan', 'ABCPV1234K')).toBe(
        cipher.hash('pan', 'ABCPV1234K'),
      );
    });

    it('differs by value', () => {
      expect(cipher.hash('pan', 'ABCPV1234K')).not.toBe(cipher.hash('pan', 'ABCPV1234L'));
    });

    it('differs by purpose', () => {
      expect(cipher.hash('pan', '1234567890')).not.toBe(cipher.hash('account', '1234567890'));
    });

    it('differs by key', () => {
      expect(createPiiCipher(randomBytes(32)).hash('pan', 'ABCPV1234K')).not.toBe(
        cipher.hash('pan', 'ABCPV1234K'),
      );
    });

    it('does not contain the value', () => {
      expect(cipher.hash('pan', 'ABCPV1234K')).not.toContain('ABCPV1234K');
    });
  });

  it('round-trips any well-formed string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (plain) => {
        expect(cipher.decrypt(context, cipher.encrypt(context, plain))).toBe(plain);
      }),
    );
  });

  it('hashes equal only for equal purpose and value (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (purpose, a, b) => {
        expect(cipher.hash(purpose, a) === cipher.hash(purpose, b)).toBe(a === b);
      }),
    );
  });
});
