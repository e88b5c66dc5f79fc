import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { card, createGatewayHarness, upi, webhookReceiver } from './payment-gateway-test-kit.ts';
import { listDeliveries } from './sandbox-deliveries.repository.ts';

let h: Awaited<ReturnType<typeof createGatewayHarness>>;

beforeAll(async () => {
  h = await createGatewayHarness();
});
afterAll(() => h.close());

/** Moves the clock by `ms` and delivers what fell due, answering the event types delivered. */
async function at(receiver: ReturnType<typeof webhookReceiver>, linkId: string, ms: number) {
  h.clock.advance(ms);
  const before = receiver.of(linkId).length;
  await h.gateway.deliverDueWebhooks(receiver.send);
  return receiver.typesOf(linkId).slice(before);
}

describe('webhooks of a payment', () => {
  it('are signed over the raw body: payment.captured 3 s after the capture, payment_link.paid 1 s after it', async () => {
    const receiver = webhookReceiver();
    const { linkId, result } = await h.paid(upi('success@upi'), { amount: 1_234_500 });
    const capturedAt = h.clock.now();
    expect(await at(receiver, linkId, 0)).toEqual([]);
    expect(await at(receiver, linkId, 2_999)).toEqual([]);
    expect(await at(receiver, linkId, 1)).toEqual(['payment.captured']);
    expect(await at(receiver, linkId, 999)).toEqual([]);
    expect(await at(receiver, linkId, 1)).toEqual(['payment_link.paid']);

    const secret = await h.gateway.webhookSecret();
    const paymentId = result.state === 'accepted' ? result.query.razorpay_payment_id : '';
    const events = receiver.of(linkId).map((delivery) => {
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers['x-razorpay-signature']).toBe(
        createHmac('sha256', secret).update(delivery.raw).digest('hex'),
      );
      expect(delivery.headers['x-razorpay-event-id']).toMatch(/^evt_[A-Za-z0-9]{14}$/);
      return h.gateway.parseWebhook(delivery.raw, delivery.headers);
    });
    const { reference } = await h.gateway.fetchPaymentLink(linkId);
    const payment = {
      paymentId,
      method: 'upi',
      status: 'captured',
      amount: 1_234_500,
      errorReason: null,
      capturedAt,
    };
    expect(events).toEqual([
      {
        eventId: receiver.of(linkId)[0]!.headers['x-razorpay-event-id'],
        type: 'payment.captured',
        occurredAt: capturedAt,
        linkId,
        reference,
        payment,
      },
      {
        eventId: receiver.of(linkId)[1]!.headers['x-razorpay-event-id'],
        type: 'payment_link.paid',
        occurredAt: capturedAt,
        linkId,
        reference,
        payment,
      },
    ]);
    expect(receiver.of(linkId)[1]!.body.payload.payment_link.entity).toMatchObject({
      id: linkId,
      reference_id: reference,
      status: 'paid',
      amount_paid: 1_234_500,
      short_url: `/api/dev/pay/${linkId}`,
    });
  });

  it('refuse a forged, altered or unnamed delivery', async () => {
    const receiver = webhookReceiver();
    const { linkId } = await h.paid(upi('success@upi'));
    await at(receiver, linkId, 5_000);
    const [delivery] = receiver.of(linkId);
    const { raw, headers } = delivery!;
    expect(h.gateway.parseWebhook(raw, headers)).not.toBeNull();
    const altered = raw.replace('"amount":1234500', '"amount":1');
    expect(altered).not.toBe(raw);
    expect(h.gateway.parseWebhook(altered, headers)).toBeNull();
    const forged = createHmac('sha256', 'not-the-secret').update(raw).digest('hex');
    expect(h.gateway.parseWebhook(raw, { ...headers, 'x-razorpay-signature': forged })).toBeNull();
    const { ['x-razorpay-signature']: _signature, ...unsigned } = headers;
    expect(h.gateway.parseWebhook(raw, unsigned)).toBeNull();
    const { ['x-razorpay-event-id']: _id, ...unnamed } = headers;
    expect(h.gateway.parseWebhook(raw, unnamed)).toBeNull();
    const secret = await h.gateway.webhookSecret();
    const notAnEvent = '{"event":"payment.refunded"}';
    const signed = createHmac('sha256', secret).update(notAnEvent).digest('hex');
    expect(h.gateway.parseWebhook(notAnEvent, { ...headers, 'x-razorpay-signature': signed })).toBeNull();
  });

  it('report a failed attempt at once with its reason, the link still created', async () => {
    const receiver = webhookReceiver();
    const { linkId } = await h.paid(card('4000000000000002'));
    expect(await at(receiver, linkId, 0)).toEqual(['payment.failed']);
    const [delivery] = receiver.of(linkId);
    expect(delivery!.body.payload.payment_link.entity.status).toBe('created');
    expect(h.gateway.parseWebhook(delivery!.raw, delivery!.headers)).toMatchObject({
      type: 'payment.failed',
      payment: { method: 'card', status: 'failed', errorReason: 'Card declined', capturedAt: null },
    });
    expect(await at(receiver, linkId, 60_000)).toEqual([]);
  });

  it('of pending@upi come after its capture, 2 minutes on: nothing before', async () => {
    const receiver = webhookReceiver();
    const { linkId } = await h.paid(upi('pending@upi'));
    expect(await at(receiver, linkId, 2 * 60_000 + 2_999)).toEqual([]);
    expect(await at(receiver, linkId, 1)).toEqual(['payment.captured']);
    expect(await at(receiver, linkId, 1_000)).toEqual(['payment_link.paid']);
  });

  it('of an odd amount in paise are each delivered twice, 1.5 s apart, with the same event id', async () => {
    const receiver = webhookReceiver();
    const { linkId } = await h.paid(upi('success@upi'), { amount: 1_234_501 });
    expect(await at(receiver, linkId, 3_000)).toEqual(['payment.captured']);
    expect(await at(receiver, linkId, 1_000)).toEqual(['payment_link.paid']);
    expect(await at(receiver, linkId, 500)).toEqual(['payment.captured']);
    expect(await at(receiver, linkId, 1_000)).toEqual(['payment_link.paid']);
    expect(await at(receiver, linkId, 60_000)).toEqual([]);
    const ids = receiver.of(linkId).map((delivery) => delivery.headers['x-razorpay-event-id']);
    expect(ids[0]).toBe(ids[2]);
    expect(ids[1]).toBe(ids[3]);
    expect(ids[0]).not.toBe(ids[1]);
    expect(receiver.of(linkId)[0]!.raw).toBe(receiver.of(linkId)[2]!.raw);
  });

  it('of an amount ending in 7 paise deliver payment_link.paid before payment.captured', async () => {
    const receiver = webhookReceiver();
    const { linkId } = await h.paid(upi('success@upi'), { amount: 1_234_507 });
    expect(await at(receiver, linkId, 2_000)).toEqual(['payment_link.paid']);
    expect(await at(receiver, linkId, 1_000)).toEqual(['payment.captured']);
    // 7 is odd: the copies follow 1.5 s after each.
    expect(await at(receiver, linkId, 500)).toEqual(['payment_link.paid']);
    expect(await at(receiver, linkId, 1_000)).toEqual(['payment.captured']);
    const events = receiver
      .of(linkId)
      .map((delivery) => h.gateway.parseWebhook(delivery.raw, delivery.headers));
    expect(events.map((event) => event?.type)).toEqual([
      'payment_link.paid',
      'payment.captured',
      'payment_link.paid',
      'payment.captured',
    ]);
    expect(new Set(events.map((event) => event?.eventId)).size).toBe(2);
  });
});

describe('the expiry webhook', () => {
  it('is delivered once when expire_by passes unpaid, dated then; a paid or cancelled link has none', async () => {
    const receiver = webhookReceiver();
    const expireBy = new Date(h.clock.nowMs() + 20 * 60_000);
    const { linkId } = await h.gateway.createPaymentLink(h.linkRequest({ expireBy }));
    const paid = await h.paid(upi('success@upi'), { expireBy });
    const cancelled = await h.gateway.createPaymentLink(h.linkRequest({ expireBy }));
    await h.gateway.cancelPaymentLink(cancelled.linkId);
    expect(await at(receiver, linkId, 20 * 60_000 - 1)).toEqual([]);
    // The sweep runs late: the event still says when the link expired.
    expect(await at(receiver, linkId, 61_000)).toEqual(['payment_link.expired']);
    expect(await at(receiver, linkId, 60_000)).toEqual([]);
    const [delivery] = receiver.of(linkId);
    expect(h.gateway.parseWebhook(delivery!.raw, delivery!.headers)).toEqual({
      eventId: delivery!.headers['x-razorpay-event-id'],
      type: 'payment_link.expired',
      occurredAt: expireBy,
      linkId,
      reference: (await h.gateway.fetchPaymentLink(linkId)).reference,
    });
    expect(receiver.typesOf(paid.linkId)).toEqual(['payment.captured', 'payment_link.paid']);
    expect(receiver.typesOf(cancelled.linkId)).toEqual([]);
  });
});

describe('delivery', () => {
  it('tries a refused delivery again 30 s × its attempts later, with the same event id', async () => {
    let refuse = 2;
    const receiver = webhookReceiver(() => (refuse-- > 0 ? 500 : 200));
    const { linkId } = await h.paid(card('4000000000000002'));
    expect(await at(receiver, linkId, 0)).toEqual(['payment.failed']);
    expect(await at(receiver, linkId, 29_999)).toEqual([]);
    expect(await at(receiver, linkId, 1)).toEqual(['payment.failed']);
    expect(await at(receiver, linkId, 59_999)).toEqual([]);
    expect(await at(receiver, linkId, 1)).toEqual(['payment.failed']);
    expect(new Set(receiver.of(linkId).map((delivery) => delivery.headers['x-razorpay-event-id'])).size).toBe(
      1,
    );
    const [row] = await listDeliveries(h.db, linkId);
    expect(row).toMatchObject({ attempts: 3, lastStatus: 200, deliveredAt: h.clock.now() });
  });

  it('a restarted server verifies deliveries signed before it', async () => {
    const receiver = webhookReceiver();
    const { linkId } = await h.paid(upi('success@upi'));
    await at(receiver, linkId, 5_000);
    const restarted = h.newGateway();
    const [delivery] = receiver.of(linkId);
    // Not read yet: refused (the gateway retries), then read.
    expect(restarted.parseWebhook(delivery!.raw, delivery!.headers)).toBeNull();
    await restarted.deliverDueWebhooks(receiver.send);
    expect(restarted.parseWebhook(delivery!.raw, delivery!.headers)?.linkId).toBe(linkId);
  });
});
