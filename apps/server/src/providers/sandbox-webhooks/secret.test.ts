import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { sandboxMandateSecrets } from '../mandate/sandbox.schema.ts';
import { sandboxPgSecrets } from '../payment-gateway/sandbox.schema.ts';
import { sealedSecretLoader } from './secret.ts';

let database: Database;
const clock = createClock(0, () => Date.parse('2025-06-02T10:00:00+05:30'));
const cipher = createPiiCipher(randomBytes(32));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const deps = () => ({ db: database.db, clock, cipher });

describe('a sandbox service signing secret', () => {
  it('reads a secret sealed under `<table>.sealed_secret:<id>`, as servers have stored it', async () => {
    await database.db.insert(sandboxMandateSecrets).values({
      id: 'webhook',
      sealedSecret: cipher.encrypt('sandbox_mandate_secrets.sealed_secret:webhook', 'kept-secret'),
      createdAt: clock.now(),
    });
    const loader = sealedSecretLoader(deps(), {
      table: sandboxMandateSecrets,
      id: 'webhook',
      name: 'mandate',
    });
    expect(loader.current()).toBeUndefined();
    expect(await loader.load()).toBe('kept-secret');
    expect(loader.current()).toBe('kept-secret');
  });

  it('is made once on first use, sealed to its row, and two servers starting together agree on it', async () => {
    const options = { table: sandboxPgSecrets, id: 'key', name: 'gateway key' };
    const [first, second] = await Promise.all([
      sealedSecretLoader(deps(), options).load(),
      sealedSecretLoader(deps(), options).load(),
    ]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    const [row] = await database.db.select().from(sandboxPgSecrets).where(eq(sandboxPgSecrets.id, 'key'));
    expect(row!.sealedSecret).not.toContain(first);
    expect(cipher.decrypt('sandbox_pg_secrets.sealed_secret:key', row!.sealedSecret)).toBe(first);
    expect(await sealedSecretLoader(deps(), { ...options, id: 'webhook' }).load()).not.toBe(first);
  });
});
