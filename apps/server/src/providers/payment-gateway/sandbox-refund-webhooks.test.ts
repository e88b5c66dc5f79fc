import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createGatewayHarness, upi, webhookReceiver } from './payment-gateway-test-kit.ts';

let h: Awaited<ReturnType<typeof createGatewayHarness>>;

beforeAll(async () => {
  h = await createGatewayHarness();
});
afterAll(() => h.close());

const MINUTE_MS = 60_000;

/** A payment captured and its webhooks delivered, so that only the refund's come after. */
async function settledPayment(vpa: string, amount: number) {
  const payment = await h.captured(upi(vpa), amount);
  h.clock.advance(10_000);
  await h.gateway.deliverDueWebhooks(webhookReceiver().send);
  return payment;
}

/** Moves the clock by `ms` and delivers what fell due, answering the event types delivered. */
async function at(receiver: ReturnType<typeof webhookReceiver>, linkId: string, ms: number) {
  h.clock.advance(ms);
  const before = receiver.of(linkId).length;
  await h.gateway.deliverDueWebhooks(receiver.send);
  return receiver.typesOf(linkId).slice(before);
}

describe('webhooks of a refund', () => {
  it('refund.processed is delivered when the refund is processed, signed, naming the refund, its payment and link', async () => {
    const receiver = webhookReceiver();
    const payment = await settledPayment('success@upi', 500_000);
    const refund = await h.gateway.refundPayment({
      idempotencyKey: 'gold-refund-1',
      paymentId: payment.paymentId,
      amount: 200_000,
      notes: 'Order failed at the vendor',
    });
    const processedAt = new Date(h.clock.nowMs() + 5 * MINUTE_MS);
    expect(await at(receiver, payment.linkId, 5 * MINUTE_MS - 1)).toEqual([]);
    expect(await at(receiver, payment.linkId, 1)).toEqual(['refund.processed']);
    expect(await at(receiver, payment.linkId, 10 * MINUTE_MS)).toEqual([]);

    const [delivery] = receiver.of(payment.linkId);
    const secret = await h.gateway.webhookSecret();
    expect(delivery!.headers['x-razorpay-signature']).toBe(
      createHmac('sha256', secret).update(delivery!.raw).digest('hex'),
    );
    expect(delivery!.body).toMatchObject({
      event: 'refund.processed',
      contains: ['refund', 'payment', 'payment_link'],
      payload: {
        refund: {
          entity: {
            id: refund.refundId,
            entity: 'refund',
            amount: 200_000,
            payment_id: payment.paymentId,
            receipt: 'gold-refund-1',
            notes: { note: 'Order failed at the vendor' },
            status: 'processed',
            speed_processed: 'normal',
            error_description: null,
          },
        },
        payment: { entity: { id: payment.paymentId, status: 'captured', amount: 500_000 } },
        payment_link: { entity: { id: payment.linkId, reference_id: payment.reference, status: 'paid' } },
      },
    });
    expect(h.gateway.parseWebhook(delivery!.raw, delivery!.headers)).toEqual({
      eventId: delivery!.headers['x-razorpay-event-id'],
      type: 'refund.processed',
      occurredAt: processedAt,
      linkId: payment.linkId,
      reference: payment.reference,
      refund: {
        ...refund,
        status: 'processed',
        processedAt,
      },
    });
    expect(await h.gateway.fetchRefund(refund.refundId)).toEqual({
      ...refund,
      status: 'processed',
      processedAt,
    });
  });

  it('refund.failed is delivered 2 minutes after a refund of a refundfail@upi payment, with the reason', async () => {
    const receiver = webhookReceiver();
    const payment = await settledPayment('refundfail@upi', 300_000);
    const refund = await h.gateway.refundPayment({
      idempotencyKey: 'gold-refund-2',
      paymentId: payment.paymentId,
      amount: 300_000,
    });
    expect(await at(receiver, payment.linkId, 2 * MINUTE_MS - 1)).toEqual([]);
    expect(await at(receiver, payment.linkId, 1)).toEqual(['refund.failed']);
    expect(await at(receiver, payment.linkId, 10 * MINUTE_MS)).toEqual([]);
    const [delivery] = receiver.of(payment.linkId);
    expect(delivery!.body.payload.refund?.entity).toMatchObject({
      status: 'failed',
      notes: {},
      error_description: "Refund declined by the payer's bank",
    });
    expect(h.gateway.parseWebhook(delivery!.raw, delivery!.headers)).toMatchObject({
      type: 'refund.failed',
      reference: payment.reference,
      refund: {
        refundId: refund.refundId,
        idempotencyKey: 'gold-refund-2',
        status: 'failed',
        processedAt: null,
        failureReason: "Refund declined by the payer's bank",
      },
    });
  });

  it('of an odd amount in paise are delivered twice, 1.5 s apart, with the same event id; a refused one is retried', async () => {
    let refuse = 1;
    const receiver = webhookReceiver(() => (refuse-- > 0 ? 500 : 200));
    const payment = await settledPayment('success@upi', 400_000);
    await h.gateway.refundPayment({
      idempotencyKey: 'gold-refund-3',
      paymentId: payment.paymentId,
      amount: 1_001,
    });
    expect(await at(receiver, payment.linkId, 5 * MINUTE_MS)).toEqual(['refund.processed']);
    expect(await at(receiver, payment.linkId, 1_500)).toEqual(['refund.processed']);
    expect(await at(receiver, payment.linkId, 28_500)).toEqual(['refund.processed']);
    expect(await at(receiver, payment.linkId, 60_000)).toEqual([]);
    expect(new Set(receiver.of(payment.linkId).map((d) => d.headers['x-razorpay-event-id'])).size).toBe(1);
  });

  it('refuse an altered refund, and a refund event without its refund', async () => {
    const receiver = webhookReceiver();
    const payment = await settledPayment('success@upi', 600_000);
    await h.gateway.refundPayment({
      idempotencyKey: 'gold-refund-4',
      paymentId: payment.paymentId,
      amount: 600_000,
    });
    await at(receiver, payment.linkId, 5 * MINUTE_MS);
    const [delivery] = receiver.of(payment.linkId);
    const { raw, headers } = delivery!;
    const altered = raw.replace('"receipt":"gold-refund-4"', '"receipt":"gold-refund-5"');
    expect(altered).not.toBe(raw);
    expect(h.gateway.parseWebhook(altered, headers)).toBeNull();
    const secret = await h.gateway.webhookSecret();
    const body = JSON.parse(raw) as { payload: { refund?: unknown } };
    delete body.payload.refund;
    const bare = JSON.stringify(body);
    const signed = createHmac('sha256', secret).update(bare).digest('hex');
    expect(h.gateway.parseWebhook(bare, { ...headers, 'x-razorpay-signature': signed })).toBeNull();
  });
});
