import { randomBytes } from 'node:crypto';

import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.ts';
import { createClock, type Clock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { IdentityError } from './index.ts';
import {
  createSandboxIdentityProvider,
  sandboxIdentityAudience,
  sandboxIdentityIssuer,
  sandboxIdentityMagic,
} from './sandbox.ts';
import { identitySandboxKeys } from './sandbox.schema.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const cipher = createPiiCipher(randomBytes(32));
/** A server's issuer on the shared database and PII key; each call is another server. */
const issuerOn = (clock: Clock) => createSandboxIdentityProvider({ db: database.db, clock, cipher });

describe('sandbox identity issuer', () => {
  it('issues ID tokens it verifies like Google ones: stable subject, lower-cased e-mail, name', async () => {
    const clock = createClock();
    const issuer = issuerOn(clock);
    const token = await issuer.issueCredential({ email: 'Neha.Rao@Example.com', name: 'Neha Rao' });
    const identity = await issuer.verifyIdToken(token, clock.now());
    expect(identity).toEqual({
      subject: expect.stringMatching(/^sbx-/),
      issuer: sandboxIdentityIssuer,
      email: 'neha.rao@example.com',
      name: 'Neha Rao',
    });
    const again = await issuer.verifyIdToken(
      await issuer.issueCredential({ email: 'neha.rao@example.com', name: 'N' }),
      clock.now(),
    );
    expect(again.subject).toBe(identity.subject);
    const jwks = await issuer.jwks();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('refuses an expired token by the service clock', async () => {
    const clock = createClock();
    const issuer = issuerOn(clock);
    const token = await issuer.issueCredential({ email: 'a@example.com', name: 'A' });
    clock.advance(61 * 60 * 1000);
    await expect(issuer.verifyIdToken(token, clock.now())).rejects.toMatchObject({ reason: 'invalid_token' });
  });

  it('refuses a token signed by another key, and one that is not a token', async () => {
    const clock = createClock();
    const issuer = issuerOn(clock);
    const { privateKey } = await generateKeyPair('RS256');
    const [published] = (await issuer.jwks()).keys;
    const forge = (audience: string) =>
      new SignJWT({ email: 'a@example.com', email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: published!.kid! })
        .setIssuer(sandboxIdentityIssuer)
        .setAudience(audience)
        .setSubject('x')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    await expect(
      issuer.verifyIdToken(await forge(sandboxIdentityAudience), clock.now()),
    ).rejects.toBeInstanceOf(IdentityError);
    await expect(issuer.verifyIdToken('not.a.token', clock.now())).rejects.toMatchObject({
      reason: 'invalid_token',
    });
  });

  it('behaves like a real issuer on the magic addresses', async () => {
    const clock = createClock();
    const issuer = issuerOn(clock);
    await expect(
      issuer.issueCredential({ email: sandboxIdentityMagic.disabledAccount, name: 'X' }),
    ).rejects.toBeInstanceOf(IdentityError);
    const unverified = await issuer.issueCredential({
      email: sandboxIdentityMagic.unverifiedEmail,
      name: 'U',
    });
    await expect(issuer.verifyIdToken(unverified, clock.now())).rejects.toMatchObject({
      reason: 'email_not_verified',
    });
  });

  it('verifies on one server the tokens another issued, also after a restart: one key for all', async () => {
    const clock = createClock();
    const [a, b] = [issuerOn(clock), issuerOn(clock)];
    const fromA = await a.issueCredential({ email: 'ravi@example.com', name: 'Ravi' });
    const fromB = await b.issueCredential({ email: 'ravi@example.com', name: 'Ravi' });
    expect(await b.verifyIdToken(fromA, clock.now())).toMatchObject({ email: 'ravi@example.com' });
    expect(await a.verifyIdToken(fromB, clock.now())).toMatchObject({ email: 'ravi@example.com' });
    const restarted = issuerOn(clock);
    expect(await restarted.verifyIdToken(fromA, clock.now())).toMatchObject({ email: 'ravi@example.com' });
    expect(await restarted.jwks()).toEqual(await a.jwks());
  });

  it('makes one key when servers start using it at once, and keeps its private half sealed', async () => {
    await database.db.delete(identitySandboxKeys);
    const clock = createClock();
    const fresh = [issuerOn(clock), issuerOn(clock), issuerOn(clock)];
    const tokens = await Promise.all(
      fresh.map((issuer) => issuer.issueCredential({ email: 'meera@example.com', name: 'Meera' })),
    );
    for (const issuer of fresh)
      for (const token of tokens)
        expect(await issuer.verifyIdToken(token, clock.now())).toMatchObject({ email: 'meera@example.com' });

    const rows = await database.db.select().from(identitySandboxKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealedPrivateKey).toMatch(/^v1\./);
    expect(JSON.stringify(rows)).not.toContain('PRIVATE KEY');
    expect(rows[0]!.publicJwk).not.toHaveProperty('d');
  });
});
