import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { createClock } from '../../lib/clock.ts';
import { IdentityError } from './index.ts';
import {
  createSandboxIdentityProvider,
  sandboxIdentityAudience,
  sandboxIdentityIssuer,
  sandboxIdentityMagic,
} from './sandbox.ts';

describe('sandbox identity issuer', () => {
  it('issues ID tokens it verifies like Google ones: stable subject, lower-cased e-mail, name', async () => {
    const clock = createClock();
    const issuer = await createSandboxIdentityProvider(clock);
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
    expect(issuer.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(issuer.jwks.keys[0]).not.toHaveProperty('d');
  });

  it('refuses an expired token by the service clock', async () => {
    const clock = createClock();
    const issuer = await createSandboxIdentityProvider(clock);
    const token = await issuer.issueCredential({ email: 'a@example.com', name: 'A' });
    clock.advance(61 * 60 * 1000);
    await expect(issuer.verifyIdToken(token, clock.now())).rejects.toMatchObject({ reason: 'invalid_token' });
  });

  it('refuses a token signed by another key, and one that is not a token', async () => {
    const clock = createClock();
    const issuer = await createSandboxIdentityProvider(clock);
    const { privateKey } = await generateKeyPair('RS256');
    const forge = (audience: string) =>
      new SignJWT({ email: 'a@example.com', email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: issuer.jwks.keys[0]!.kid! })
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
    const issuer = await createSandboxIdentityProvider(clock);
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
});
