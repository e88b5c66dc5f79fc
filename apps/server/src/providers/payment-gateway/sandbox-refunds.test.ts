import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { unconfiguredPaymentGateway, type RefundRequest } from './index.ts';
import { card, createGatewayHarness, upi } from './payment-gateway-test-kit.ts';
import { payAtCheckout } from './sandbox-checkout.ts';

let h: Awaited<ReturnType<typeof createGatewayHarness>>;

beforeAll(async () => {
  h = await createGatewayHarness();
});
afterAll(() => h.close());

const MINUTE_MS = 60_000;

/** A refund's request under a fresh key. */
const refundOf = (paymentId: string, amount: number, more: Partial<RefundRequest> = {}): RefundRequest => ({
  idempotencyKey: `refund-${randomBytes(6).toString('hex')}`,
  paymentId,
  amount,
  ...more,
});

describe('refunding a captured payment', () => {
  it('answers a pending rfnd_ refund at once, processed 5 minutes later, to the second', async () => {
    const payment = await h.captured(upi('success@upi'), 1_234_500);
    const request = refundOf(payment.paymentId, 1_234_500, { notes: 'Gold order failed at the vendor' });
    const refund = await h.gateway.refundPayment(request);
    expect(refund).toEqual({
      refundId: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/) as unknown,
      paymentId: payment.paymentId,
      idempotencyKey: request.idempotencyKey,
      amount: 1_234_500,
      status: 'pending',
      processedAt: null,
      failureReason: null,
    });
    const madeAt = h.clock.nowMs();
    h.clock.advance(5 * MINUTE_MS - 1);
    expect((await h.gateway.fetchRefund(refund.refundId)).status).toBe('pending');
    h.clock.advance(1);
    expect(await h.gateway.fetchRefund(refund.refundId)).toEqual({
      ...refund,
      status: 'processed',
      processedAt: new Date(Math.floor((madeAt + 5 * MINUTE_MS) / 1000) * 1000),
    });
    // Refunded in full: nothing is left to refund.
    await expect(h.gateway.refundPayment(refundOf(payment.paymentId, 1))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('refunds in parts up to what was captured, refusing any paisa beyond it', async () => {
    const payment = await h.captured(card('4111111111111111'), 100_000);
    await h.gateway.refundPayment(refundOf(payment.paymentId, 30_000));
    h.clock.advance(6 * MINUTE_MS);
    await h.gateway.refundPayment(refundOf(payment.paymentId, 50_000));
    const over = h.gateway.refundPayment(refundOf(payment.paymentId, 20_001));
    await expect(over).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(over).rejects.toThrow('more than remains refundable');
    expect((await h.gateway.refundPayment(refundOf(payment.paymentId, 20_000))).amount).toBe(20_000);
  });

  it('takes only one of two refunds at once that together exceed the payment', async () => {
    const payment = await h.captured(upi('success@upi'), 100_000);
    const results = await Promise.allSettled([
      h.gateway.refundPayment(refundOf(payment.paymentId, 60_000)),
      h.gateway.refundPayment(refundOf(payment.paymentId, 60_000)),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('answers the same refund for the same key and request, CONFLICT for another, and finds it by its key', async () => {
    const payment = await h.captured(upi('success@upi'), 200_000);
    const other = await h.captured(upi('success@upi'), 200_000);
    const request = refundOf(payment.paymentId, 50_000, { notes: 'Price expired' });
    expect(await h.gateway.findRefund(request.idempotencyKey)).toBeNull();
    const first = await h.gateway.refundPayment(request);
    expect(await h.gateway.refundPayment({ ...request, notes: '  Price   expired ' })).toEqual(first);
    const [one, two] = await Promise.all([
      h.gateway.refundPayment(refundOf(payment.paymentId, 1_000, { idempotencyKey: 'refund-concurrent-1' })),
      h.gateway.refundPayment(refundOf(payment.paymentId, 1_000, { idempotencyKey: 'refund-concurrent-1' })),
    ]);
    expect(one).toEqual(two);
    for (const change of [
      { amount: 50_001 },
      { paymentId: other.paymentId },
      { notes: 'Another reason' },
      { notes: undefined },
    ])
      await expect(h.gateway.refundPayment({ ...request, ...change })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
    // The create's answer was lost: the refund is found by its key, as it stands now.
    h.clock.advance(5 * MINUTE_MS);
    expect(await h.gateway.findRefund(request.idempotencyKey)).toMatchObject({
      refundId: first.refundId,
      status: 'processed',
    });
    // Two refunds, 51,000 paise, were made of 200,000: the repeat took nothing more.
    await expect(h.gateway.refundPayment(refundOf(payment.paymentId, 149_000))).resolves.toBeDefined();
  });

  it('fails a refund of a payment made with refundfail@upi after 2 minutes, and the amount is refundable again', async () => {
    const payment = await h.captured(upi('refundfail@upi'), 300_000);
    const refund = await h.gateway.refundPayment(refundOf(payment.paymentId, 300_000));
    h.clock.advance(2 * MINUTE_MS - 1);
    expect((await h.gateway.fetchRefund(refund.refundId)).status).toBe('pending');
    await expect(h.gateway.refundPayment(refundOf(payment.paymentId, 1))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    h.clock.advance(1);
    expect(await h.gateway.fetchRefund(refund.refundId)).toEqual({
      ...refund,
      status: 'failed',
      failureReason: "Refund declined by the payer's bank",
    });
    h.clock.advance(10 * MINUTE_MS);
    expect((await h.gateway.fetchRefund(refund.refundId)).status).toBe('failed');
    const again = await h.gateway.refundPayment(refundOf(payment.paymentId, 300_000));
    expect(again.status).toBe('pending');
  });

  it('refuses a payment not captured (authorised, or failed), and answers NOT_FOUND for an unknown one', async () => {
    const pending = await h.paid(upi('pending@upi'));
    const authorised = (await h.gateway.fetchPaymentLink(pending.linkId)).payments[0]!;
    expect(authorised.status).toBe('authorized');
    await expect(h.gateway.refundPayment(refundOf(authorised.paymentId, 100))).rejects.toThrow(
      'not captured',
    );
    h.clock.advance(2 * MINUTE_MS);
    await expect(h.gateway.refundPayment(refundOf(authorised.paymentId, 100))).resolves.toBeDefined();

    const failed = await h.paid(card('4000000000000002'));
    const attempt = (await h.gateway.fetchPaymentLink(failed.linkId)).payments[0]!;
    await expect(h.gateway.refundPayment(refundOf(attempt.paymentId, 100))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await payAtCheckout(h.gateway.checkout, failed.linkId, upi('success@upi'));
    await expect(h.gateway.refundPayment(refundOf('pay_AAAAAAAAAAAAAA', 100))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(h.gateway.fetchRefund('rfnd_AAAAAAAAAAAAAA')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    ['amount', { amount: 0 }],
    ['amount', { amount: -100 }],
    ['amount', { amount: 10.5 }],
    ['idempotency key', { idempotencyKey: 'has space' }],
    ['idempotency key', { idempotencyKey: 'x'.repeat(41) }],
    ['notes', { notes: 'n'.repeat(257) }],
  ])('refuses a malformed %s, naming the field and not its value', async (field, override) => {
    const payment = await h.captured();
    const refusal = h.gateway.refundPayment(refundOf(payment.paymentId, 100, override));
    await expect(refusal).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const message = await refusal.catch((error: Error) => error.message);
    expect(message).toContain(field);
    if ('idempotencyKey' in override) expect(message).not.toContain(override.idempotencyKey);
  });

  it('is an outage in production until a gateway is configured', async () => {
    for (const call of [
      () => unconfiguredPaymentGateway.refundPayment(refundOf('pay_AAAAAAAAAAAAAA', 100)),
      () => unconfiguredPaymentGateway.fetchRefund('rfnd_AAAAAAAAAAAAAA'),
      () => unconfiguredPaymentGateway.findRefund('refund-1'),
    ])
      await expect(call()).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
