import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { seed } from '../../db/seed.ts';
import { sandboxIdentityMagic } from '../../providers/identity/sandbox.ts';
import { events } from '../events/events.schema.ts';
import { findUserById } from '../users/users.service.ts';

describe('Google sign-in (sandbox issuer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seed(t.deps.db, { clock: t.deps.clock, cipher: t.deps.cipher, sandbox: true });
  });
  afterAll(() => t.close());

  const credentialFor = async (email: string, name = 'Test Person') => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/dev/identity/credential',
      payload: { email, name },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().credential as string;
  };
  const googleSignin = (credential: string | undefined, payload: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/hagrid/signin/google',
      headers: credential ? { authorization: `Bearer ${credential}` } : {},
      payload,
    });

  it('signs up a new person, records the sign-up and keeps the first-contact data', async () => {
    const answer = await googleSignin(await credentialFor('Priya.Nair@Example.com', 'Priya Nair'), {
      loginChannel: 'WEB_V2',
      sourcingCode: 'sclmd',
      utmParams: { utm_source: 'healwise', utm_campaign: 'diwali' },
      leadId: 'L-1001',
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      existing: false,
      email: 'priya.nair@example.com',
      name: 'Priya Nair',
      roles: ['BORROWER'],
    });

    const user = await findUserById(t.deps.db, body.userId);
    expect(user).toMatchObject({
      mobile: null,
      sourcingCode: 'SCLMD',
      loginChannel: 'WEB_V2',
      leadId: 'L-1001',
      utmParams: { utm_source: 'healwise', utm_campaign: 'diwali' },
    });
    const signUps = await t.deps.db
      .select()
      .from(events)
      .where(and(eq(events.userId, body.userId), eq(events.name, 'SignUp')));
    expect(signUps).toHaveLength(1);

    const profile = await t.app.inject({
      url: `/api/lam-profile/profile?userId=${body.userId}`,
      headers: { authorization: `Bearer ${body.dsToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      mobile: null,
      mobileOtpVerified: false,
      email: 'priya.nair@example.com',
    });

    const again = await googleSignin(await credentialFor('priya.nair@example.com'));
    expect(again.json()).toMatchObject({ existing: true, userId: body.userId });
    const signUpsAfter = await t.deps.db.select().from(events).where(eq(events.userId, body.userId));
    expect(signUpsAfter.filter((row) => row.name === 'SignUp')).toHaveLength(1);
  });

  it("uses the default brand's sourcing code when none is sent", async () => {
    const answer = await googleSignin(await credentialFor('no.code@example.com'));
    expect((await findUserById(t.deps.db, answer.json().userId))?.sourcingCode).toBe('SCKREDO');
  });

  it('links an existing account with the same e-mail instead of creating a second one', async () => {
    const answer = await googleSignin(await credentialFor('asha.verma@example.com', 'Asha V'));
    expect(answer.json()).toMatchObject({ existing: true, name: 'Asha Verma' });
    expect((await findUserById(t.deps.db, answer.json().userId))?.mobile).toBe('9876543210');
  });

  it('refuses a missing, malformed, expired or unverified credential with 401', async () => {
    const refused = { code: 'CREDENTIAL_REFUSED', message: 'Google sign-in failed. Please try again.' };
    expect((await googleSignin(undefined)).json()).toMatchObject(refused);
    expect((await googleSignin('not-a-jwt')).json()).toMatchObject(refused);
    const stale = await credentialFor('late@example.com');
    t.deps.clock.advance(61 * 60 * 1000);
    const late = await googleSignin(stale);
    expect(late.statusCode).toBe(401);
    const unverified = await googleSignin(await credentialFor(sandboxIdentityMagic.unverifiedEmail));
    expect(unverified.statusCode).toBe(401);
  });

  it('refuses a disabled account at the issuer, and a bad body with field errors', async () => {
    const disabled = await t.app.inject({
      method: 'POST',
      url: '/api/dev/identity/credential',
      payload: { email: sandboxIdentityMagic.disabledAccount, name: 'Dee' },
    });
    expect(disabled.statusCode).toBe(403);
    const bad = await googleSignin(await credentialFor('x@example.com'), { loginChannel: 'PIGEON' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.loginChannel).toHaveLength(1);
  });

  it('publishes the sandbox JWKS without private parts', async () => {
    const jwks = (await t.app.inject('/api/dev/identity/jwks')).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig' });
    expect(JSON.stringify(jwks)).not.toMatch(/"d"|"p"|"q"/);
  });
});

describe('Google sign-in in production without a client id', () => {
  it('is unavailable rather than open, and the sandbox issuer is absent', async () => {
    const t = await buildTestApp({ mode: 'production' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/hagrid/signin/google',
      headers: { authorization: 'Bearer a.b.c' },
      payload: {},
    });
    expect(answer.statusCode).toBe(503);
    expect((await t.app.inject('/api/dev/identity/jwks')).statusCode).toBe(404);
    await t.close();
  });
});
