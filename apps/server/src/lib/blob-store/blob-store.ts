import { createHash } from 'node:crypto';

import { BlobIntegrityError, openBlob, sealBlob } from './blob-envelope.ts';
import type { BlobKeyring } from './blob-keyring.ts';
import { assertBlobKey, isPlaintextBlobKey, newBlobKey, type ObjectStore } from './object-store.ts';

/** A stored blob as the row that owns it names it: its key, and the SHA-256 of its bytes. */
export type BlobRef = { key: string; sha256: string };
export type BlobInfo = BlobRef & { size: number };

/**
 * Uploaded and generated files. Every blob is its own: the same bytes stored twice (by two
 * borrowers, say) are two blobs under two keys, each encrypted with its own data key
 * (blob-envelope.ts). The owner keeps the hash, and a read checks the bytes against it.
 */
export type BlobStore = {
  put(bytes: Uint8Array): Promise<BlobInfo>;
  /**
   * The original bytes, or null when nothing is stored under the key. Throws BlobIntegrityError
   * when the stored bytes were changed, their key is not configured, or they hash otherwise.
   */
  get(ref: BlobRef): Promise<Buffer | null>;
};

export { BlobIntegrityError };

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function createBlobStore(objects: ObjectStore, keyring: BlobKeyring): BlobStore {
  return {
    async put(bytes) {
      const key = newBlobKey();
      await objects.write(key, sealBlob(keyring, key, bytes));
      return { key, sha256: sha256Of(bytes), size: bytes.byteLength };
    },
    async get({ key, sha256 }) {
      assertBlobKey(key);
      const stored = await objects.read(key);
      if (!stored) return null;
      // A blob stored before encryption is read as it is until the migration rewrites it.
      const plain = isPlaintextBlobKey(key) ? stored : openBlob(keyring, key, stored);
      if (sha256Of(plain) !== sha256) throw new BlobIntegrityError(`blob ${key} does not match its hash`);
      return plain;
    },
  };
}
