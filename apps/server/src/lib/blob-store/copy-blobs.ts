import { createHash } from 'node:crypto';

import type { ObjectStore, StoredObjectInfo } from './object-store.ts';

export type CopyOutcome = {
  /** Files written to the destination and found there whole. */
  copied: number;
  /** Files the destination already held, byte for byte. */
  present: number;
  /** Files removed from the source once the destination was found to hold them. */
  removed: number;
  /** Files whose copy did not read back the same (their source is kept), by key. */
  failed: string[];
};

export type CopyOptions = {
  /** Remove each file from the source once the destination holds it byte for byte. */
  deleteSource?: boolean;
  /** Files in flight at once. */
  concurrency?: number;
  /** Called after each file. */
  onProgress?: (outcome: Readonly<CopyOutcome>) => void;
};

/** A copy stopped by an error (the network, a store refusing): what was done until then is kept. */
export class CopyInterruptedError extends Error {
  override name = 'CopyInterruptedError';
  constructor(
    readonly outcome: CopyOutcome,
    cause: unknown,
  ) {
    super(`copy stopped: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

const digest = (algorithm: 'sha256' | 'md5', bytes: Uint8Array) =>
  createHash(algorithm).update(bytes).digest('hex');

/** Equal by what both stores tell, without the bytes; false when that does not settle it. */
function provenSame(a: StoredObjectInfo, b: StoredObjectInfo): boolean {
  if (a.size !== b.size) return false;
  return Boolean((a.sha256 && a.sha256 === b.sha256) || (a.md5 && a.md5 === b.md5));
}

/** Whether the store holds exactly these bytes under the key: by its digests, else by reading them. */
async function holds(store: ObjectStore, key: string, bytes: Buffer, info?: StoredObjectInfo | null) {
  const found = info === undefined ? await store.describe(key) : info;
  if (!found || found.size !== bytes.byteLength) return false;
  // A SHA-256 the store gives is the bytes' own; an MD5 (an ETag) may not be, so only its match counts.
  if (found.sha256) return found.sha256 === digest('sha256', bytes);
  if (found.md5 && found.md5 === digest('md5', bytes)) return true;
  return (await store.read(key))?.equals(bytes) ?? false;
}

type FileResult = 'copied' | 'present' | 'failed' | 'gone';

async function copyOne(from: ObjectStore, to: ObjectStore, key: string): Promise<FileResult> {
  const [source, target] = await Promise.all([from.describe(key), to.describe(key)]);
  if (!source) return 'gone';
  if (target && provenSame(source, target)) return 'present';
  const bytes = await from.read(key);
  if (!bytes) return 'gone';
  if (target && (await holds(to, key, bytes, target))) return 'present';
  await to.write(key, bytes);
  return (await holds(to, key, bytes)) ? 'copied' : 'failed';
}

/**
 * Copies every file of one store to another as it is stored: sealed, under the same key, so it
 * opens there with the same keys and nothing is decrypted. A file the destination already holds
 * byte for byte (by size and digest, read only when the stores' digests do not settle it) is left
 * alone, so a run stopped at any point and started again carries on where it was; each write is
 * whole (a rename, or one PUT) and read back before it counts. The source is left as it is, unless
 * `deleteSource`: then each file goes from it once the destination holds it.
 */
export async function copyBlobs(
  from: ObjectStore,
  to: ObjectStore,
  options: CopyOptions = {},
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, present: 0, removed: 0, failed: [] };
  const keys = from.list()[Symbol.asyncIterator]();
  let stopped: { error: unknown } | undefined;

  async function worker() {
    while (!stopped) {
      const next = await keys.next();
      if (next.done) return;
      const key = next.value;
      const result = await copyOne(from, to, key);
      if (result === 'failed') outcome.failed.push(key);
      else if (result !== 'gone') {
        outcome[result] += 1;
        if (options.deleteSource) {
          await from.remove(key);
          outcome.removed += 1;
        }
      }
      options.onProgress?.(outcome);
    }
  }

  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 4) }, () =>
    worker().catch((error: unknown) => {
      stopped ??= { error };
    }),
  );
  await Promise.all(workers);
  if (stopped) throw new CopyInterruptedError(outcome, stopped.error);
  return outcome;
}
