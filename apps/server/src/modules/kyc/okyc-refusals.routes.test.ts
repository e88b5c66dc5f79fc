import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { sandboxUidaiMagic } from '../../providers/uidai/sandbox-residents.ts';
import { asha, kycTestKit, rahul } from './kyc-test-kit.ts';

const minutes = (n: number) => n * 60 * 1000;

describe('Aadhaar OKYC refusals', () => {
  const ctx = {} as { t: TestApp };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());
  const kit = kycTestKit(ctx);

  it.each([
    ['', 'Please Enter 12 digit Aadhaar Number'],
    ['74120356891', 'Please Enter 12 digit Aadhaar Number'],
    ['74120356891x', 'Please Enter 12 digit Aadhaar Number'],
    ['741203568918', 'Enter Valid Aadhar Number'],
    ['141203568917', 'Enter Valid Aadhar Number'],
  ])('refuses the Aadhaar number %j: %s', async (aadhaar, message) => {
    const b = await kit.borrower();
    const session = await kit.initiate(b);
    const reply = await kit.generateOtp(b, {
      session_id: session.session_id,
      captcha: 'abcde',
      aadhaar_no: aadhaar,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { aadhaar_no: [message] } });
  });

  it("refuses a missing or malformed captcha with the spec's messages", async () => {
    const b = await kit.borrower();
    const session = await kit.initiate(b);
    for (const [captcha, message] of [
      ['', 'Please Enter Captcha'],
      ['a!', 'Please Enter Valid Captcha'],
    ]) {
      const reply = await kit.generateOtp(b, {
        session_id: session.session_id,
        captcha,
        aadhaar_no: asha.aadhaar,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ fieldErrors: { captcha: [message] } });
    }
  });

  it('refuses a session past its 10 minutes: the app starts again', async () => {
    const b = await kit.borrower();
    const session = await kit.initiate(b);
    const answer = await kit.captchaAnswer(b, session.session_id);
    ctx.t.deps.clock.advance(minutes(11));
    const reply = await kit.generateOtp(b, {
      session_id: session.session_id,
      captcha: answer,
      aadhaar_no: asha.aadhaar,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'something went wrong, Please try again!',
    });
    const refresh = await kit.inject({
      url: `/api/kyc/captcha?session_id=${session.session_id}`,
      headers: b.headers,
    });
    expect(refresh.statusCode).toBe(409);
  });

  it('takes two wrong OTPs, spends the OTP on the third, and then refuses even the right one', async () => {
    const b = await kit.borrower();
    const sessionId = await kit.otpSent(b, rahul.aadhaar);
    const otp = kit.otpIn(await kit.latestSms(rahul.mobile!));
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const reply = await kit.validateOtp(b, { session_id: sessionId, otp: wrong });
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toMatchObject({ code: 'OTP_REFUSED', message: 'Incorrect OTP' });
    }
    const third = await kit.validateOtp(b, { session_id: sessionId, otp: wrong });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'CONFLICT', message: 'Please click generate otp again' });
    const right = await kit.validateOtp(b, { session_id: sessionId, otp });
    expect(right.statusCode).toBe(409);
    expect(right.json()).toMatchObject({ message: 'Please click generate otp again' });
  });

  it('refuses an OTP after its 10 minutes, and an OTP before one was asked for', async () => {
    const b = await kit.borrower();
    const sessionId = await kit.otpSent(b, rahul.aadhaar);
    const otp = kit.otpIn(await kit.latestSms(rahul.mobile!));
    ctx.t.deps.clock.advance(minutes(10) + 1000);
    const late = await kit.validateOtp(b, { session_id: sessionId, otp });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'Please click generate otp again' });

    const early = await kit.initiate(b);
    const reply = await kit.validateOtp(b, { session_id: early.session_id, otp: '123456' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ message: 'Please click generate otp again' });
    const badOtp = await kit.validateOtp(b, { session_id: early.session_id, otp: '12345' });
    expect(badOtp.statusCode).toBe(400);
    expect(badOtp.json()).toMatchObject({ fieldErrors: { otp: ['Please enter 6 digit OTP'] } });
  });

  it('answers the magic numbers: no mobile linked, UIDAI down, and a valid number UIDAI does not know', async () => {
    const b = await kit.borrower();
    const attempt = async (aadhaar: string) => {
      const session = await kit.initiate(b);
      return kit.generateOtp(b, {
        session_id: session.session_id,
        captcha: await kit.captchaAnswer(b, session.session_id),
        aadhaar_no: aadhaar,
      });
    };
    const noMobile = await attempt(sandboxUidaiMagic.noMobileLinked);
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json()).toMatchObject({
      fieldErrors: {
        aadhaar_no: [
          'No mobile number is linked to this Aadhaar. Please choose another way to complete your KYC.',
        ],
      },
    });
    const down = await attempt(sandboxUidaiMagic.uidaiDown);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'something went wrong, Please try again!',
    });
    const unknown = await attempt('589173246019');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: { aadhaar_no: ['Enter Valid Aadhar Number'] } });
  });

  it("refuses another borrower's session and a userId that is not the caller's", async () => {
    const owner = await kit.borrower();
    const other = await kit.borrower();
    const session = await kit.initiate(owner);
    const answer = await kit.captchaAnswer(owner, session.session_id);

    const theirs = await kit.generateOtp(other, {
      session_id: session.session_id,
      captcha: answer,
      aadhaar_no: asha.aadhaar,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: 'something went wrong, Please try again!' });
    const captcha = await kit.inject({
      url: `/api/kyc/captcha?session_id=${session.session_id}`,
      headers: other.headers,
    });
    expect(captcha.statusCode).toBe(404);
    const answerOfOthers = await kit.inject({
      url: `/api/dev/okyc-captcha?session_id=${session.session_id}`,
      headers: other.headers,
    });
    expect(answerOfOthers.statusCode).toBe(404);
    const asOwner = await kit.generateOtp(other, {
      userId: owner.userId,
      session_id: session.session_id,
      captcha: answer,
      aadhaar_no: asha.aadhaar,
    });
    expect(asOwner.statusCode).toBe(403);
    const initiateAsOwner = await kit.inject({
      url: `/api/kyc/initiate-okyc?userId=${owner.userId}`,
      headers: other.headers,
    });
    expect(initiateAsOwner.statusCode).toBe(403);
    const signedOut = await kit.inject({ url: '/api/kyc/initiate-okyc' });
    expect(signedOut.statusCode).toBe(401);

    // The owner's session is untouched by all of it.
    const mine = await kit.generateOtp(owner, {
      session_id: session.session_id,
      captcha: answer,
      aadhaar_no: asha.aadhaar,
    });
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('sends a borrower at most 5 Aadhaar OTPs a day', async () => {
    const b = await kit.borrower();
    for (let sent = 0; sent < 5; sent += 1) await kit.otpSent(b, rahul.aadhaar);
    const session = await kit.initiate(b);
    const sixth = await kit.generateOtp(b, {
      session_id: session.session_id,
      captcha: await kit.captchaAnswer(b, session.session_id),
      aadhaar_no: rahul.aadhaar,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      message: 'You have tried Aadhaar KYC too many times today. Please try again tomorrow.',
    });
    ctx.t.deps.clock.advance(minutes(24 * 60));
    await kit.otpSent(await b.again(), rahul.aadhaar);
  });
});

describe('KYC in production mode', () => {
  const ctx = {} as { t: TestApp };
  beforeAll(async () => {
    ctx.t = await buildTestApp({ mode: 'production' });
  });
  afterAll(() => ctx.t.close());
  const kit = kycTestKit(ctx);

  it('fails as an outage until a real e-KYC service is configured, and has no sandbox routes', async () => {
    const b = await kit.borrowerWithoutSms();
    const reply = await kit.inject({ url: '/api/kyc/initiate-okyc', headers: b.headers });
    expect(reply.statusCode).toBe(502);
    const digilocker = await kit.inject({
      method: 'POST',
      url: '/api/kyc/digilocker/initiate',
      headers: b.headers,
      payload: { userId: b.userId, invoker: 'LOAN_APPLICATION' },
    });
    expect(digilocker.statusCode).toBe(502);
    const consent = await kit.inject({ url: '/api/dev/digilocker/consent?state=s&redirect=x' });
    expect(consent.statusCode).toBe(404);
  });
});
