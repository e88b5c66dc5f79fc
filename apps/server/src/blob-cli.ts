import { parseArgs } from 'node:util';

import { ConfigError, parseEnv, type Env } from './config/env.ts';
import { loadSecrets } from './config/secrets.ts';
import { createBlobStore } from './lib/blob-store/blob-store.ts';
import { copyBlobs, CopyInterruptedError, type CopyOutcome } from './lib/blob-store/copy-blobs.ts';
import { createObjectStore, type ObjectStoreKind } from './lib/blob-store/create-blob-store.ts';
import { rewrapBlobs } from './lib/blob-store/rewrap-blobs.ts';

/**
 * Stored files, for an operator (docs/operations.md), with the same environment as the server:
 *   node apps/server/dist/blob-cli.js rotate    seal every file's data key under the current key
 *   node apps/server/dist/blob-cli.js migrate   encrypt files stored in the clear (the server also does this on start)
 *   node apps/server/dist/blob-cli.js copy --from fs --to s3   copy every file, sealed as stored, to the other store
 * Each may be stopped and run again. `rotate` and `copy` need no database and may run beside the server.
 */
const usage = `Usage:
  blob-cli rotate
  blob-cli migrate
  blob-cli copy --from fs|s3 --to s3|fs [--delete-source] [--parallel N]`;

class UsageError extends Error {}

const kinds: readonly ObjectStoreKind[] = ['fs', 's3'];
const isKind = (value: string | undefined): value is ObjectStoreKind =>
  kinds.includes(value as ObjectStoreKind);

async function rotate(env: Env) {
  const { blobKeyring } = await loadSecrets(env);
  const outcome = await rewrapBlobs(await createObjectStore(env), blobKeyring);
  process.stdout.write(
    [
      `Sealed under '${blobKeyring.currentId}': ${outcome.rewrapped} re-sealed, ${outcome.current} already were.`,
      outcome.plaintext ? `${outcome.plaintext} files are still in the clear: run migrate.` : '',
      outcome.failed.length
        ? `${outcome.failed.length} files did not open and keep their old key: ${outcome.failed.join(', ')}`
        : 'Every file is sealed under the current key; older keys may now be removed.',
      '',
    ]
      .filter((line, index, lines) => line || index === lines.length - 1)
      .join('\n'),
  );
  if (outcome.failed.length) process.exitCode = 1;
}

async function migrate(env: Env) {
  // The database's modules load only for the one command that needs them.
  const [{ withDatabase }, { blobReferences }, { migratePlaintextBlobs }] = await Promise.all([
    import('./cli-database.ts'),
    import('./db/blob-references.ts'),
    import('./lib/blob-store/migrate-plaintext-blobs.ts'),
  ]);
  const { blobKeyring } = await loadSecrets(env);
  const objects = await createObjectStore(env);
  const outcome = await withDatabase(({ db }) =>
    migratePlaintextBlobs({ db, objects, blobs: createBlobStore(objects, blobKeyring) }, blobReferences),
  );
  process.stdout.write(
    `Encrypted ${outcome.rewritten} files, removed ${outcome.removed} clear copies; ${outcome.remaining} rows still name a file in the clear.\n` +
      outcome.problems.map((problem) => `  ${problem}\n`).join(''),
  );
  if (outcome.remaining) process.exitCode = 1;
}

function copySummary(outcome: CopyOutcome, from: ObjectStoreKind, to: ObjectStoreKind): string {
  const lines = [
    `Copied ${outcome.copied} files from ${from} to ${to}; ${outcome.present} were there already.`,
  ];
  if (outcome.removed) lines.push(`Removed ${outcome.removed} files from ${from}, each once ${to} held it.`);
  if (outcome.failed.length)
    lines.push(
      `${outcome.failed.length} copies did not read back the same and their files stay in ${from}: ${outcome.failed.join(', ')}`,
    );
  return lines.join('\n');
}

/** An error as an operator can act on it: S3's answers carry their HTTP status. */
function explain(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata
    ?.httpStatusCode;
  if (status === 403)
    return `${text} (HTTP 403: the bucket refused S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or their rights)`;
  return status ? `${text} (HTTP ${status})` : text;
}

async function copy(env: Env, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      'delete-source': { type: 'boolean', default: false },
      parallel: { type: 'string', default: '4' },
    },
  });
  const { from, to } = values;
  const concurrency = Number(values.parallel);
  if (!isKind(from) || !isKind(to) || from === to || !Number.isInteger(concurrency) || concurrency < 1)
    throw new UsageError(usage);
  const source = await createObjectStore(env, from);
  const destination = await createObjectStore(env, to);
  let seen = 0;
  try {
    const outcome = await copyBlobs(source, destination, {
      deleteSource: values['delete-source'],
      concurrency,
      onProgress: () => {
        if ((seen += 1) % 500 === 0) process.stderr.write(`${seen} files checked\n`);
      },
    });
    process.stdout.write(`${copySummary(outcome, from, to)}\n`);
    if (outcome.failed.length) process.exitCode = 1;
  } catch (error) {
    if (!(error instanceof CopyInterruptedError)) throw error;
    process.stdout.write(`${copySummary(error.outcome, from, to)}\n`);
    process.stderr.write(
      `Stopped by an error: ${explain(error.cause)}\nRun the same command again to carry on.\n`,
    );
    process.exitCode = 1;
  }
}

async function main([command, ...args]: string[]): Promise<void> {
  if (command !== 'rotate' && command !== 'migrate' && command !== 'copy') throw new UsageError(usage);
  const env = parseEnv(process.env);
  if (command === 'rotate') return rotate(env);
  if (command === 'migrate') return migrate(env);
  try {
    return await copy(env, args);
  } catch (error) {
    // parseArgs' own refusals: an unknown option, a missing value.
    if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError(usage);
    throw error;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  process.stderr.write(`${known ? error.message : String(error)}\n`);
  process.exit(1);
});
