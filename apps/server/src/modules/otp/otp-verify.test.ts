import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createOtpTestKit, type OtpTestKit, wrongCode } from './otp-test-kit.ts';

const minute = 60 * 1000;
const refused = (userMessage: string) => ({ status: 401, code: 'UNAUTHENTICATED', userMessage });

describe('verifying an OTP', () => {
  let t: OtpTestKit;
  beforeAll(async () => {
    t = await createOtpTestKit();
  });
  afterAll(() => t.close());

  async function sent(purpose: 'signin' | 'update-email' = 'signin') {
    const { mobile, ip } = t.fresh();
    const { requestId } = await t.issue({ destination: mobile, ip, purpose });
    const code = await t.readCode(mobile);
    const verify = (attempt: string, id: string | undefined = requestId) =>
      t.otp.verify({ purpose, destination: mobile, code: attempt, requestId: id });
    return { mobile, requestId, code, verify };
  }

  it('refuses a wrong code with the catalogue text, then accepts the right one', async () => {
    const { code, verify, requestId } = await sent();
    await expect(verify(wrongCode(code))).rejects.toMatchObject(refused('Incorrect OTP'));
    await expect(verify(code)).resolves.toEqual({ requestId, userId: null });
  });

  it('answers a wrong code on the update-e-mail screen with its own text', async () => {
    const { code, verify } = await sent('update-email');
    await expect(verify(wrongCode(code))).rejects.toMatchObject(refused('Incorrect Otp!'));
  });

  it('kills the challenge at the fifth wrong code, so even the right code then fails', async () => {
    const { code, verify, requestId } = await sent();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await expect(verify(wrongCode(code))).rejects.toMatchObject(refused(messages.incorrectOtp));
    }
    await expect(verify(wrongCode(code))).rejects.toMatchObject(refused(messages.otpTooManyAttempts));
    await expect(verify(code)).rejects.toMatchObject(refused(messages.otpTooManyAttempts));
    expect(await t.challengeRow(requestId)).toMatchObject({ attempts: 5, killReason: 'too-many-attempts' });
  });

  it('accepts a code until 10 minutes have passed, and not after', async () => {
    const early = await sent();
    const late = await sent();
    t.deps.clock.advance(9 * minute);
    await expect(early.verify(early.code)).resolves.toBeDefined();
    t.deps.clock.advance(minute);
    await expect(late.verify(late.code)).rejects.toMatchObject(refused(messages.otpExpired));
  });

  it('accepts a code only once', async () => {
    const { code, verify } = await sent();
    await verify(code);
    await expect(verify(code)).rejects.toMatchObject(refused(messages.otpAlreadyUsed));
    await expect(verify(code, undefined)).rejects.toMatchObject(refused(messages.otpAlreadyUsed));
  });

  it('binds a code to its purpose, mobile and request, spending no attempt on a mismatch', async () => {
    const { code, mobile, requestId, verify } = await sent();
    const other = await sent();
    const missing = refused(messages.otpNotFound);
    // A signed-in purpose refuses with 422: the session that asked is still good.
    const missingSignedIn = { status: 422, code: 'OTP_REFUSED', userMessage: messages.otpNotFound };
    await expect(
      t.otp.verify({ purpose: 'esign', destination: mobile, code, requestId }),
    ).rejects.toMatchObject(missingSignedIn);
    await expect(t.otp.verify({ purpose: 'esign', destination: mobile, code })).rejects.toMatchObject(
      missingSignedIn,
    );
    await expect(verify(code, other.requestId)).rejects.toMatchObject(missing);
    await expect(verify(code, 'not-a-request-id')).rejects.toMatchObject(missing);
    expect(await t.challengeRow(other.requestId)).toMatchObject({ attempts: 0 });
    await expect(verify(code)).resolves.toMatchObject({ requestId });
  });

  it('lets only one of many simultaneous verifications of the right code succeed', async () => {
    const { code, verify } = await sent();
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => verify(code)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect(result.reason).toMatchObject(refused(messages.otpAlreadyUsed));
    }
  });

  it('counts every one of simultaneous wrong codes', async () => {
    const { code, verify, requestId } = await sent();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => verify(wrongCode(code))));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(await t.challengeRow(requestId)).toMatchObject({ attempts: 5, killReason: 'too-many-attempts' });
    await expect(verify(code)).rejects.toMatchObject(refused(messages.otpTooManyAttempts));
  });
});
