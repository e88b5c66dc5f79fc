import { randomUUID } from 'node:crypto';

import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestDeps } from '../../../test/helpers/test-app.ts';
import type { AppDeps } from '../../app-deps.ts';
import { sessionLifetimeMs } from './sessions.service.ts';

describe('sessions', () => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  const user = { id: randomUUID(), roles: ['BORROWER'] };

  beforeAll(async () => {
    const created = await createTestDeps();
    deps = created.deps;
    close = created.close;
  });
  afterAll(() => close());

  const refusal = { code: 'UNAUTHENTICATED', status: 401, userMessage: 'Session timeout' };

  it('issues a signed token carrying sub, roles, jti and exp that verifies to the live session', async () => {
    const { token, session } = await deps.sessions.issue(user);
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ sub: user.id, roles: ['BORROWER'], jti: session.sessionId });
    expect((claims.exp - claims.iat) * 1000).toBe(sessionLifetimeMs);
    expect(await deps.sessions.verify(token)).toEqual(session);
  });

  it('refuses a token once its session is revoked', async () => {
    const { token, session } = await deps.sessions.issue(user);
    await deps.sessions.revoke(session.sessionId);
    await expect(deps.sessions.verify(token)).rejects.toMatchObject(refusal);
  });

  it('refuses a token after it expires by the service clock', async () => {
    const { token } = await deps.sessions.issue(user);
    deps.clock.advance(sessionLifetimeMs + 1000);
    await expect(deps.sessions.verify(token)).rejects.toMatchObject(refusal);
  });

  it('refuses a tampered token, another key, and an unsigned token', async () => {
    const { token } = await deps.sessions.issue(user);
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: randomUUID(), jti: randomUUID() })).toString(
      'base64url',
    );
    await expect(deps.sessions.verify([header, otherPayload, signature].join('.'))).rejects.toMatchObject(
      refusal,
    );

    const forged = await new SignJWT({ roles: ['ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another key that is long enough to sign with'));
    await expect(deps.sessions.verify(forged)).rejects.toMatchObject(refusal);

    const unsigned = new UnsecuredJWT({ roles: [] })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setExpirationTime('1h')
      .encode();
    await expect(deps.sessions.verify(unsigned)).rejects.toMatchObject(refusal);
    expect(payload).toBeDefined();
  });

  it("checks a token's signature once, its session and expiry every time", async () => {
    const { token, session } = await deps.sessions.issue(user);
    const signatureChecks = vi.spyOn(crypto.subtle, 'verify');
    try {
      expect(await deps.sessions.verify(token)).toEqual(session);
      expect(await deps.sessions.verify(token)).toEqual(session);
      expect(signatureChecks).toHaveBeenCalledTimes(1);
    } finally {
      signatureChecks.mockRestore();
    }
    // What is remembered is the exact token: the same claims with another signature are refused.
    const [header, claims, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BA' : 'AA'}`;
    await expect(deps.sessions.verify([header, claims, flipped].join('.'))).rejects.toMatchObject(refusal);

    await deps.sessions.revoke(session.sessionId);
    await expect(deps.sessions.verify(token)).rejects.toMatchObject(refusal);
  });

  it('refuses a token verified before once it expires by the service clock', async () => {
    const { token, session } = await deps.sessions.issue(user);
    expect(await deps.sessions.verify(token)).toEqual(session);
    deps.clock.advance(sessionLifetimeMs - 1000);
    expect(await deps.sessions.verify(token)).toEqual(session);
    deps.clock.advance(1000);
    await expect(deps.sessions.verify(token)).rejects.toMatchObject(refusal);
  });
});
