import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { assertBlobKey, isBlobKey, type ObjectStore } from './object-store.ts';

/** Blobs under `<root>/ab/cd/<key>`; two levels of fan-out keep directories small. */
export function createFsObjectStore(root: string): ObjectStore {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(root, key.slice(0, 2), key.slice(2, 4), key);
  };

  const read = async (key: string) => {
    try {
      return await readFile(pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    async write(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees a half-written file under the final name; the
      // bytes reach the disk before the rename, so a crash leaves the old file or the whole new one.
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600, flush: true });
        await rename(temporary, path);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    read,
    async describe(key) {
      // A local file is cheap to read, and both digests then come for certain.
      const bytes = await read(key);
      if (!bytes) return null;
      return {
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        md5: createHash('md5').update(bytes).digest('hex'),
      };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) if (entry.isFile() && isBlobKey(entry.name)) yield entry.name;
    },
  };
}
