import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import {
  formatBlobKeyring,
  generateBlobKeyring,
  parseBlobKeyring,
  type BlobKeyring,
} from '../lib/blob-store/blob-keyring.ts';
import { ConfigError, type Env } from './env.ts';

export type Secrets = {
  jwtSigningKey: Buffer;
  piiEncryptionKey: Buffer;
  /** Keys that seal each stored file's data key (lib/blob-store/blob-envelope.ts). */
  blobKeyring: BlobKeyring;
};

const secretsFile = 'secrets.json';
/** Apart from secrets.json, which data directories made before files were encrypted already have. */
const blobKeysFile = 'blob-keys.json';
const sandboxBlobKeyId = 'sandbox';

/**
 * Production takes every key from the environment (parseEnv already refused a missing one).
 * Sandbox generates them once and keeps them in DATA_DIR, so tokens, encrypted PII and encrypted
 * files survive a restart of the same data directory.
 */
export async function loadSecrets(env: Env): Promise<Secrets> {
  if (env.APP_MODE === 'production' && !env.BLOB_ENCRYPTION_KEYS)
    throw new ConfigError('Production mode needs BLOB_ENCRYPTION_KEYS');
  const blobKeyring = env.BLOB_ENCRYPTION_KEYS
    ? blobKeyringOf(env.BLOB_ENCRYPTION_KEYS)
    : await readStoredBlobKeyring(env.DATA_DIR);
  if (env.JWT_SIGNING_KEY && env.PII_ENCRYPTION_KEY) {
    return checkSecrets({
      jwtSigningKey: Buffer.from(env.JWT_SIGNING_KEY, 'base64'),
      piiEncryptionKey: Buffer.from(env.PII_ENCRYPTION_KEY, 'base64'),
      blobKeyring,
    });
  }
  if (env.APP_MODE === 'production')
    throw new ConfigError('Production mode needs JWT_SIGNING_KEY and PII_ENCRYPTION_KEY');

  const stored = await readOrCreate(join(env.DATA_DIR, secretsFile), () => ({
    jwtSigningKey: randomBytes(32).toString('base64'),
    piiEncryptionKey: randomBytes(32).toString('base64'),
  }));
  return checkSecrets({
    jwtSigningKey: Buffer.from(env.JWT_SIGNING_KEY ?? stored.jwtSigningKey ?? '', 'base64'),
    piiEncryptionKey: Buffer.from(env.PII_ENCRYPTION_KEY ?? stored.piiEncryptionKey ?? '', 'base64'),
    blobKeyring,
  });
}

function blobKeyringOf(setting: string): BlobKeyring {
  try {
    return parseBlobKeyring(setting);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** Kept in the form BLOB_ENCRYPTION_KEYS takes, so an operator can carry it into the environment. */
async function readStoredBlobKeyring(dataDir: string): Promise<BlobKeyring> {
  const stored = await readOrCreate(join(dataDir, blobKeysFile), () => ({
    blobEncryptionKeys: formatBlobKeyring(generateBlobKeyring(sandboxBlobKeyId)),
  }));
  return blobKeyringOf(stored.blobEncryptionKeys ?? '');
}

/** The JSON object in the file, made from `generate` (readable by the owner only) when absent. */
async function readOrCreate(
  path: string,
  generate: () => Record<string, string>,
): Promise<Record<string, string | undefined>> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = generate();
  await mkdir(dirname(path), { recursive: true });
  // Write the whole file under a private name, then link it into place: link fails if a
  // concurrent start got there first (its complete file then wins), and no reader ever sees half a file.
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(generated), { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreate(path, generate);
    throw error;
  } finally {
    await unlink(temporary);
  }
  return generated;
}

function checkSecrets(secrets: Secrets): Secrets {
  if (secrets.jwtSigningKey.length < 32)
    throw new ConfigError('JWT_SIGNING_KEY must decode to at least 32 bytes');
  if (secrets.piiEncryptionKey.length !== 32)
    throw new ConfigError('PII_ENCRYPTION_KEY must decode to exactly 32 bytes');
  return secrets;
}
