import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { latestCode } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { seed } from '../../db/seed.ts';
import { demoBorrower, findUserByMobile } from '../users/users.service.ts';

const asha = demoBorrower;

describe('update e-mail with mobile, PAN, OTP and Google', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seed(t.deps.db, { clock: t.deps.clock, cipher: t.deps.cipher, sandbox: true });
  });
  afterAll(() => t.close());

  const credentialFor = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/dev/identity/credential',
        payload: { email, name: 'Someone' },
      })
    ).json().credential as string;
  const requestUpdate = (pan: string = asha.pan) =>
    t.app.inject({ method: 'POST', url: '/api/hagrid/forgot-email', payload: { mobile: asha.mobile, pan } });
  const completeUpdate = (credential: string | undefined, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/hagrid/forgot-email-update',
      headers: credential ? { authorization: `Bearer ${credential}` } : {},
      payload,
    });
  const ashaEmail = async () => (await findUserByMobile(t.deps.db, asha.mobile))?.email;
  const nextWindow = () => t.deps.clock.advance(61 * 60 * 1000);

  it('connects the new address once both the code and the Google sign-in succeed', async () => {
    nextWindow();
    const started = await requestUpdate();
    expect(started.statusCode).toBe(200);
    expect(started.json().resendAfterSeconds).toBe(80);
    const { requestId } = started.json();
    const otp = await latestCode(t, asha.mobile);

    const withoutGoogle = await completeUpdate(undefined, { otp, requestId });
    expect(withoutGoogle.statusCode).toBe(401);
    expect(await ashaEmail()).toBe('asha.verma@example.com');

    const credential = await credentialFor('asha.new@example.com');
    const done = await completeUpdate(credential, { otp, requestId });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Email has been updated successfully!',
      email: 'asha.new@example.com',
    });
    expect(await ashaEmail()).toBe('asha.new@example.com');

    const google = await t.app.inject({
      method: 'POST',
      url: '/api/hagrid/signin/google',
      headers: { authorization: `Bearer ${credential}` },
      payload: {},
    });
    expect(google.json()).toMatchObject({ existing: true, name: 'Asha Verma' });
  });

  it("answers the spec's text when mobile and PAN name nobody", async () => {
    nextWindow();
    const answer = await requestUpdate('ZZZPZ9999Z');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Sorry we could not find a user with the entered PAN and MOBILE!');
  });

  it("answers 401 'Incorrect Otp!' to a wrong code and changes nothing", async () => {
    nextWindow();
    const { requestId } = (await requestUpdate()).json();
    const otp = await latestCode(t, asha.mobile);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const answer = await completeUpdate(await credentialFor('other.address@example.com'), {
      otp: wrong,
      requestId,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('Incorrect Otp!');
    expect(await ashaEmail()).toBe('asha.new@example.com');
  });

  it('answers 403 when the Google account already belongs to someone else, without spending the code', async () => {
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/hagrid/signin/google',
      headers: { authorization: `Bearer ${await credentialFor('taken@example.com')}` },
      payload: {},
    });
    expect(stranger.json().existing).toBe(false);

    nextWindow();
    const { requestId } = (await requestUpdate()).json();
    const otp = await latestCode(t, asha.mobile);
    const answer = await completeUpdate(await credentialFor('taken@example.com'), { otp, requestId });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(
      /^Something went wrong\. Please contact our customer support team @ \S+/,
    );
    expect(await ashaEmail()).toBe('asha.new@example.com');

    const retry = await completeUpdate(await credentialFor('asha.third@example.com'), { otp, requestId });
    expect(retry.statusCode).toBe(200);
  });

  it('makes a new code wait 80 seconds', async () => {
    nextWindow();
    await requestUpdate();
    const early = await requestUpdate();
    expect(early.statusCode).toBe(429);
    t.deps.clock.advance(81_000);
    expect((await requestUpdate()).statusCode).toBe(200);
  });
});
