/**
 * Content-addressed file storage: a blob's key is the hex SHA-256 of its bytes, so writing the
 * same document twice stores it once, and a stored hash proves the bytes were not changed.
 */
export type BlobInfo = { sha256: string; size: number };

export type BlobStore = {
  put(bytes: Uint8Array): Promise<BlobInfo>;
  /** The bytes, or null when no blob has that hash. */
  get(sha256: string): Promise<Buffer | null>;
  has(sha256: string): Promise<boolean>;
};

const sha256Pattern = /^[0-9a-f]{64}$/;

export function assertSha256(value: string): void {
  if (!sha256Pattern.test(value)) throw new RangeError('Not a hex SHA-256 digest');
}
