import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type RunningServer } from './support/server.ts';

describe('production mode', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      APP_MODE: 'production',
      JWT_SIGNING_KEY: randomBytes(32).toString('base64'),
      PII_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      BLOB_ENCRYPTION_KEYS: `2026-01:${randomBytes(32).toString('base64')}`,
      FE_LOGS_API_KEY: randomBytes(24).toString('base64'),
      // A complete gateway configuration; these tests send no SMS.
      SMS_PROVIDER: 'gupshup',
      GUPSHUP_USER_ID: '2000123456',
      GUPSHUP_PASSWORD: randomBytes(12).toString('base64url'),
      SMS_SENDER_ID: 'KREDOL',
      SMS_DLT_ENTITY_ID: '1101456789012345678',
      SMS_DLT_TEMPLATE_IDS:
        'otp-signin:1107161234567890123,otp-mobile-verification:1107161234567890124,otp-update-email:1107161234567890125,reference-contact:1107161234567890126',
      SMS_DELIVERY_REPORT_TOKEN: randomBytes(24).toString('base64url'),
    });
  });
  afterAll(() => server.stop());

  it('serves the app and the probes but not the sandbox routes', async () => {
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    for (const path of ['/api/dev/outbox', '/api/dev/clock']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('refuses to start without its secrets', async () => {
    await expect(startServer({ APP_MODE: 'production' })).rejects.toThrow(
      /JWT_SIGNING_KEY[\s\S]*PII_ENCRYPTION_KEY[\s\S]*SMS_PROVIDER: must be gupshup in production mode/,
    );
  });

  it('finishes cleanly on SIGTERM', async () => {
    const other = await startServer();
    const exited = new Promise<number | null>((resolve) => other.process.once('exit', resolve));
    other.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    await other.stop();
  });
});
