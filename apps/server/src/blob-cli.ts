import { withDatabase } from './cli-database.ts';
import { ConfigError, parseEnv } from './config/env.ts';
import { loadSecrets } from './config/secrets.ts';
import { blobReferences } from './db/blob-references.ts';
import { createBlobStore } from './lib/blob-store/blob-store.ts';
import { createObjectStore } from './lib/blob-store/create-blob-store.ts';
import { migratePlaintextBlobs } from './lib/blob-store/migrate-plaintext-blobs.ts';
import { rewrapBlobs } from './lib/blob-store/rewrap-blobs.ts';

/**
 * Stored files, for an operator (docs/operations.md), with the same environment as the server:
 *   node apps/server/dist/blob-cli.js rotate    seal every file's data key under the current key
 *   node apps/server/dist/blob-cli.js migrate   encrypt files stored in the clear (the server also does this on start)
 * Both may be stopped and run again. `rotate` needs no database and may run beside the server.
 */
const usage = `Usage:
  blob-cli rotate
  blob-cli migrate`;

class UsageError extends Error {}

async function main([command]: string[]): Promise<void> {
  if (command !== 'rotate' && command !== 'migrate') throw new UsageError(usage);
  const env = parseEnv(process.env);
  const { blobKeyring } = await loadSecrets(env);
  const objects = await createObjectStore(env);
  if (command === 'rotate') {
    const outcome = await rewrapBlobs(objects, blobKeyring);
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
    return;
  }
  const outcome = await withDatabase(({ db }) =>
    migratePlaintextBlobs({ db, objects, blobs: createBlobStore(objects, blobKeyring) }, blobReferences),
  );
  process.stdout.write(
    `Encrypted ${outcome.rewritten} files, removed ${outcome.removed} clear copies; ${outcome.remaining} rows still name a file in the clear.\n` +
      outcome.problems.map((problem) => `  ${problem}\n`).join(''),
  );
  if (outcome.remaining) process.exitCode = 1;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  process.stderr.write(`${known ? error.message : String(error)}\n`);
  process.exit(1);
});
