import { rewrapBlob } from './blob-envelope.ts';
import type { BlobKeyring } from './blob-keyring.ts';
import { isPlaintextBlobKey, type ObjectStore } from './object-store.ts';

export type RewrapOutcome = {
  /** Blobs whose data key is now sealed under the current key. */
  rewrapped: number;
  /** Blobs already sealed under it. */
  current: number;
  /** Blobs still in the clear, for the migration to rewrite. */
  plaintext: number;
  /** Blobs that would not open (an unknown key id, changed bytes), by key. */
  failed: string[];
};

/**
 * After a new key is made current: seals every blob's data key under it, leaving the content
 * bytes as they are. Each blob is replaced whole (a rename, or one PUT), so a reader sees the old
 * or the new header, and both open while the old key is still configured. Run it again after a
 * stop; blobs already done are only read. Once it reports nothing failed, the old key can go.
 */
export async function rewrapBlobs(objects: ObjectStore, keyring: BlobKeyring): Promise<RewrapOutcome> {
  const outcome: RewrapOutcome = { rewrapped: 0, current: 0, plaintext: 0, failed: [] };
  for await (const key of objects.list()) {
    if (isPlaintextBlobKey(key)) {
      outcome.plaintext += 1;
      continue;
    }
    const sealed = await objects.read(key);
    if (!sealed) continue;
    let rewrapped: Buffer | undefined;
    try {
      rewrapped = rewrapBlob(keyring, key, sealed);
    } catch {
      outcome.failed.push(key);
      continue;
    }
    if (!rewrapped) {
      outcome.current += 1;
      continue;
    }
    await objects.write(key, rewrapped);
    outcome.rewrapped += 1;
  }
  return outcome;
}
