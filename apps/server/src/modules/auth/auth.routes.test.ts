import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { latestCode as latestCodeFor, seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { seed } from '../../db/seed.ts';
import { demoBorrower } from '../users/users.service.ts';

const asha = demoBorrower;
const ravi = { name: 'Ravi Kumar', mobile: '9123412345', pan: 'BCDPK5678L', dob: '1988-11-02' };

describe('PAN and date-of-birth sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await seed(t.deps.db, { clock: t.deps.clock, cipher: t.deps.cipher, sandbox: true });
    await seedPerson(t, ravi);
  });
  afterAll(() => t.close());

  const initiate = (query: string) => t.app.inject(`/api/hagrid/signin-initiate/?${query}`);
  const signin = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/hagrid/signin', payload });
  const latestCode = (mobile: string) => latestCodeFor(t, mobile);
  /** Each test signs in on its own sandbox-clock minute window, clear of the previous test's resend wait. */
  const nextWindow = () => t.deps.clock.advance(61 * 60 * 1000);

  const signInAs = (person: { mobile: string; pan: string }) => signIn(t, person);

  it('signs the demo borrower in with PAN (any letter case) and the code sent by SMS', async () => {
    nextWindow();
    const started = await initiate(`mobile=${asha.mobile}&pan=abcpv1234k`);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ message: 'OTP Generated', resendAfterSeconds: 30 });

    const code = await latestCode(asha.mobile);
    const answer = await signin({ mobile: asha.mobile, pan: asha.pan, otp: code });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      userId: expect.any(String),
      roles: ['BORROWER'],
      token: expect.any(String),
    });
    expect(t.logLines.join('\n')).not.toContain(code);

    const status = await t.app.inject({
      url: `/api/lam/status/${answer.json().userId}`,
      headers: { authorization: `Bearer ${answer.json().token}` },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      profile: { name: 'Asha Verma', mobile: asha.mobile, panNumberMasked: 'XXXXXX234K', dob: '1990-05-15' },
      userStatus: { latestApplicationsStatus: null },
    });
  });

  it('signs in with date of birth', async () => {
    nextWindow();
    expect((await initiate(`mobile=${asha.mobile}&dob=1990-05-15`)).statusCode).toBe(200);
    const answer = await signin({
      mobile: asha.mobile,
      dob: '1990-05-15',
      otp: await latestCode(asha.mobile),
    });
    expect(answer.statusCode).toBe(200);
  });

  it("answers the spec's not-found text for a pair that names nobody, and sends nothing", async () => {
    nextWindow();
    const before = (await t.app.inject(`/api/dev/outbox?to=${asha.mobile}`)).json().length;
    const wrongPan = await initiate(`mobile=${asha.mobile}&pan=ZZZPZ9999Z`);
    expect(wrongPan.statusCode).toBe(404);
    expect(wrongPan.json().message).toBe(
      "We couldn't find your combination of pan and mobile in our existing records. Visit the mobile app to start your loan application",
    );
    const wrongDob = await initiate(`mobile=${asha.mobile}&dob=1990-05-16`);
    expect(wrongDob.statusCode).toBe(404);
    expect(wrongDob.json().message).toContain('date of birth and mobile');
    expect((await initiate(`mobile=9000012345&pan=${asha.pan}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/dev/outbox?to=${asha.mobile}`)).json()).toHaveLength(before);
  });

  it('refuses bad input with field errors: both or neither identity answer, a malformed PAN or mobile', async () => {
    for (const query of [`mobile=${asha.mobile}`, `mobile=${asha.mobile}&pan=${asha.pan}&dob=1990-05-15`]) {
      const answer = await initiate(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fieldErrors.pan).toEqual(['Please enter mandatory details']);
    }
    const badPan = await initiate(`mobile=${asha.mobile}&pan=ABCDE12345`);
    expect(badPan.json().fieldErrors.pan).toEqual(['Please enter a valid PAN number']);
    const badMobile = await initiate(`mobile=12345&pan=${asha.pan}`);
    expect(badMobile.json().fieldErrors.mobile).toEqual(['Please enter a valid Mobile Number']);
    const badOtp = await signin({ mobile: asha.mobile, pan: asha.pan, otp: '12ab' });
    expect(badOtp.statusCode).toBe(400);
    expect(badOtp.json().fieldErrors.otp).toEqual(['Please enter 6 digit OTP']);
  });

  it("answers 'Incorrect OTP' to a wrong code, and after five wrong codes the right one fails too", async () => {
    nextWindow();
    await initiate(`mobile=${asha.mobile}&pan=${asha.pan}`);
    const code = await latestCode(asha.mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const first = await signin({ mobile: asha.mobile, pan: asha.pan, otp: wrong });
    expect(first.statusCode).toBe(401);
    expect(first.json().message).toBe('Incorrect OTP');
    for (let i = 0; i < 4; i += 1) await signin({ mobile: asha.mobile, pan: asha.pan, otp: wrong });
    const right = await signin({ mobile: asha.mobile, pan: asha.pan, otp: code });
    expect(right.statusCode).toBe(401);
  });

  it('refuses a code after ten minutes by the server clock', async () => {
    nextWindow();
    await initiate(`mobile=${asha.mobile}&pan=${asha.pan}`);
    const code = await latestCode(asha.mobile);
    t.deps.clock.advance(10 * 60 * 1000 + 1000);
    const late = await signin({ mobile: asha.mobile, pan: asha.pan, otp: code });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This OTP has expired. Please request a new one.');
  });

  it("does not let one person's code open another person's account", async () => {
    nextWindow();
    await initiate(`mobile=${asha.mobile}&pan=${asha.pan}`);
    const ashaCode = await latestCode(asha.mobile);
    const crossed = await signin({ mobile: ravi.mobile, pan: ravi.pan, otp: ashaCode });
    expect(crossed.statusCode).toBe(401);
    const wrongIdentity = await signin({ mobile: asha.mobile, pan: ravi.pan, otp: ashaCode });
    expect(wrongIdentity.statusCode).toBe(404);
  });

  it('makes a resend wait, answering 429 with Retry-After', async () => {
    nextWindow();
    await initiate(`mobile=${asha.mobile}&pan=${asha.pan}`);
    const again = await initiate(`mobile=${asha.mobile}&pan=${asha.pan}`);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("lets a borrower read only their own status and profile; user B's token cannot read user A's", async () => {
    const a = await signInAs(asha);
    const b = await signInAs(ravi);
    const asB = { authorization: `Bearer ${b.token}` };
    const forbidden = [`/api/lam/status/${a.userId}`, `/api/lam-profile/profile?userId=${a.userId}`];
    for (const url of forbidden) {
      const answer = await t.app.inject({ url, headers: asB });
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain('Asha');
    }
    const own = await t.app.inject({ url: `/api/lam-profile/profile?userId=${b.userId}`, headers: asB });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Ravi Kumar', panNumberMasked: 'XXXXXX678L' });
  });

  it("revokes the session on logout; the token then answers 401 'Session timeout'", async () => {
    const a = await signInAs(asha);
    const headers = { authorization: `Bearer ${a.token}` };
    expect((await t.app.inject({ url: `/api/lam/status/${a.userId}`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/hagrid/logout', headers })).statusCode).toBe(204);
    const after = await t.app.inject({ url: `/api/lam/status/${a.userId}`, headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Session timeout' });
  });

  it('refuses user routes without a token, with a malformed one, or with a non-uuid userId', async () => {
    const a = await signInAs(asha);
    expect((await t.app.inject(`/api/lam/status/${a.userId}`)).statusCode).toBe(401);
    const garbage = await t.app.inject({
      url: `/api/lam/status/${a.userId}`,
      headers: { authorization: 'Bearer nope' },
    });
    expect(garbage.statusCode).toBe(401);
    const badId = await t.app.inject({
      url: '/api/lam/status/not-a-uuid',
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(badId.statusCode).toBe(400);
  });
});
