import { describe, expect, it } from 'vitest';

import {
  blobKeyringProblem,
  formatBlobKeyring,
  generateBlobKeyring,
  parseBlobKeyring,
} from './blob-keyring.ts';

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');

describe('parseBlobKeyring', () => {
  it('takes the first key as the current one and keeps the others', () => {
    const keyring = parseBlobKeyring(` 2027-01:${key(1)} , 2026-01:${key(2)}`);
    expect(keyring.currentId).toBe('2027-01');
    expect([...keyring.keys.keys()]).toEqual(['2027-01', '2026-01']);
    expect(keyring.keys.get('2026-01')?.equals(Buffer.alloc(32, 2))).toBe(true);
  });

  it('writes a keyring back in the form it reads', () => {
    const keyring = generateBlobKeyring('sandbox');
    const again = parseBlobKeyring(formatBlobKeyring(keyring));
    expect(again.currentId).toBe('sandbox');
    expect(again.keys.get('sandbox')?.equals(keyring.keys.get('sandbox')!)).toBe(true);
  });

  it.each([
    ['', 'needs at least one'],
    [key(1), 'is not a key id'],
    [`a b:${key(1)}`, 'is not a key id'],
    [`k1:${Buffer.alloc(16).toString('base64')}`, "key 'k1' must be base64 of exactly 32 bytes"],
    ['k1:not base64!', "key 'k1' must be base64"],
    [`k1:${key(1)},k1:${key(2)}`, "key id 'k1' is given twice"],
    [`k1:${key(1)}:extra`, 'is not a key id'],
  ])('refuses %j', (setting, problem) => {
    expect(blobKeyringProblem(setting)).toContain(problem);
    expect(() => parseBlobKeyring(setting)).toThrow(problem);
  });
});
