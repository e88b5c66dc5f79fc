import {
  insurancePaths,
  type InsuranceOrder,
  type InsuranceProduct,
  type SubscribeResult,
} from '@kredo/contract/insurance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { formValues, insuranceTestKit, type InsuranceCustomer } from './insurance-test-kit.ts';
import { insuranceOrders } from './insurance.schema.ts';

describe('insurance for a borrower', () => {
  const ctx = {} as { t: TestApp };
  const kit = insuranceTestKit(ctx);
  let asha: InsuranceCustomer;
  let other: InsuranceCustomer;
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    asha = await kit.customer();
    other = await kit.customer('Meera Nair');
  });
  afterAll(() => ctx.t.close());

  it('offers the catalogue with each form prefilled from the profile, and its terms as a PDF', async () => {
    const answer = await kit.inject({ url: insurancePaths.products, headers: asha.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const { products } = answer.json<{ products: InsuranceProduct[] }>();
    const hospicash = products.find((p) => p.productId === 'hospicash-1y');
    expect(hospicash).toMatchObject({ price: 152_00, validityInMonths: 12 });
    const fields = Object.fromEntries(hospicash!.inputFields.map((field) => [field.name, field.value]));
    expect(fields).toMatchObject({ name: 'Asha Verma', dob: '1990-05-15', mobile: asha.person.mobile });
    const terms = await kit.inject({
      url: `${insurancePaths.document}?productId=hospicash-1y`,
      headers: asha.headers,
    });
    expect(Buffer.from(terms.json<{ document: string }>().document, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    const unknown = await kit.inject({
      url: `${insurancePaths.document}?productId=nothing`,
      headers: asha.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await kit.inject({ url: insurancePaths.products })).statusCode).toBe(401);
  });

  it('answers each form rule with the spec text, from the product own fields', async () => {
    const answer = await kit.subscribe(
      asha,
      'pa-individual-1y',
      formValues({
        name: '   ',
        email: 'not an e-mail',
        dob: '2015-01-01',
        nominee_name: 'Ravi 2',
        nominee_relationship: 'Uncle',
        nominee_dob: '2012-01-01',
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<SubscribeResult>();
    expect(result).toMatchObject({ status: 'FAILURE', url: null, orderId: null });
    expect(result.errors).toEqual([
      'Full Name (as on PAN): Mandatory',
      'Date of Birth: Age should be between 18 and 65',
      'Email: Invalid',
      'Nominee Name: Please enter correct correct Nominee name',
      'Nominee Relationship: Invalid',
      'Nominee Date of Birth: Nominee cannot be minor!',
    ]);
    expect(result.fieldErrors.dob).toEqual(['Age should be between 18 and 65']);
    const unknown = await kit.subscribe(asha, 'no-such-product');
    expect(unknown.json()).toMatchObject({
      status: 'FAILURE',
      errors: [expect.stringMatching(/no longer offered/)],
    });
    const malformed = await kit.inject({
      method: 'POST',
      url: insurancePaths.order,
      headers: asha.headers,
      payload: { name: 'no product' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('is Under Process once paid and issued later by the clock, the policy then downloadable', async () => {
    const orderId = await kit.paid(asha);
    const underProcess = await kit.order(asha, orderId);
    expect(underProcess).toMatchObject({
      status: 'UNDER_PROCESS',
      validityInMonths: null,
      policyAvailable: false,
    });
    const early = await kit.inject({
      url: `${insurancePaths.policy}?orderId=${orderId}`,
      headers: asha.headers,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'INSURANCE_POLICY_PENDING',
      message: 'Your policy not yet generated, mail us for more details',
    });
    ctx.t.deps.clock.advance(5 * 60_000);
    const issued = await kit.order(asha, orderId);
    expect(issued).toMatchObject({
      status: 'ISSUED',
      validityInMonths: 12,
      policyAvailable: true,
      cancellable: true,
    });
    expect(issued.policyNumber).toMatch(/^SGI\//);
    const policy = await kit.inject({
      url: `${insurancePaths.policy}?orderId=${orderId}`,
      headers: asha.headers,
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const pdf = await kit.inject({ url: policy.json<{ url: string }>().url });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const link = await kit.inject({ url: insurancePaths.riskcovryLink, headers: asha.headers });
    expect(link.json()).toMatchObject({
      link: expect.stringMatching(/^https:\/\//) as string,
      oldActiveInsurances: [{ policyNumber: issued.policyNumber }],
    });
  });

  it('applies a payment webhook once: the same delivery again changes nothing', async () => {
    const answer = await kit.subscribe(asha, 'hospicash-1y');
    const { url, orderId } = answer.json<SubscribeResult>();
    await kit.payAtGateway(url ?? '');
    // The gateway's webhooks fall due seconds after the capture.
    ctx.t.deps.clock.advance(10_000);
    const sent = await kit.deliverPaymentWebhooks();
    expect(sent.length).toBeGreaterThan(0);
    const pending = await kit.bookBalance('insurance-premiums-pending');
    for (const delivery of sent) {
      const replay = await kit.inject({
        method: 'POST',
        url: '/api/webhooks/payment-gateway',
        payload: delivery.raw,
        headers: { ...delivery.headers, 'content-type': 'application/json' },
      });
      expect(replay.statusCode).toBeLessThan(300);
    }
    expect(await kit.bookBalance('insurance-premiums-pending')).toBe(pending);
    expect((await kit.order(asha, orderId ?? '')).paidAt).not.toBeNull();
  });

  it('asks the gateway about an unpaid order at most every ten seconds, however often it is read', async () => {
    const { clock, db, paymentGateway } = ctx.t.deps;
    const { orderId } = (await kit.subscribe(asha, 'covid-1y')).json<SubscribeResult>();
    const [row] = await db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId ?? ''));
    const fetch = vi.spyOn(paymentGateway, 'fetchPaymentLink');
    const asked = () => fetch.mock.calls.filter(([linkId]) => linkId === row?.paymentLinkId).length;
    for (let read = 0; read < 3; read += 1) await kit.order(asha, orderId ?? '');
    expect(asked()).toBe(1);
    clock.advance(11_000);
    await kit.order(asha, orderId ?? '');
    expect(asked()).toBe(2);
    clock.advance(60_000);
    await kit.sweep();
    await kit.sweep();
    expect(asked()).toBe(3);
    fetch.mockRestore();
  });

  it('refuses another borrower every order, its policy and its cancellation', async () => {
    const { orders } = (await kit.inject({ url: insurancePaths.order, headers: asha.headers })).json<{
      orders: InsuranceOrder[];
    }>();
    const orderId = orders[0]!.orderId;
    const theirs = await kit.inject({ url: insurancePaths.order, headers: other.headers });
    expect(theirs.json()).toEqual({ orders: [] });
    const one = await kit.inject({
      url: `${insurancePaths.order}?orderId=${orderId}`,
      headers: other.headers,
    });
    expect(one.statusCode).toBe(404);
    const policy = await kit.inject({
      url: `${insurancePaths.policy}?orderId=${orderId}`,
      headers: other.headers,
    });
    expect(policy.statusCode).toBe(404);
    const cancel = await kit.inject({
      method: 'POST',
      url: insurancePaths.cancelOrder,
      headers: other.headers,
      payload: { orderId },
    });
    expect(cancel.statusCode).toBe(404);
  });
});
