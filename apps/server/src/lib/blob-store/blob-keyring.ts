import { randomBytes } from 'node:crypto';

/**
 * The key-encryption keys that seal every blob's own data key. New blobs are sealed under the
 * current key; the others stay to open what was sealed before a rotation. Written
 * `id:base64,id:base64` (BLOB_ENCRYPTION_KEYS), the first being the current one.
 */
export type BlobKeyring = { currentId: string; keys: ReadonlyMap<string, Buffer> };

const keyIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** What is wrong with a keyring setting, or undefined when it reads. */
export function blobKeyringProblem(setting: string): string | undefined {
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'needs at least one id:base64 key';
  const seen = new Set<string>();
  for (const entry of entries) {
    const [id = '', encoded = '', ...rest] = entry.split(':');
    if (!keyIdPattern.test(id) || rest.length > 0)
      return `'${id}' is not a key id (letters, digits, '.', '_', '-'; at most 64)`;
    if (seen.has(id)) return `key id '${id}' is given twice`;
    seen.add(id);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || Buffer.from(encoded, 'base64').length !== 32)
      return `key '${id}' must be base64 of exactly 32 bytes`;
  }
  return undefined;
}

export function parseBlobKeyring(setting: string): BlobKeyring {
  const problem = blobKeyringProblem(setting);
  if (problem) throw new RangeError(`BLOB_ENCRYPTION_KEYS: ${problem}`);
  const keys = new Map<string, Buffer>();
  for (const entry of setting.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [id, encoded] = entry.split(':') as [string, string];
    keys.set(id, Buffer.from(encoded, 'base64'));
  }
  return { currentId: [...keys.keys()][0]!, keys };
}

export function formatBlobKeyring(keyring: BlobKeyring): string {
  const ordered = [keyring.currentId, ...[...keyring.keys.keys()].filter((id) => id !== keyring.currentId)];
  return ordered.map((id) => `${id}:${keyring.keys.get(id)!.toString('base64')}`).join(',');
}

/** A keyring of one new random key. */
export function generateBlobKeyring(id: string): BlobKeyring {
  return { currentId: id, keys: new Map([[id, randomBytes(32)]]) };
}
