import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { latestCode, seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findUserById } from '../users/users.service.ts';

const meera = { name: 'Meera Iyer', mobile: '9345600001', pan: 'CDEPM1234N', dob: '1992-07-19' };
const kabir = { name: 'Kabir Shah', mobile: '9345600002', pan: 'DEFPK4321Q', dob: '1985-02-10' };
const ravi = { name: 'Ravi Menon', mobile: '9345600003', pan: 'EFGPR5678T', dob: '1979-11-02' };

describe('mobile verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedPerson(t, meera);
    await seedPerson(t, kabir);
    await seedPerson(t, ravi);
  });
  afterAll(() => t.close());

  const generate = (headers: Record<string, string>, mobile: string) =>
    t.app.inject({ url: `/api/paandu/generate-mobile-otp?mobile=${mobile}`, headers });
  const verify = (headers: Record<string, string>, mobile: string, otp: string) =>
    t.app.inject({ method: 'POST', url: '/api/paandu/verify-mobile-otp', headers, payload: { mobile, otp } });

  it('verifies the mobile with the code sent to it and saves the WhatsApp opt-in', async () => {
    const session = await signIn(t, meera);
    t.deps.clock.advance(60_000);
    const sent = await generate(session.headers, meera.mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'OTP Generated', resendAfterSeconds: 30 });

    const answer = await verify(session.headers, meera.mobile, await latestCode(t, meera.mobile));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'SUCCESS',
      mobile: meera.mobile,
      mobileOtpVerified: true,
      whatsappOptIn: true,
    });
    expect(await findUserById(t.deps.db, session.userId)).toMatchObject({
      mobileOtpVerified: true,
      whatsappOptIn: true,
    });
  });

  it('moves the account to a new mobile once that mobile is proved', async () => {
    const session = await signIn(t, kabir);
    const newMobile = '9345600099';
    await generate(session.headers, newMobile);
    const answer = await verify(session.headers, newMobile, await latestCode(t, newMobile));
    expect(answer.statusCode).toBe(200);
    expect((await findUserById(t.deps.db, session.userId))?.mobile).toBe(newMobile);
    kabir.mobile = newMobile;
  });

  /** An answer as a caller compares them: the status, Retry-After, and the body without its request id. */
  const seen = (answer: Awaited<ReturnType<typeof generate>>) => ({
    status: answer.statusCode,
    retryAfter: answer.headers['retry-after'],
    body: JSON.stringify(answer.json(), (key, value: unknown) => (key === 'requestId' ? '<id>' : value)),
  });

  it("answers another account's mobile exactly as a number nobody holds, up to and past the hourly limit", async () => {
    const session = await signIn(t, kabir);
    const registered = ravi.mobile;
    const unregistered = '9345600066';
    for (let sent = 0; sent < 6; sent += 1) {
      t.deps.clock.advance(60_000);
      const toCustomer = seen(await generate(session.headers, registered));
      const toNobody = seen(await generate(session.headers, unregistered));
      expect(toCustomer).toEqual(toNobody);
      expect(toCustomer.status).toBe(sent < 5 ? 200 : 429);
    }
  });

  it('answers both alike once the client address has used up its hourly sends', async () => {
    const session = await signIn(t, kabir);
    const address = { remoteAddress: '198.51.100.23' };
    const from = (mobile: string) =>
      t.app.inject({
        url: `/api/paandu/generate-mobile-otp?mobile=${mobile}`,
        headers: session.headers,
        ...address,
      });
    for (let sent = 0; sent < 20; sent += 1) {
      expect((await from(`93457${String(sent).padStart(5, '0')}`)).statusCode).toBe(200);
    }
    const toCustomer = seen(await from(meera.mobile));
    expect(toCustomer.status).toBe(429);
    expect(toCustomer).toEqual(seen(await from('9345600044')));
  });

  it("tells of another account's mobile only after the right code proves the number", async () => {
    t.deps.clock.advance(61 * 60_000);
    const session = await signIn(t, kabir);
    expect((await generate(session.headers, ravi.mobile)).statusCode).toBe(200);
    const code = await latestCode(t, ravi.mobile);

    const wrong = await verify(
      session.headers,
      ravi.mobile,
      String((Number(code) + 3) % 1_000_000).padStart(6, '0'),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Incorrect OTP');

    const right = await verify(session.headers, ravi.mobile, code);
    expect(right.statusCode).toBe(409);
    expect(right.json()).toMatchObject({
      code: 'CONFLICT',
      message: messages.mobileTakenByAnotherAccount,
      fieldErrors: { mobile: [messages.mobileTakenByAnotherAccount] },
    });
    expect((await findUserById(t.deps.db, session.userId))?.mobile).toBe(kabir.mobile);
  });

  it("answers 'Incorrect OTP' to a wrong code and leaves the profile alone", async () => {
    const session = await signIn(t, meera);
    const other = '9345600077';
    await generate(session.headers, other);
    const code = await latestCode(t, other);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const answer = await verify(session.headers, other, wrong);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe('Incorrect OTP');
    expect((await findUserById(t.deps.db, session.userId))?.mobile).toBe(meera.mobile);
  });

  it("does not let one borrower use a code sent for another's session", async () => {
    const meeraSession = await signIn(t, meera);
    const kabirSession = await signIn(t, kabir);
    const target = '9345600055';
    await generate(meeraSession.headers, target);
    const code = await latestCode(t, target);
    const answer = await verify(kabirSession.headers, target, code);
    expect(answer.statusCode).toBe(422);
    expect((await findUserById(t.deps.db, kabirSession.userId))?.mobile).toBe(kabir.mobile);
    // The attempt did not spend the code: the borrower it was sent for can still use it.
    const owner = await verify(meeraSession.headers, target, code);
    expect(owner.json()).toMatchObject({ status: 'SUCCESS' });
    expect(owner.statusCode).toBe(200);
    meera.mobile = target;
  });

  it('needs a session and a well-formed mobile', async () => {
    expect((await t.app.inject(`/api/paandu/generate-mobile-otp?mobile=${meera.mobile}`)).statusCode).toBe(
      401,
    );
    const session = await signIn(t, meera);
    const bad = await generate(session.headers, '12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.mobile).toEqual(['Please enter a valid Mobile Number']);
  });
});
