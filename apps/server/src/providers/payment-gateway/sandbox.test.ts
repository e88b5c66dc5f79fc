import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { card, createGatewayHarness, netBanking, upi } from './payment-gateway-test-kit.ts';
import { payAtCheckout, type PayResult } from './sandbox-checkout.ts';

let h: Awaited<ReturnType<typeof createGatewayHarness>>;

beforeAll(async () => {
  h = await createGatewayHarness();
});
afterAll(() => h.close());

const MINUTE_MS = 60_000;

function accepted(result: PayResult) {
  if (result.state !== 'accepted') throw new Error(`not accepted: ${result.state}`);
  return result.query;
}

describe('creating a payment link', () => {
  it('answers a Razorpay-shaped link to the hosted page on this server, unpaid', async () => {
    const request = h.linkRequest({ amount: 250_000 });
    const created = await h.gateway.createPaymentLink(request);
    expect(created.linkId).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(created.shortUrl).toBe(`/api/dev/pay/${created.linkId}`);
    expect(await h.gateway.fetchPaymentLink(created.linkId)).toEqual({
      linkId: created.linkId,
      reference: request.reference,
      amount: 250_000,
      status: 'created',
      payments: [],
    });
  });

  it('answers the same link for the same reference and request, and CONFLICT for another', async () => {
    const request = h.linkRequest();
    const first = await h.gateway.createPaymentLink(request);
    const again = await h.gateway.createPaymentLink({
      ...request,
      description: `  ${request.description} `,
      customer: { ...request.customer, mobile: ` ${request.customer.mobile} ` },
      expireBy: new Date(request.expireBy.getTime()),
    });
    expect(again).toEqual(first);
    const [one, two] = await Promise.all([
      h.gateway.createPaymentLink(h.linkRequest({ reference: 'concurrent-1' })),
      h.gateway.createPaymentLink(h.linkRequest({ reference: 'concurrent-1' })),
    ]);
    expect(one).toEqual(two);
    for (const other of [
      { amount: request.amount + 100 },
      { description: 'EMI 4 of 12' },
      { callbackUrl: '/#/loans/pay' },
      { expireBy: new Date(request.expireBy.getTime() + 1000) },
      { customer: { ...request.customer, email: null } },
    ])
      await expect(h.gateway.createPaymentLink({ ...request, ...other })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
  });

  it('answers the same link later, though its expiry is nearer than a new link may have', async () => {
    const request = h.linkRequest({ expireBy: new Date(h.clock.nowMs() + 20 * MINUTE_MS) });
    const first = await h.gateway.createPaymentLink(request);
    h.clock.advance(10 * MINUTE_MS);
    expect(await h.gateway.createPaymentLink(request)).toEqual(first);
  });

  it.each([
    ['amount', { amount: 99 }],
    ['amount', { amount: 100.5 }],
    ['reference', { reference: 'has space' }],
    ['reference', { reference: 'x'.repeat(41) }],
    ['description', { description: '   ' }],
    ['customer mobile', { customer: { name: 'Asha', mobile: '12345', email: null } }],
    ['customer email', { customer: { name: 'Asha', mobile: '9876543210', email: 'asha@' } }],
    ['customer name', { customer: { name: ' ', mobile: '9876543210', email: null } }],
    ['callback URL', { callbackUrl: 'javascript:alert(1)' }],
    ['callback URL', { callbackUrl: '//evil.example/pay' }],
    ['expire-by time', { expireBy: new Date(Number.NaN) }],
  ])('refuses a malformed %s, naming the field and not its value', async (field, override) => {
    const refusal = h.gateway.createPaymentLink(h.linkRequest(override));
    await expect(refusal).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const message = await refusal.catch((error: Error) => error.message);
    expect(message).toContain(field);
    if ('callbackUrl' in override) expect(message).not.toContain(override.callbackUrl);
  });

  it('takes Rs 1 exactly, and an expiry between 15 minutes and 6 months ahead', async () => {
    const now = h.clock.nowMs();
    await expect(h.gateway.createPaymentLink(h.linkRequest({ amount: 100 }))).resolves.toBeDefined();
    await expect(
      h.gateway.createPaymentLink(h.linkRequest({ expireBy: new Date(now + 15 * MINUTE_MS) })),
    ).resolves.toBeDefined();
    await expect(
      h.gateway.createPaymentLink(h.linkRequest({ expireBy: new Date(now + 15 * MINUTE_MS - 1) })),
    ).rejects.toThrow('less than 15 minutes ahead');
    const sixMonths = new Date(now);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    await expect(h.gateway.createPaymentLink(h.linkRequest({ expireBy: sixMonths }))).resolves.toBeDefined();
    await expect(
      h.gateway.createPaymentLink(h.linkRequest({ expireBy: new Date(sixMonths.getTime() + 1) })),
    ).rejects.toThrow('more than 6 months ahead');
  });

  it('answers NOT_FOUND for a link it does not know', async () => {
    await expect(h.gateway.fetchPaymentLink('plink_AAAAAAAAAAAAAA')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('paying by the magic values', () => {
  it.each([
    ['UPI success@upi', upi('success@upi')],
    ['UPI, any other address', upi('asha.verma@okhdfc')],
    ['card 4111 1111 1111 1111', card('4111111111111111')],
    ['net banking at HDFC Bank', netBanking('HDFC')],
  ])('%s: captured at once and the link paid', async (_name, instrument) => {
    const { linkId, result } = await h.paid(instrument);
    expect(accepted(result).razorpay_payment_link_status).toBe('paid');
    const status = await h.gateway.fetchPaymentLink(linkId);
    expect(status.status).toBe('paid');
    expect(status.payments).toEqual([
      {
        paymentId: accepted(result).razorpay_payment_id,
        method: instrument.method,
        status: 'captured',
        amount: 1_234_500,
        errorReason: null,
        capturedAt: h.clock.now(),
      },
    ]);
  });

  it.each([
    ['UPI failure@upi', upi('failure@upi'), "Payment declined by the payer's bank"],
    ['card 4000 0000 0000 0002', card('4000000000000002'), 'Card declined'],
    ["net banking at 'Failing Bank'", netBanking('FAIL'), 'The bank could not process the payment'],
  ])('%s: failed, and the link stays payable for a new attempt', async (_name, instrument, reason) => {
    const { linkId, result } = await h.paid(instrument);
    expect(result).toMatchObject({ state: 'failed', errorReason: reason });
    const failed = await h.gateway.fetchPaymentLink(linkId);
    expect(failed.status).toBe('created');
    expect(failed.payments).toMatchObject([
      { method: instrument.method, status: 'failed', errorReason: reason, capturedAt: null },
    ]);

    h.clock.advance(30_000);
    const retry = accepted(await payAtCheckout(h.gateway.checkout, linkId, upi('success@upi')));
    const paid = await h.gateway.fetchPaymentLink(linkId);
    expect(paid.status).toBe('paid');
    expect(
      paid.payments.map((payment) => [payment.status, payment.paymentId === retry.razorpay_payment_id]),
    ).toEqual([
      ['failed', false],
      ['captured', true],
    ]);
  });

  it('UPI pending@upi: authorised now, the browser back with status created; captured 2 minutes later', async () => {
    const { linkId, result } = await h.paid(upi('pending@upi'));
    expect(accepted(result).razorpay_payment_link_status).toBe('created');
    const authorizedAt = h.clock.now();
    expect(await h.gateway.fetchPaymentLink(linkId)).toMatchObject({
      status: 'created',
      payments: [{ status: 'authorized', capturedAt: null }],
    });
    // Being paid: no second payment meanwhile.
    expect(await payAtCheckout(h.gateway.checkout, linkId, upi('success@upi'))).toMatchObject({
      state: 'closed',
      reason: 'processing',
    });
    h.clock.advance(2 * MINUTE_MS - 1);
    expect((await h.gateway.fetchPaymentLink(linkId)).payments[0]?.status).toBe('authorized');
    h.clock.advance(1);
    expect(await h.gateway.fetchPaymentLink(linkId)).toMatchObject({
      status: 'paid',
      payments: [{ status: 'captured', capturedAt: new Date(authorizedAt.getTime() + 2 * MINUTE_MS) }],
    });
  });

  it('a paid link refuses a second payment and keeps its one payment', async () => {
    const { linkId } = await h.paid(card('4111111111111111'));
    expect(await payAtCheckout(h.gateway.checkout, linkId, upi('success@upi'))).toMatchObject({
      state: 'closed',
      reason: 'paid',
    });
    expect((await h.gateway.fetchPaymentLink(linkId)).payments).toHaveLength(1);
  });

  it('two payments at once: one is taken, the other refused', async () => {
    const { linkId } = await h.gateway.createPaymentLink(h.linkRequest());
    const results = await Promise.all([
      payAtCheckout(h.gateway.checkout, linkId, upi('success@upi')),
      payAtCheckout(h.gateway.checkout, linkId, card('4111111111111111')),
    ]);
    expect(results.map((result) => result.state).sort()).toEqual(['accepted', 'closed']);
    expect((await h.gateway.fetchPaymentLink(linkId)).payments).toHaveLength(1);
  });
});

describe('expiry and cancelling', () => {
  it('expires at expire_by: no payment from then on, and it cannot be cancelled', async () => {
    const expireBy = new Date(h.clock.nowMs() + 30 * MINUTE_MS);
    const { linkId } = await h.gateway.createPaymentLink(h.linkRequest({ expireBy }));
    h.clock.advance(30 * MINUTE_MS - 1);
    expect((await h.gateway.fetchPaymentLink(linkId)).status).toBe('created');
    h.clock.advance(1);
    expect((await h.gateway.fetchPaymentLink(linkId)).status).toBe('expired');
    expect(await payAtCheckout(h.gateway.checkout, linkId, upi('success@upi'))).toMatchObject({
      state: 'closed',
      reason: 'expired',
    });
    await expect(h.gateway.cancelPaymentLink(linkId)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('a payment authorised before the expiry is captured after it: the link is paid', async () => {
    const { linkId, result } = await h.paid(upi('pending@upi'), {
      expireBy: new Date(h.clock.nowMs() + 15 * MINUTE_MS),
    });
    expect(result.state).toBe('accepted');
    h.clock.advance(14 * MINUTE_MS);
    expect((await h.gateway.fetchPaymentLink(linkId)).status).toBe('paid');
    h.clock.advance(MINUTE_MS);
    expect((await h.gateway.fetchPaymentLink(linkId)).status).toBe('paid');
  });

  it('cancels an unpaid link (twice is no error); a paid or unknown link is refused', async () => {
    const { linkId } = await h.gateway.createPaymentLink(h.linkRequest());
    await h.gateway.cancelPaymentLink(linkId);
    await h.gateway.cancelPaymentLink(linkId);
    expect((await h.gateway.fetchPaymentLink(linkId)).status).toBe('cancelled');
    expect(await payAtCheckout(h.gateway.checkout, linkId, upi('success@upi'))).toMatchObject({
      state: 'closed',
      reason: 'cancelled',
    });
    const paid = await h.paid(upi('pending@upi'));
    await expect(h.gateway.cancelPaymentLink(paid.linkId)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(h.gateway.cancelPaymentLink('plink_AAAAAAAAAAAAAA')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
