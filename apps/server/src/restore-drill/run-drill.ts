import type { AppMode } from '../app-deps.ts';
import { openDatabase } from '../db/database.ts';
import type { BlobKeyring } from '../lib/blob-store/blob-keyring.ts';
import { createBlobStore } from '../lib/blob-store/blob-store.ts';
import { createFsObjectStore } from '../lib/blob-store/fs-object-store.ts';
import type { ObjectStore } from '../lib/blob-store/object-store.ts';
import { createClock } from '../lib/clock.ts';
import { createPiiCipher } from '../lib/crypto/pii.ts';
import { backUp, discardRestoredCopy, restoreBackup, type Backup, type RestoredCopy } from './backup.ts';
import { checkRestoredCopy, type DrillReport } from './drill-report.ts';
import { describeDatabase } from './postgres-tools.ts';
import { productTrustedRoots } from './trusted-roots.ts';

export type DrillOptions = {
  /** The live database (DATABASE_URL); its server also receives the scratch database. */
  databaseUrl: string;
  /** The live file store (BLOB_STORE). */
  objects: ObjectStore;
  blobKeyring: BlobKeyring;
  piiEncryptionKey: Buffer;
  mode: AppMode;
  /** Where the backup is written: database.dump and blobs/, and restored-blobs/ beside them. */
  folder: string;
  /** Keep the restored database and files for a look afterwards. */
  keep: boolean;
  /** An empty database to restore into instead of a new one on the live server; never dropped. */
  targetUrl?: string | undefined;
  pgBin?: string | undefined;
  now: Date;
  /** Progress, a line at a time. */
  log: (line: string) => void;
};

export type DrillOutcome = { backup: Backup; restored: RestoredCopy; report: DrillReport };

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * The drill: a backup taken as an operator takes one, restored as after a loss, and the restored
 * copy checked (drill-report.ts). The restored database and files are removed afterwards unless
 * `keep`; the backup stays in `folder`.
 */
export async function runRestoreDrill(options: DrillOptions): Promise<DrillOutcome> {
  const { log } = options;
  log(`Backing up ${describeDatabase(options.databaseUrl)} and the stored files into ${options.folder}`);
  const backup = await backUp(options);
  log(`Backed up: database.dump ${megabytes(backup.dumpBytes)}, ${backup.files} files`);
  const restored = await restoreBackup({ ...options, serverUrl: options.databaseUrl });
  log(`Restored into ${describeDatabase(restored.databaseUrl)} and ${restored.blobRoot}`);
  const database = await openDatabase({ url: restored.databaseUrl });
  let report: DrillReport;
  try {
    const { db } = database;
    const context = {
      mode: options.mode,
      db,
      clock: createClock(),
      cipher: createPiiCipher(options.piiEncryptionKey),
    };
    report = await checkRestoredCopy({
      db,
      blobs: createBlobStore(createFsObjectStore(restored.blobRoot), options.blobKeyring),
      trustedRoots: () => productTrustedRoots(context),
    });
  } finally {
    await database.close();
    if (!options.keep) await discardRestoredCopy(restored, options.databaseUrl);
  }
  if (options.keep)
    log(`Kept the restored copy: ${describeDatabase(restored.databaseUrl)}, files in ${restored.blobRoot}`);
  else if (restored.scratch) log('Dropped the restored database and removed the restored files');
  else log(`Removed the restored files; ${describeDatabase(restored.databaseUrl)} keeps the restored data`);
  return { backup, restored, report };
}
