import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sandboxMessagingMagic } from '../../providers/messaging/sandbox.ts';
import { messages as messageLog } from '../notifications/notifications.schema.ts';
import { createOtpTestKit, type OtpTestKit } from './otp-test-kit.ts';

const second = 1000;

describe('issuing an OTP', () => {
  let t: OtpTestKit;
  beforeAll(async () => {
    t = await createOtpTestKit();
  });
  afterAll(() => t.close());

  it('sends a six-digit code that verifies once, for the user it was issued to', async () => {
    const { mobile, ip } = t.fresh();
    const userId = '0b7c7f5e-8a0c-4d5e-9f3a-2b1c0d9e8f7a';
    const before = t.deps.clock.nowMs();
    const issued = await t.issue({ destination: mobile, ip, userId });
    expect(issued.resendAfterSeconds).toBe(30);
    expect(issued.expiresAt.getTime() - before).toBeGreaterThanOrEqual(10 * 60 * second);
    expect(issued.expiresAt.getTime() - before).toBeLessThan(10 * 60 * second + 5 * second);

    const code = await t.readCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    await expect(t.otp.verify({ purpose: 'signin', destination: mobile, code })).resolves.toEqual({
      requestId: issued.requestId,
      userId,
    });
  });

  it('never stores, logs or returns the code in clear', async () => {
    const { mobile, ip } = t.fresh();
    const issued = await t.issue({ destination: mobile, ip });
    const code = await t.readCode(mobile);
    const row = await t.challengeRow(issued.requestId);
    expect(row).toMatchObject({ purpose: 'signin', destination: mobile, attempts: 0 });
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(issued)).not.toContain(code);
    const log = await t.deps.db.select().from(messageLog);
    expect(log.find((entry) => entry.recipient === mobile)).toMatchObject({ template: 'otp-signin' });
    expect(JSON.stringify(log)).not.toContain(code);
  });

  it('closes the earlier code when a new one is sent', async () => {
    const { mobile, ip } = t.fresh();
    const first = await t.issue({ destination: mobile, ip });
    const firstCode = await t.readCode(mobile);
    t.deps.clock.advance(30 * second);
    const second_ = await t.issue({ destination: mobile, ip });
    const secondCode = await t.readCode(mobile);

    await expect(
      t.otp.verify({ purpose: 'signin', destination: mobile, code: firstCode, requestId: first.requestId }),
    ).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED', userMessage: messages.otpSuperseded });
    await expect(
      t.otp.verify({
        purpose: 'signin',
        destination: mobile,
        code: secondCode,
        requestId: second_.requestId,
      }),
    ).resolves.toMatchObject({ requestId: second_.requestId });
  });

  it('refuses a resend before the purpose’s wait, saying how many seconds remain', async () => {
    const { mobile, ip } = t.fresh();
    await t.issue({ destination: mobile, ip, purpose: 'update-email' });
    const firstCode = await t.readCode(mobile);
    t.deps.clock.advance(50 * second);

    await expect(t.issue({ destination: mobile, ip, purpose: 'update-email' })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 30,
      userMessage: 'Please wait 30 sec before requesting a new OTP.',
    });
    // The refused resend did not disturb the code already sent.
    await expect(
      t.otp.verify({ purpose: 'update-email', destination: mobile, code: firstCode }),
    ).resolves.toBeDefined();

    t.deps.clock.advance(30 * second);
    const resent = await t.issue({ destination: mobile, ip, purpose: 'update-email' });
    expect(resent.resendAfterSeconds).toBe(80);
  });

  it('keeps a separate resend timer per purpose', async () => {
    const { mobile, ip } = t.fresh();
    await t.issue({ destination: mobile, ip, purpose: 'signin' });
    await expect(t.issue({ destination: mobile, ip, purpose: 'esign' })).resolves.toMatchObject({
      resendAfterSeconds: 30,
    });
    await expect(t.issue({ destination: mobile, ip, purpose: 'signin' })).rejects.toMatchObject({
      status: 429,
    });
  });

  it('leaves no usable challenge when the message cannot be delivered, and starts no resend wait', async () => {
    const { ip } = t.fresh();
    const mobile = sandboxMessagingMagic.undeliverableMobile;
    let sentCode = '';
    const issue = () =>
      t.issue({
        destination: mobile,
        ip,
        message: (code) => {
          sentCode = code;
          return `${code} is your code`;
        },
      });

    await expect(issue()).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE', status: 502 });
    await expect(
      t.otp.verify({ purpose: 'signin', destination: mobile, code: sentCode }),
    ).rejects.toMatchObject({ status: 401, userMessage: messages.otpNotFound });
    // A retry reaches the gateway again instead of waiting for a code that never came.
    await expect(issue()).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });

  it('refuses a message builder that leaves the code out', async () => {
    const { mobile, ip } = t.fresh();
    await expect(
      t.issue({ destination: mobile, ip, message: () => 'Your code is on its way' }),
    ).rejects.toThrow(/does not contain the code/);
  });
});
