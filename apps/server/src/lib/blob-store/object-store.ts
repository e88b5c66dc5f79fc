import { randomBytes } from 'node:crypto';

/**
 * What a store can tell of a stored object without sending its bytes. `sha256` (hex) is given only
 * when the store knows the digest of the whole object for certain; `md5` (hex) is a hint (an S3
 * ETag is the MD5 only for a plain upload without KMS encryption): equal proves equal, unequal
 * proves nothing.
 */
export type StoredObjectInfo = { size: number; sha256?: string; md5?: string };

/**
 * Where blobs' bytes lie: a folder or a bucket, keyed by name. It knows nothing of encryption;
 * the blob store above it seals what it writes here.
 */
export type ObjectStore = {
  /** Stores the bytes under the key, replacing what was there, all at once. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Its size and what digests the store has at hand, or null when nothing is stored under the key. */
  describe(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the key; nothing happens when it is not there. */
  remove(key: string): Promise<void>;
  /** Every key stored, in no particular order. */
  list(): AsyncIterable<string>;
};

/**
 * Blob names. A blob written today has 32 random hex digits. Before blobs were encrypted, a blob
 * was named by the hex SHA-256 of its bytes (64 digits) and stored in the clear; such names are
 * read until the migration has rewritten them.
 */
const keyPattern = /^(?:[0-9a-f]{32}|[0-9a-f]{64})$/;
const plaintextKeyPattern = /^[0-9a-f]{64}$/;

export const isBlobKey = (key: string) => keyPattern.test(key);
export const isPlaintextBlobKey = (key: string) => plaintextKeyPattern.test(key);

export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new RangeError('Not a blob key');
}

export const newBlobKey = () => randomBytes(16).toString('hex');
