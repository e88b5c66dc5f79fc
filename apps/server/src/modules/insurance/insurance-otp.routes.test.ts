import { insurancePaths, type SubscribeResult } from '@kredo/contract/insurance';
import type { InsuranceOtpSent } from '@kredo/contract/insurance-otp-upload';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { sandboxInsurerProposals } from '../../providers/insurer/sandbox.schema.ts';
import { formValues, insuranceTestKit, type InsuranceCustomer } from './insurance-test-kit.ts';
import { insuranceOrders } from './insurance.schema.ts';

const product = 'hospicash-1y';
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe("the insurer's consent code on the details form", () => {
  const ctx = {} as { t: TestApp };
  const kit = insuranceTestKit(ctx);
  let asha: InsuranceCustomer;
  let meera: InsuranceCustomer;
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    asha = await kit.customer();
    meera = await kit.customer('Meera Nair');
  });
  afterAll(() => ctx.t.close());

  /** Asha's form for Hospicash, insured on her own mobile, with `code` as the consent OTP. */
  const withCode = (c: InsuranceCustomer, consent_otp: string, more = {}) =>
    kit.subscribe(c, product, formValues({ mobile: c.person.mobile, consent_otp, ...more }));
  const ordersOf = async (c: InsuranceCustomer) =>
    (await ctx.t.deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.userId, c.userId))).length;

  it('is sent by SMS to the mobile, once a minute; a wrong code is a red-box line and no premium is asked', async () => {
    const sent = await kit.sendOtp(asha, product);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<InsuranceOtpSent>()).toMatchObject({
      resendAfterSeconds: 60,
      maskedMobile: `XXXXXX${asha.person.mobile.slice(-4)}`,
    });
    const code = await kit.latestCode(asha.person.mobile);
    const again = await kit.sendOtp(asha, product);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ message: 'Please wait 60 sec before requesting a new OTP.' });

    const before = await ordersOf(asha);
    const wrong = (await withCode(asha, wrongOf(code))).json<SubscribeResult>();
    expect(wrong).toMatchObject({
      status: 'FAILURE',
      url: null,
      errors: ['Consent OTP: The OTP is not correct. Please check it and try again.'],
      fieldErrors: { consent_otp: ['The OTP is not correct. Please check it and try again.'] },
    });
    expect(await ordersOf(asha)).toBe(before);
    const short = (await withCode(asha, '12 3')).json<SubscribeResult>();
    expect(short.errors).toEqual(['Consent OTP: Please Enter Otp']);

    const right = (await withCode(asha, code)).json<SubscribeResult>();
    expect(right.status, right.errors.join('; ')).toBe('SUCCESS');
    const [order] = await ctx.t.deps.db
      .select()
      .from(insuranceOrders)
      .where(eq(insuranceOrders.id, right.orderId!));
    expect(order?.consentId).toMatch(/^cns_/);
    expect(ctx.t.deps.cipher.decrypt(`insurance-order:${order!.id}`, order!.detailsSealed)).not.toContain(
      code,
    );
  });

  it('carries the verified consent to the proposal once the premium is paid', async () => {
    const c = await kit.customer();
    const orderId = await kit.paid(c, product);
    await kit.sweep();
    const [proposal] = await ctx.t.deps.db
      .select()
      .from(sandboxInsurerProposals)
      .where(eq(sandboxInsurerProposals.reference, orderId));
    const [order] = await ctx.t.deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
    expect(proposal?.consentId).toBe(order?.consentId);
    expect((await kit.order(c, orderId)).status).toBe('UNDER_PROCESS');
  });

  it("is never another borrower's: Meera cannot use the code sent for Asha's form", async () => {
    const shared = asha.person.mobile;
    ctx.t.deps.clock.advance(61_000);
    expect((await kit.sendOtp(asha, product, shared)).statusCode).toBe(200);
    const code = await kit.latestCode(shared);
    const theirs = (
      await kit.subscribe(meera, product, formValues({ mobile: shared, consent_otp: code }))
    ).json<SubscribeResult>();
    expect(theirs.errors).toEqual(['Consent OTP: Please send the OTP to this mobile number first.']);
    expect((await withCode(asha, code)).json<SubscribeResult>().status).toBe('SUCCESS');
  });

  it('asks to send the code first, locks after five wrong ones, and a new code then works', async () => {
    const c = await kit.customer();
    expect((await withCode(c, '123456')).json<SubscribeResult>().errors).toEqual([
      'Consent OTP: Please send the OTP to this mobile number first.',
    ]);
    await kit.sendOtp(c, product);
    const wrong = wrongOf(await kit.latestCode(c.person.mobile));
    for (let attempt = 0; attempt < 4; attempt += 1) await withCode(c, wrong);
    expect((await withCode(c, wrong)).json<SubscribeResult>().errors).toEqual([
      'Consent OTP: Too many wrong OTPs. Please send a new one.',
    ]);
    ctx.t.deps.clock.advance(61_000);
    expect((await kit.sendOtp(c, product)).statusCode).toBe(200);
    const fresh = await kit.latestCode(c.person.mobile);
    expect((await withCode(c, fresh)).json<SubscribeResult>().status).toBe('SUCCESS');
  });

  it('expires a code after 10 minutes', async () => {
    const c = await kit.customer();
    await kit.sendOtp(c, product);
    const code = await kit.latestCode(c.person.mobile);
    ctx.t.deps.clock.advance(10 * 60_000);
    const refreshed = await kit.refreshed(c);
    expect((await withCode(refreshed, code)).json<SubscribeResult>().errors).toEqual([
      'Consent OTP: This OTP has expired. Please send a new one.',
    ]);
  });

  it('starts at most 10 consents a day for a borrower', async () => {
    const c = await kit.customer();
    for (let n = 0; n < 10; n += 1) {
      const sent = await kit.sendOtp(c, product, `98${String(76_540_011 + n * 3)}`);
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const over = await kit.sendOtp(c, product, '9876549911');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      message: 'You have requested too many OTPs. Please try again later.',
    });
  });

  it('refuses a product without consent, an unknown product, a bad mobile, an outage and no session', async () => {
    const none = await kit.sendOtp(asha, 'pa-individual-1y');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'This insurance product does not ask for an OTP.' });
    expect((await kit.sendOtp(asha, 'no-such-product')).statusCode).toBe(404);
    expect((await kit.sendOtp(asha, product, '12345')).statusCode).toBe(400);
    const down = await kit.sendOtp(asha, product, '9876500002');
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({
      message: 'We could not send the OTP now. Please try again in a few minutes.',
    });
    const anonymous = await kit.inject({
      method: 'POST',
      url: insurancePaths.otp,
      payload: { productId: product, mobile: asha.person.mobile },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
