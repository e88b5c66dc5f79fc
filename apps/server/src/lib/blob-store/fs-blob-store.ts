import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { assertSha256, type BlobStore } from './blob-store.ts';

/** Blobs under `<root>/ab/cd/<sha256>`; two levels of fan-out keep directories small. */
export function createFsBlobStore(root: string): BlobStore {
  const pathOf = (sha256: string) => {
    assertSha256(sha256);
    return join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };

  return {
    async put(bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const path = pathOf(sha256);
      if (await exists(path)) return { sha256, size: bytes.byteLength };
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees a half-written file under the final name.
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, path);
      } finally {
        await rm(temporary, { force: true });
      }
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      try {
        return await readFile(pathOf(sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    has: async (sha256) => exists(pathOf(sha256)),
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
