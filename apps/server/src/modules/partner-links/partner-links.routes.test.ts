import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { seed } from '../../db/seed.ts';
import { findUserById } from '../users/users.service.ts';
import { sandboxPartnerLinkKeys } from './partner-link-keys.ts';
import { sealPartnerLink } from './partner-link-token.ts';

const invalid = 'This link is invalid or has expired. Please open the latest link from the partner app.';

describe('partner links and partner sign-on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seed(t.deps.db, { clock: t.deps.clock, cipher: t.deps.cipher, sandbox: true });
  });
  afterAll(() => t.close());

  const mint = async (partnerId: string, claims: Record<string, unknown>, ttlSeconds = 3600) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/dev/partner-links',
      payload: { partnerId, claims, ttlSeconds },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().token as string;
  };
  const verify = (token: string) =>
    t.app.inject({ method: 'POST', url: '/links/partner-link/verify', payload: { token } });
  const sso = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/hagrid/signin/partner', payload: { token } });

  it('opens a link for the app, while the link itself does not show the mobile', async () => {
    const token = await mint('healwise', {
      mobile: '9812300001',
      utm_source: 'healwise',
      redirect: 'loans',
      loanId: 'LN-77',
      currentEmployer: 'Acme Hospitals',
    });
    expect(token).not.toContain('9812300001');
    expect(Buffer.from(token.split('.').join(''), 'base64url').toString('latin1')).not.toContain(
      '9812300001',
    );
    const answer = await verify(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      partnerId: 'healwise',
      mobile: '9812300001',
      utm_source: 'healwise',
      redirect: 'loans',
      loanId: 'LN-77',
      currentEmployer: 'Acme Hospitals',
    });
  });

  it('refuses a tampered, foreign, expired or over-long link', async () => {
    const token = await mint('healwise', { utm_source: 'healwise' });
    const parts = token.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    for (const bad of [
      parts.join('.'),
      'not-a-token-at-all-really',
      token.replace(/^[^.]+/, 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIiwia2lkIjoibm9ib2R5In0'),
    ]) {
      const answer = await verify(bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(invalid);
    }
    const foreignKeys = sandboxPartnerLinkKeys(randomBytes(32));
    const foreign = await sealPartnerLink(
      foreignKeys,
      'healwise',
      { utm_source: 'x' },
      t.deps.clock.now(),
      3600,
    );
    expect((await verify(foreign)).statusCode).toBe(400);

    const tooLong = await sealPartnerLink(
      t.deps.partnerLinkKeys,
      'healwise',
      { utm_source: 'x' },
      t.deps.clock.now(),
      8 * 24 * 3600,
    );
    expect((await verify(tooLong)).statusCode).toBe(400);

    const short = await mint('healwise', { utm_source: 'healwise' }, 60);
    t.deps.clock.advance(61_000);
    expect((await verify(short)).statusCode).toBe(400);
  });

  it('signs a new person in from an SSO link once, under the partner, still to verify the mobile', async () => {
    const token = await mint('jobpath', { mobile: '9812300002', utm_source: 'jobpath', sso: true });
    const answer = await sso(token);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ existing: false, mobileOtpVerified: false, link: { partnerId: 'jobpath' } });
    expect(await findUserById(t.deps.db, body.userId)).toMatchObject({
      mobile: '9812300002',
      sourcingCode: 'SCBP',
    });
    const profile = await t.app.inject({
      url: `/api/lam-profile/profile?userId=${body.userId}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);

    const replay = await sso(token);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe(
      'This sign-in link has already been used. Please open a new link from the partner app.',
    );
  });

  it('signs an existing borrower into their own account, and refuses a link that is not for sign-on', async () => {
    const asha = await sso(
      await mint('vittloans', { mobile: '9876543210', utm_source: 'vittloans', sso: true }),
    );
    expect(asha.json()).toMatchObject({ existing: true, mobileOtpVerified: true });
    expect((await findUserById(t.deps.db, asha.json().userId))?.name).toBe('Asha Verma');

    const plain = await sso(await mint('vittloans', { mobile: '9876543210', utm_source: 'vittloans' }));
    expect(plain.statusCode).toBe(403);
  });

  it('refuses malformed claims when minting', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/dev/partner-links',
      payload: { partnerId: 'healwise', claims: { utm_source: '', mobile: '123' } },
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fieldErrors)).toEqual(
      expect.arrayContaining(['claims.mobile', 'claims.utm_source']),
    );
  });
});

describe('partner links in production', () => {
  it('has no mint route', async () => {
    const t = await buildTestApp({ mode: 'production' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/dev/partner-links', payload: {} })).statusCode,
    ).toBe(404);
    await t.close();
  });
});
