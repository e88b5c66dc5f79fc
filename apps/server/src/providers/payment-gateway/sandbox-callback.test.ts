import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createGatewayHarness, upi } from './payment-gateway-test-kit.ts';
import { payAtCheckout, type PayResult } from './sandbox-checkout.ts';

let h: Awaited<ReturnType<typeof createGatewayHarness>>;

beforeAll(async () => {
  h = await createGatewayHarness();
});
afterAll(() => h.close());

function accepted(result: PayResult) {
  if (result.state !== 'accepted') throw new Error(`not accepted: ${result.state}`);
  return result.query;
}

describe('the callback signature', () => {
  it("verifies the hosted page's query, HMAC-SHA256 of link_id|reference_id|status|payment_id", async () => {
    const request = h.linkRequest();
    const { linkId } = await h.gateway.createPaymentLink(request);
    const query = accepted(await payAtCheckout(h.gateway.checkout, linkId, upi('success@upi')));
    expect(Object.keys(query).sort()).toEqual([
      'razorpay_payment_id',
      'razorpay_payment_link_id',
      'razorpay_payment_link_reference_id',
      'razorpay_payment_link_status',
      'razorpay_signature',
    ]);
    expect(h.gateway.verifyCallback(query)).toEqual({
      linkId,
      reference: request.reference,
      status: 'paid',
      paymentId: query.razorpay_payment_id,
    });
    // The signature is Razorpay's: another key secret gives another one.
    const other = createHmac('sha256', 'not-the-key')
      .update(`${linkId}|${request.reference}|paid|${query.razorpay_payment_id}`)
      .digest('hex');
    expect(query.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    expect(query.razorpay_signature).not.toBe(other);
    expect(() => h.gateway.verifyCallback({ ...query, razorpay_signature: other })).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });

  it('refuses a forged, altered or incomplete query', async () => {
    const { linkId } = await h.gateway.createPaymentLink(h.linkRequest());
    const query = accepted(await payAtCheckout(h.gateway.checkout, linkId, upi('pending@upi')));
    expect(h.gateway.verifyCallback(query).status).toBe('created');
    const forgeries = [
      { ...query, razorpay_payment_link_status: 'paid' },
      { ...query, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA' },
      { ...query, razorpay_payment_link_reference_id: 'someone-else' },
      {
        ...query,
        razorpay_signature: query.razorpay_signature!.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      },
      { ...query, razorpay_signature: '' },
      Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'razorpay_signature')),
    ];
    for (const forged of forgeries)
      expect(() => h.gateway.verifyCallback(forged)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('a restarted server verifies a callback signed before, once it has read its key', async () => {
    const { linkId } = await h.gateway.createPaymentLink(h.linkRequest());
    const query = accepted(await payAtCheckout(h.gateway.checkout, linkId, upi('success@upi')));
    const restarted = h.newGateway();
    expect(() => restarted.verifyCallback(query)).toThrow(
      expect.objectContaining({ code: 'PROVIDER_UNAVAILABLE' }),
    );
    await restarted.fetchPaymentLink(linkId);
    expect(restarted.verifyCallback(query).linkId).toBe(linkId);
  });
});
