import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { otpPurposes } from './otp.schema.ts';
import { createOtpTestKit, type OtpTestKit } from './otp-test-kit.ts';

const second = 1000;
const hour = 60 * 60 * second;

describe('hourly OTP send limits', () => {
  let t: OtpTestKit;
  beforeAll(async () => {
    t = await createOtpTestKit();
  });
  afterAll(() => t.close());

  it('sends at most 5 codes an hour to one mobile, whatever the purpose, then lets it through again', async () => {
    const { mobile, ip } = t.fresh();
    for (const purpose of otpPurposes) {
      await t.issue({ destination: mobile, ip, purpose });
      t.deps.clock.advance(90 * second);
    }
    // The first send was 5 × 90 s ago, so a slot frees in 3600 - 450 s.
    await expect(t.issue({ destination: mobile, ip, purpose: 'signin' })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 3150,
      userMessage: 'You have requested too many OTPs. Please try again after 53 min.',
    });
    // Another mobile from the same client is not affected.
    await expect(t.issue({ destination: t.fresh().mobile, ip })).resolves.toBeDefined();

    t.deps.clock.advance(3150 * second);
    await t.issue({ destination: mobile, ip, purpose: 'signin' });
    const code = await t.readCode(mobile);
    await expect(t.otp.verify({ purpose: 'signin', destination: mobile, code })).resolves.toBeDefined();
  });

  it('sends at most 20 codes an hour from one IP, then lets it through again', async () => {
    const { ip } = t.fresh();
    for (let sent = 0; sent < 20; sent += 1) await t.issue({ destination: t.fresh().mobile, ip });

    const mobile = t.fresh().mobile;
    const refusal = await t.issue({ destination: mobile, ip }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect((refusal as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3590);
    // The same mobile from another client is not affected.
    await expect(t.issue({ destination: mobile, ip: t.fresh().ip })).resolves.toBeDefined();

    t.deps.clock.advance(hour);
    await expect(t.issue({ destination: t.fresh().mobile, ip })).resolves.toBeDefined();
  });

  it('holds the per-mobile limit when sends race', async () => {
    const { mobile, ip } = t.fresh();
    for (let sent = 0; sent < 3; sent += 1) {
      await t.issue({ destination: mobile, ip });
      t.deps.clock.advance(30 * second);
    }
    const results = await Promise.allSettled(
      otpPurposes.map((purpose) => t.issue({ destination: mobile, ip: t.fresh().ip, purpose })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
  });

  it('holds the per-IP limit when sends race', async () => {
    const { ip } = t.fresh();
    const mobiles = Array.from({ length: 25 }, () => t.fresh().mobile);
    const results = await Promise.allSettled(mobiles.map((mobile) => t.issue({ destination: mobile, ip })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
  });
});
