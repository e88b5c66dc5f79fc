import { chmod, mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { copyBlobs } from '../lib/blob-store/copy-blobs.ts';
import { createFsObjectStore } from '../lib/blob-store/fs-object-store.ts';
import type { ObjectStore } from '../lib/blob-store/object-store.ts';
import {
  createScratchDatabase,
  DrillError,
  dropScratchDatabase,
  dumpDatabase,
  restoreDatabase,
  type ScratchDatabase,
} from './postgres-tools.ts';

/**
 * A backup as the drill keeps it, in one folder: `database.dump` (pg_dump -Fc) and `blobs/`, every
 * stored file as the store holds it, sealed (a folder laid out as BLOB_STORE=fs lays it out).
 */
const dumpName = 'database.dump';
const blobsFolder = 'blobs';
const restoredBlobsFolder = 'restored-blobs';

export type Backup = { folder: string; dumpBytes: number; files: number };

/** The backup's files, as a store. */
export const backupObjects = (folder: string) => createFsObjectStore(join(folder, blobsFolder));

async function copyAll(from: ObjectStore, to: ObjectStore): Promise<number> {
  const outcome = await copyBlobs(from, to);
  if (outcome.failed.length)
    throw new DrillError(
      `${outcome.failed.length} files did not read back the same once copied: ${outcome.failed.join(', ')}`,
    );
  return outcome.copied + outcome.present;
}

/**
 * The database first, then the files: a file is stored before the row that names it, so every row
 * in the dump finds its file in the copy (files stored meanwhile are copied too, and harm nothing).
 */
export async function backUp(input: {
  databaseUrl: string;
  objects: ObjectStore;
  folder: string;
  pgBin?: string | undefined;
}): Promise<Backup> {
  // The dump holds borrowers' details in the clear: for its owner only.
  await mkdir(input.folder, { recursive: true, mode: 0o700 });
  // An existing (empty) folder keeps its mode under mkdir: the dump holds personal data.
  await chmod(input.folder, 0o700);
  const dumpFile = join(input.folder, dumpName);
  await dumpDatabase(input.databaseUrl, dumpFile, input.pgBin);
  const files = await copyAll(input.objects, backupObjects(input.folder));
  return { folder: input.folder, dumpBytes: (await stat(dumpFile)).size, files };
}

export type RestoredCopy = {
  databaseUrl: string;
  /** The database the drill made, to drop afterwards; none when it restored into one it was given. */
  scratch: ScratchDatabase | undefined;
  /** The fresh fs store the files were restored into. */
  blobRoot: string;
  files: number;
};

/**
 * The backup restored as an operator would after a loss: the dump into a new database on the
 * server of `serverUrl` (or into the empty database `targetUrl`), the files into a fresh fs store
 * beside the backup. A restore that fails part-way drops the database it made.
 */
export async function restoreBackup(input: {
  folder: string;
  serverUrl: string;
  targetUrl?: string | undefined;
  pgBin?: string | undefined;
  now: Date;
}): Promise<RestoredCopy> {
  const scratch = input.targetUrl ? undefined : await createScratchDatabase(input.serverUrl, input.now);
  const databaseUrl = input.targetUrl ?? scratch?.url ?? '';
  const blobRoot = join(input.folder, restoredBlobsFolder);
  try {
    await restoreDatabase(databaseUrl, join(input.folder, dumpName), input.pgBin);
    await rm(blobRoot, { recursive: true, force: true });
    const files = await copyAll(backupObjects(input.folder), createFsObjectStore(blobRoot));
    return { databaseUrl, scratch, blobRoot, files };
  } catch (error) {
    if (scratch) await dropScratchDatabase(input.serverUrl, scratch.name).catch(() => undefined);
    throw error;
  }
}

/** Drops the database the drill made and removes the restored files. */
export async function discardRestoredCopy(copy: RestoredCopy, serverUrl: string): Promise<void> {
  if (copy.scratch) await dropScratchDatabase(serverUrl, copy.scratch.name);
  await rm(copy.blobRoot, { recursive: true, force: true });
}
