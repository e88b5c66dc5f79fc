import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { sandboxResidents, sandboxUidaiMagic } from '../uidai/sandbox-residents.ts';
import { createSandboxDigilockerProvider, digilockerCodeTtlMs } from './sandbox.ts';
import { digilockerSandboxCodes } from './sandbox.schema.ts';

const rahul = sandboxResidents.find((resident) => resident.name === 'Rahul Sharma')!;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Servers on one database with one PII key, as instances behind a load balancer are. */
function servers() {
  const clock = createClock();
  const cipher = createPiiCipher(randomBytes(32));
  const server = () => createSandboxDigilockerProvider({ db: database.db, clock, cipher });
  return { clock, server, a: server(), b: server() };
}

describe('the sandbox DigiLocker on several servers', () => {
  it('takes the consent on one server and gives the e-Aadhaar on another, once', async () => {
    const { a, b } = servers();
    const code = await a.authorize({ state: 's1', aadhaar: rahul.aadhaar });

    expect(await b.fetchEAadhaar(code)).toMatchObject({ name: 'Rahul Sharma', aadhaarLast4: '0726' });
    await expect(a.fetchEAadhaar(code)).rejects.toMatchObject({ reason: 'invalid_code' });
    await expect(b.fetchEAadhaar(code)).rejects.toMatchObject({ reason: 'invalid_code' });
  });

  it('keeps a code across a restart, and gives it to one of two servers asking at once', async () => {
    const { server, a, b } = servers();
    const code = await a.authorize({ state: 's2', aadhaar: rahul.aadhaar });
    const restarted = server();
    const outcomes = await Promise.allSettled([restarted.fetchEAadhaar(code), b.fetchEAadhaar(code)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('stores the code only as an HMAC and the Aadhaar number sealed', async () => {
    const { a } = servers();
    const code = await a.authorize({ state: 's3', aadhaar: rahul.aadhaar });
    const stored = JSON.stringify(await database.db.select().from(digilockerSandboxCodes));
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(rahul.aadhaar);
  });

  it('refuses an expired code by the server clock, and a resident without an e-Aadhaar', async () => {
    const { clock, a, b } = servers();
    const code = await a.authorize({ state: 's4', aadhaar: rahul.aadhaar });
    clock.advance(digilockerCodeTtlMs);
    await expect(b.fetchEAadhaar(code)).rejects.toMatchObject({ reason: 'code_expired' });

    const deepak = await a.authorize({ state: 's5', aadhaar: sandboxUidaiMagic.notInDigilocker });
    await expect(b.fetchEAadhaar(deepak)).rejects.toMatchObject({ reason: 'document_unavailable' });
    await expect(a.authorize({ state: 's6', aadhaar: '589173246019' })).rejects.toMatchObject({
      reason: 'invalid_code',
    });
  });
});
