import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { gupshupEnv } from '../../test/helpers/sms-env.ts';
import { ConfigError, parseEnv } from './env.ts';
import { loadSecrets } from './secrets.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kredo-secrets-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('loadSecrets', () => {
  it('generates keys in sandbox mode and keeps them in DATA_DIR/secrets.json, readable only by the owner', async () => {
    const secrets = await loadSecrets(parseEnv({ DATA_DIR: dataDir }));

    expect(secrets.jwtSigningKey).toHaveLength(32);
    expect(secrets.piiEncryptionKey).toHaveLength(32);
    expect(secrets.jwtSigningKey.equals(secrets.piiEncryptionKey)).toBe(false);

    const path = join(dataDir, 'secrets.json');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
    expect(stored.jwtSigningKey).toBe(secrets.jwtSigningKey.toString('base64'));
    expect(stored.piiEncryptionKey).toBe(secrets.piiEncryptionKey.toString('base64'));
  });

  it('generates a file key in sandbox mode, kept apart in DATA_DIR/blob-keys.json in the form of BLOB_ENCRYPTION_KEYS', async () => {
    const env = parseEnv({ DATA_DIR: dataDir });
    const secrets = await loadSecrets(env);

    expect(secrets.blobKeyring.currentId).toBe('sandbox');
    const key = secrets.blobKeyring.keys.get('sandbox')!;
    expect(key).toHaveLength(32);
    const path = join(dataDir, 'blob-keys.json');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({
      blobEncryptionKeys: `sandbox:${key.toString('base64')}`,
    });
    expect((await loadSecrets(env)).blobKeyring.keys.get('sandbox')?.equals(key)).toBe(true);
  });

  it('adds the file key to a data directory made before files were encrypted, keeping its other keys', async () => {
    const jwt = randomBytes(32).toString('base64');
    const pii = randomBytes(32).toString('base64');
    await writeFile(
      join(dataDir, 'secrets.json'),
      JSON.stringify({ jwtSigningKey: jwt, piiEncryptionKey: pii }),
    );

    const secrets = await loadSecrets(parseEnv({ DATA_DIR: dataDir }));

    expect(secrets.piiEncryptionKey.toString('base64')).toBe(pii);
    expect(secrets.blobKeyring.keys.get('sandbox')).toHaveLength(32);
    expect((await readdir(dataDir)).sort()).toEqual(['blob-keys.json', 'secrets.json']);
  });

  it('prefers BLOB_ENCRYPTION_KEYS over the stored file key', async () => {
    await loadSecrets(parseEnv({ DATA_DIR: dataDir }));
    const key = randomBytes(32);
    const secrets = await loadSecrets(
      parseEnv({ DATA_DIR: dataDir, BLOB_ENCRYPTION_KEYS: `k2:${key.toString('base64')}` }),
    );
    expect(secrets.blobKeyring.currentId).toBe('k2');
    expect([...secrets.blobKeyring.keys.keys()]).toEqual(['k2']);
  });

  it('gives concurrent first starts of one data directory the same complete keys', async () => {
    for (let round = 0; round < 25; round += 1) {
      const dir = await mkdtemp(join(tmpdir(), 'kredo-secrets-race-'));
      const env = parseEnv({ DATA_DIR: dir });
      const [first, second, third] = await Promise.all([
        loadSecrets(env),
        loadSecrets(env),
        loadSecrets(env),
      ]);
      expect(second.piiEncryptionKey.equals(first.piiEncryptionKey)).toBe(true);
      expect(third.jwtSigningKey.equals(first.jwtSigningKey)).toBe(true);
      expect(third.blobKeyring.keys.get('sandbox')?.equals(first.blobKeyring.keys.get('sandbox')!)).toBe(
        true,
      );
      expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('returns the same keys on the next start of the same data directory', async () => {
    const env = parseEnv({ DATA_DIR: dataDir });
    const first = await loadSecrets(env);
    const second = await loadSecrets(env);
    expect(second.jwtSigningKey.equals(first.jwtSigningKey)).toBe(true);
    expect(second.piiEncryptionKey.equals(first.piiEncryptionKey)).toBe(true);
  });

  it('generates different keys for different data directories', async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'kredo-secrets-'));
    try {
      const first = await loadSecrets(parseEnv({ DATA_DIR: dataDir }));
      const second = await loadSecrets(parseEnv({ DATA_DIR: otherDir }));
      expect(second.piiEncryptionKey.equals(first.piiEncryptionKey)).toBe(false);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('creates a DATA_DIR that does not exist yet', async () => {
    const nested = join(dataDir, 'a', 'b');
    await loadSecrets(parseEnv({ DATA_DIR: nested }));
    expect((await readdir(nested)).sort()).toEqual(['blob-keys.json', 'secrets.json']);
  });

  it('prefers keys from the environment over stored ones', async () => {
    await loadSecrets(parseEnv({ DATA_DIR: dataDir }));
    const jwt = randomBytes(48);
    const pii = randomBytes(32);

    const secrets = await loadSecrets(
      parseEnv({
        DATA_DIR: dataDir,
        JWT_SIGNING_KEY: jwt.toString('base64'),
        PII_ENCRYPTION_KEY: pii.toString('base64'),
      }),
    );

    expect(secrets.jwtSigningKey.equals(jwt)).toBe(true);
    expect(secrets.piiEncryptionKey.equals(pii)).toBe(true);
  });

  it('takes one key from the environment and the other from the data directory', async () => {
    const stored = await loadSecrets(parseEnv({ DATA_DIR: dataDir }));
    const pii = randomBytes(32);

    const secrets = await loadSecrets(
      parseEnv({ DATA_DIR: dataDir, PII_ENCRYPTION_KEY: pii.toString('base64') }),
    );

    expect(secrets.piiEncryptionKey.equals(pii)).toBe(true);
    expect(secrets.jwtSigningKey.equals(stored.jwtSigningKey)).toBe(true);
  });

  it.each([16, 31, 33, 64])('refuses a PII key of %i bytes', async (length) => {
    const env = parseEnv({
      DATA_DIR: dataDir,
      JWT_SIGNING_KEY: randomBytes(32).toString('base64'),
      PII_ENCRYPTION_KEY: randomBytes(length).toString('base64'),
    });
    await expect(loadSecrets(env)).rejects.toThrow(ConfigError);
    await expect(loadSecrets(env)).rejects.toThrow('PII_ENCRYPTION_KEY must decode to exactly 32 bytes');
  });

  it('refuses a JWT key shorter than 32 bytes', async () => {
    const env = parseEnv({
      DATA_DIR: dataDir,
      JWT_SIGNING_KEY: randomBytes(16).toString('base64'),
      PII_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    await expect(loadSecrets(env)).rejects.toThrow('JWT_SIGNING_KEY must decode to at least 32 bytes');
  });

  it('uses the environment keys in production mode and writes nothing to DATA_DIR', async () => {
    const jwt = randomBytes(32);
    const pii = randomBytes(32);
    const blob = randomBytes(32);
    const env = parseEnv({
      APP_MODE: 'production',
      DATA_DIR: dataDir,
      JWT_SIGNING_KEY: jwt.toString('base64'),
      PII_ENCRYPTION_KEY: pii.toString('base64'),
      BLOB_ENCRYPTION_KEYS: `2026-01:${blob.toString('base64')}`,
      FE_LOGS_API_KEY: randomBytes(24).toString('base64'),
      ...gupshupEnv,
    });

    const secrets = await loadSecrets(env);

    expect(secrets.jwtSigningKey.equals(jwt)).toBe(true);
    expect(secrets.piiEncryptionKey.equals(pii)).toBe(true);
    expect(secrets.blobKeyring.currentId).toBe('2026-01');
    expect(secrets.blobKeyring.keys.get('2026-01')?.equals(blob)).toBe(true);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses production mode without BLOB_ENCRYPTION_KEYS even when handed an unchecked Env', async () => {
    const env = {
      ...parseEnv({
        DATA_DIR: dataDir,
        JWT_SIGNING_KEY: randomBytes(32).toString('base64'),
        PII_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      }),
      APP_MODE: 'production' as const,
    };
    await expect(loadSecrets(env)).rejects.toThrow('Production mode needs BLOB_ENCRYPTION_KEYS');
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses production mode without environment keys even when handed an unchecked Env', async () => {
    const env = { ...parseEnv({ DATA_DIR: dataDir }), APP_MODE: 'production' as const };
    await expect(loadSecrets(env)).rejects.toThrow(ConfigError);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
