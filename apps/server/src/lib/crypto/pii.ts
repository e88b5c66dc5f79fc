import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Field encryption for PAN, Aadhaar and bank account numbers: AES-256-GCM with a random IV per
 * value, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). The context (which column of which
 * row, e.g. `users.pan:<userId>`) is authenticated with the value, so a sealed value copied into
 * another row or column no longer opens. A keyed hash (HMAC-SHA-256 under a
 * key derived from the same secret) lets us find a row by value without decrypting every row.
 */
export type PiiCipher = {
  encrypt(context: string, plain: string): string;
  decrypt(context: string, sealed: string): string;
  /** Deterministic lookup hash; `purpose` separates hash spaces (a PAN never equals an account hash). */
  hash(purpose: string, plain: string): string;
};

const version = 'v1';
const authTagLength = 16;

export function createPiiCipher(key: Buffer): PiiCipher {
  if (key.length !== 32) throw new RangeError('PII key must be 32 bytes');
  const hashKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'kredo pii lookup hash', 32));

  return {
    encrypt(context, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(context, sealed) {
      const [tagVersion, iv, tag, body] = sealed.split('.');
      if (tagVersion !== version || !iv || !tag || body === undefined)
        throw new Error('Unrecognised sealed value');
      const authTag = Buffer.from(tag, 'base64url');
      // GCM would accept a truncated tag, which makes forgery far cheaper: insist on the full 16 bytes.
      if (authTag.length !== authTagLength) throw new Error('Unrecognised sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(authTag);
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    hash(purpose, plain) {
      return createHmac('sha256', hashKey).update(`${purpose}\u0000${plain}`).digest('base64url');
    },
  };
}
