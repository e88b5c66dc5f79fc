import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { ConfigError, parseEnv, type Env } from './config/env.ts';
import { loadSecrets } from './config/secrets.ts';
import { createObjectStore } from './lib/blob-store/create-blob-store.ts';
import { describeDatabase, DrillError, newestPgBin } from './restore-drill/postgres-tools.ts';

/**
 * The restore drill, for an operator (docs/operations.md), with the same environment as the server:
 *   node apps/server/dist/restore-drill.js [--out <folder>] [--keep] [--target-url <url>] [--pg-bin <folder>]
 * Backs up the database (pg_dump) and the stored files, restores both into a new database and a
 * fresh folder, and checks the copy: the ledger balances, every file opens and matches its hash,
 * every signed PDF verifies. Exit 0: the backup restores whole; 1: failures (listed); 2: it could not run.
 */
const usage = `Usage:
  restore-drill [--out <empty folder>] [--keep] [--target-url <postgres url>] [--pg-bin <folder>]
    --out         keep the backup (database.dump, blobs/) in this folder; otherwise it is removed
    --keep        keep the restored database and files, to look at them afterwards
    --target-url  restore into this empty database instead of a new one on DATABASE_URL's server
    --pg-bin      the folder of pg_dump and pg_restore (default: the newest /usr/lib/postgresql/*/bin, else PATH)`;

const needsPostgres =
  'The restore drill needs PostgreSQL: set DATABASE_URL. The embedded database (PGlite) is backed up by copying DATA_DIR whole with the server stopped (docs/operations.md).';

class UsageError extends Error {}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The keys as the server reads them (secrets.ts), never made up: sandbox mode would otherwise
 * generate new ones in DATA_DIR, and a drill opening files with new keys proves nothing.
 */
async function serverSecrets(env: Env) {
  const missing: string[] = [];
  if (!env.BLOB_ENCRYPTION_KEYS && !(await exists(join(env.DATA_DIR, 'blob-keys.json'))))
    missing.push('BLOB_ENCRYPTION_KEYS');
  if (!(env.JWT_SIGNING_KEY && env.PII_ENCRYPTION_KEY) && !(await exists(join(env.DATA_DIR, 'secrets.json'))))
    missing.push('PII_ENCRYPTION_KEY and JWT_SIGNING_KEY');
  if (missing.length)
    throw new ConfigError(
      `No keys to open the backup with: set ${missing.join(', ')} as the server has them (or DATA_DIR to its data directory in sandbox mode).`,
    );
  return loadSecrets(env);
}

async function backupFolder(out: string | undefined): Promise<string> {
  if (!out) return mkdtemp(join(tmpdir(), 'kredo-restore-drill-'));
  const folder = resolve(out);
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length) throw new UsageError(`--out must name a new or empty folder; ${folder} holds files`);
  return folder;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      keep: { type: 'boolean', default: false },
      'target-url': { type: 'string' },
      'pg-bin': { type: 'string' },
    },
  });
  const env = parseEnv(process.env);
  if (!env.DATABASE_URL) throw new DrillError(needsPostgres);
  const secrets = await serverSecrets(env);
  // The checks load the product's modules: only once there is a database to check.
  const [{ runRestoreDrill }, { formatReport }] = await Promise.all([
    import('./restore-drill/run-drill.ts'),
    import('./restore-drill/drill-report.ts'),
  ]);
  const folder = await backupFolder(values.out);
  const now = new Date();
  try {
    const { report } = await runRestoreDrill({
      databaseUrl: env.DATABASE_URL,
      objects: await createObjectStore(env),
      blobKeyring: secrets.blobKeyring,
      piiEncryptionKey: secrets.piiEncryptionKey,
      mode: env.APP_MODE,
      folder,
      keep: values.keep,
      targetUrl: values['target-url'],
      pgBin: values['pg-bin'] ?? (await newestPgBin()),
      now,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(`Restore drill of ${describeDatabase(env.DATABASE_URL)}, ${now.toISOString()}\n`);
    process.stdout.write(formatReport(report));
    return report.failures.length ? 1 : 0;
  } finally {
    // A backup nobody asked to keep goes; with --keep its restored files are still in it.
    if (!values.out && !values.keep) await rm(folder, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const parseRefusal = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    const known = error instanceof UsageError || error instanceof ConfigError || error instanceof DrillError;
    const message = parseRefusal ? usage : known ? (error as Error).message : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(2);
  },
);
