import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ConfigError, type Env } from './env.ts';

export type Secrets = {
  jwtSigningKey: Buffer;
  piiEncryptionKey: Buffer;
};

const secretsFile = 'secrets.json';

/**
 * Production takes both keys from the environment (parseEnv already refused a missing one).
 * Sandbox generates them once and keeps them in DATA_DIR, so tokens and encrypted PII survive
 * a restart of the same data directory.
 */
export async function loadSecrets(env: Env): Promise<Secrets> {
  if (env.JWT_SIGNING_KEY && env.PII_ENCRYPTION_KEY) {
    return checkSecrets({
      jwtSigningKey: Buffer.from(env.JWT_SIGNING_KEY, 'base64'),
      piiEncryptionKey: Buffer.from(env.PII_ENCRYPTION_KEY, 'base64'),
    });
  }
  if (env.APP_MODE === 'production')
    throw new ConfigError('Production mode needs JWT_SIGNING_KEY and PII_ENCRYPTION_KEY');

  const stored = await readStoredSecrets(env.DATA_DIR);
  const secrets = {
    jwtSigningKey: env.JWT_SIGNING_KEY ? Buffer.from(env.JWT_SIGNING_KEY, 'base64') : stored.jwtSigningKey,
    piiEncryptionKey: env.PII_ENCRYPTION_KEY
      ? Buffer.from(env.PII_ENCRYPTION_KEY, 'base64')
      : stored.piiEncryptionKey,
  };
  return checkSecrets(secrets);
}

async function readStoredSecrets(dataDir: string): Promise<Secrets> {
  const path = join(dataDir, secretsFile);
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
    return {
      jwtSigningKey: Buffer.from(parsed.jwtSigningKey ?? '', 'base64'),
      piiEncryptionKey: Buffer.from(parsed.piiEncryptionKey ?? '', 'base64'),
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = { jwtSigningKey: randomBytes(32), piiEncryptionKey: randomBytes(32) };
  await mkdir(dataDir, { recursive: true });
  const body = JSON.stringify({
    jwtSigningKey: generated.jwtSigningKey.toString('base64'),
    piiEncryptionKey: generated.piiEncryptionKey.toString('base64'),
  });
  // Write the whole file under a private name, then link it into place: link fails if a
  // concurrent start got there first (its complete file then wins), and no reader ever sees half a file.
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, body, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readStoredSecrets(dataDir);
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
