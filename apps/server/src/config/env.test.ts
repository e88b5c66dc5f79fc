import { describe, expect, it } from 'vitest';

import { gupshupEnv } from '../../test/helpers/sms-env.ts';
import { apiDocsOn, ConfigError, listenHost, parseEnv, sandboxFeLogsApiKey } from './env.ts';

const key32 = Buffer.alloc(32, 7).toString('base64');
const feLogsKey = 'fe-logs-key-of-production-0123';
const productionKeys = {
  JWT_SIGNING_KEY: key32,
  PII_ENCRYPTION_KEY: key32,
  BLOB_ENCRYPTION_KEYS: `2026-01:${key32}`,
  FE_LOGS_API_KEY: feLogsKey,
  ...gupshupEnv,
};

function configErrorOf(source: Record<string, string | undefined>): ConfigError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('parseEnv accepted the configuration');
}

describe('parseEnv', () => {
  it.each([' ', '0x1F90', '80.5', '-1', '70000'])('refuses PORT=%j', (PORT) => {
    expect(() => parseEnv({ PORT })).toThrow(/PORT/);
  });

  it('fills in the defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      APP_MODE: 'sandbox',
      PORT: 8080,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      BLOB_STORE: 'fs',
      S3_REGION: 'ap-south-1',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(listenHost(env)).toBe('127.0.0.1');
  });

  it('listens on loopback in sandbox mode and on every interface in production, unless HOST says otherwise', () => {
    expect(listenHost(parseEnv({ APP_MODE: 'production', ...productionKeys }))).toBe('0.0.0.0');
    expect(listenHost(parseEnv({ HOST: '0.0.0.0' }))).toBe('0.0.0.0');
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({
      PORT: '',
      DATA_DIR: '',
      APP_MODE: '',
      DATABASE_URL: '',
      TRUST_PROXY: '',
      JWT_SIGNING_KEY: '',
    });
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: './data', APP_MODE: 'sandbox', TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SIGNING_KEY).toBeUndefined();
  });

  it('reads the values it is given', () => {
    const env = parseEnv({
      PORT: '3000',
      DATA_DIR: '/var/lib/kredo',
      TRUST_PROXY: '1',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: '/var/lib/kredo',
      TRUST_PROXY: true,
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('reads TRUST_PROXY as the proxies to believe: none, every hop, or their addresses', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const wrong of ['balancer', '10.0.0.0/33', '300.1.1.1'])
      expect(configErrorOf({ TRUST_PROXY: wrong }).message).toMatch(
        /TRUST_PROXY: not an address or CIDR range/,
      );
  });

  it.each(['65536', '70000', '-1', 'abc', '8080.5', 'eighty'])(
    'refuses PORT=%s with a message naming PORT',
    (port) => {
      const error = configErrorOf({ PORT: port });
      expect(error.name).toBe('ConfigError');
      expect(error.message).toMatch(/^Invalid configuration:\n {2}PORT: /);
    },
  );

  it('accepts the edges of the port range', () => {
    expect(parseEnv({ PORT: '0' }).PORT).toBe(0);
    expect(parseEnv({ PORT: '65535' }).PORT).toBe(65_535);
  });

  it.each(['postgres://kredo:secret@db:5432/kredo', 'postgresql://localhost/kredo'])(
    'accepts DATABASE_URL=%s',
    (url) => {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    },
  );

  it.each(['mysql://localhost/kredo', 'http://localhost/kredo', 'postgresx://localhost/kredo', 'not a url'])(
    'refuses DATABASE_URL=%s',
    (url) => {
      expect(configErrorOf({ DATABASE_URL: url }).message).toContain('DATABASE_URL:');
    },
  );

  it('requires the bucket and both keys when BLOB_STORE=s3', () => {
    const message = configErrorOf({ BLOB_STORE: 's3' }).message;
    expect(message).toContain('S3_BUCKET: required when BLOB_STORE=s3');
    expect(message).toContain('S3_ACCESS_KEY_ID: required when BLOB_STORE=s3');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: required when BLOB_STORE=s3');
  });

  it('names only the missing S3 setting', () => {
    const message = configErrorOf({ BLOB_STORE: 's3', S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'AKIA' }).message;
    expect(message).toContain('S3_SECRET_ACCESS_KEY');
    expect(message).not.toContain('S3_BUCKET');
    expect(message).not.toContain('S3_ACCESS_KEY_ID');
  });

  it('accepts a complete S3 configuration', () => {
    const env = parseEnv({
      BLOB_STORE: 's3',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'shh',
    });
    expect(env).toMatchObject({ BLOB_STORE: 's3', S3_BUCKET: 'docs', S3_REGION: 'ap-south-1' });
  });

  it('refuses production mode without any of its four keys, naming each', () => {
    const message = configErrorOf({ APP_MODE: 'production' }).message;
    expect(message).toContain('JWT_SIGNING_KEY: required in production mode');
    expect(message).toContain('PII_ENCRYPTION_KEY: required in production mode');
    expect(message).toContain('BLOB_ENCRYPTION_KEYS: required in production mode');
    expect(message).toContain('FE_LOGS_API_KEY: required in production mode');
  });

  it('treats an empty production key as missing', () => {
    const message = configErrorOf({
      APP_MODE: 'production',
      JWT_SIGNING_KEY: key32,
      PII_ENCRYPTION_KEY: '',
      FE_LOGS_API_KEY: feLogsKey,
    }).message;
    expect(message).toContain('PII_ENCRYPTION_KEY: required in production mode');
    expect(message).not.toContain('JWT_SIGNING_KEY');
  });

  it('refuses a BLOB_ENCRYPTION_KEYS it cannot read, saying why', () => {
    expect(configErrorOf({ BLOB_ENCRYPTION_KEYS: 'k1:c2hvcnQ=' }).message).toContain(
      "BLOB_ENCRYPTION_KEYS: key 'k1' must be base64 of exactly 32 bytes",
    );
    expect(configErrorOf({ BLOB_ENCRYPTION_KEYS: `k1:${key32},k1:${key32}` }).message).toContain(
      "key id 'k1' is given twice",
    );
    expect(parseEnv({ BLOB_ENCRYPTION_KEYS: `k2:${key32},k1:${key32}` }).BLOB_ENCRYPTION_KEYS).toBe(
      `k2:${key32},k1:${key32}`,
    );
  });

  it('accepts production mode with all four keys', () => {
    const env = parseEnv({ APP_MODE: 'production', ...productionKeys });
    expect(env).toMatchObject({ APP_MODE: 'production', ...productionKeys });
  });

  it('leaves FE_LOGS_API_KEY unset in sandbox mode (the app then uses the documented sandbox key)', () => {
    expect(parseEnv({}).FE_LOGS_API_KEY).toBeUndefined();
    expect(parseEnv({ FE_LOGS_API_KEY: '' }).FE_LOGS_API_KEY).toBeUndefined();
    expect(parseEnv({ FE_LOGS_API_KEY: feLogsKey }).FE_LOGS_API_KEY).toBe(feLogsKey);
    expect(sandboxFeLogsApiKey).toBe('sandbox-fe-logs-key');
  });

  it('refuses a short FE_LOGS_API_KEY, and the sandbox key in production', () => {
    expect(configErrorOf({ FE_LOGS_API_KEY: 'short' }).message).toContain(
      'FE_LOGS_API_KEY: must be at least 16 characters',
    );
    const message = configErrorOf({
      APP_MODE: 'production',
      ...productionKeys,
      FE_LOGS_API_KEY: sandboxFeLogsApiKey,
    }).message;
    expect(message).toContain('FE_LOGS_API_KEY: must not be the sandbox key in production mode');
  });

  it('serves the OpenAPI page in sandbox mode, and in production only when API_DOCS=on', () => {
    expect(apiDocsOn(parseEnv({}))).toBe(true);
    expect(apiDocsOn(parseEnv({ API_DOCS: 'off' }))).toBe(false);
    expect(apiDocsOn(parseEnv({ APP_MODE: 'production', ...productionKeys }))).toBe(false);
    expect(apiDocsOn(parseEnv({ APP_MODE: 'production', ...productionKeys, API_DOCS: 'on' }))).toBe(true);
    expect(configErrorOf({ API_DOCS: 'yes' }).message).toMatch(/API_DOCS/);
  });

  it('refuses an unknown APP_MODE', () => {
    expect(configErrorOf({ APP_MODE: 'staging' }).message).toContain('APP_MODE:');
  });
});
