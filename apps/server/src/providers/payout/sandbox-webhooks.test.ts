import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayoutHarness, payoutRequest, webhookReceiver, type Delivery } from './payout-test-kit.ts';
import { listDeliveries } from './sandbox.repository.ts';

let h: Awaited<ReturnType<typeof createPayoutHarness>>;

beforeAll(async () => {
  h = await createPayoutHarness();
});
afterAll(() => h.close());

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

const parse = (delivery: Delivery) => h.provider.parseWebhook(delivery.raw, delivery.headers);

async function created(ending?: string, overrides: Parameters<typeof payoutRequest>[0] = {}) {
  return (await h.provider.createPayout(payoutRequest(overrides, ending))).payoutId;
}

/**
 * Moves the clock one step at a time, delivering what falls due at each; answers, per step, the
 * events parsed and what the status API said at that moment.
 */
async function walk(steps: number[], payoutId: string) {
  const receiver = webhookReceiver();
  const seen = [];
  for (const step of steps) {
    h.clock.advance(step);
    const before = receiver.of(payoutId).length;
    await h.provider.deliverDueWebhooks(receiver.send);
    const events = receiver.of(payoutId).slice(before).map(parse);
    seen.push({ events, status: await h.provider.fetchPayout(payoutId) });
  }
  return { receiver, seen };
}

describe('webhooks of a payout', () => {
  it('are signed, due when each step happens, and say what the status API says then', async () => {
    const id = await created();
    const start = h.clock.nowMs();
    const { receiver, seen } = await walk([0, 2 * SECOND, 3 * SECOND], id);
    expect(receiver.typesOf(id)).toEqual(['payout.processing', 'payout.processed']);
    expect(seen[0]!.events).toEqual([]);
    for (const { events, status } of seen.slice(1)) {
      expect(events).toHaveLength(1);
      expect(events[0]!.payout).toEqual(status);
    }
    expect(seen[2]!.events[0]).toEqual({
      eventId: receiver.of(id)[1]!.body.id,
      type: 'payout.processed',
      occurredAt: new Date(start + 5 * SECOND),
      payout: seen[2]!.status,
    });
    for (const delivery of receiver.of(id)) {
      expect(delivery.headers['x-payout-event-id']).toBe(delivery.body.id);
      expect(delivery.headers['content-type']).toBe('application/json');
    }
    expect(new Set(receiver.of(id).map((delivery) => delivery.body.id)).size).toBe(2);
  });

  it('report a failure (account ending 0001) after processing', async () => {
    const id = await created('0001');
    const { receiver, seen } = await walk([2 * SECOND, 3 * SECOND], id);
    expect(receiver.typesOf(id)).toEqual(['payout.processing', 'payout.failed']);
    expect(seen[1]!.events[0]!.payout).toEqual(seen[1]!.status);
    expect(seen[1]!.status).toMatchObject({ status: 'failed', reasonCode: 'INVALID_ACCOUNT' });
  });

  it('report a bank that is down by one failed event at 2 s', async () => {
    const request = payoutRequest();
    const { payoutId: id } = await h.provider.createPayout({
      ...request,
      beneficiary: { ...request.beneficiary, ifsc: 'YESB0000123' },
    });
    const { receiver, seen } = await walk([2 * SECOND, 60 * MINUTE], id);
    expect(receiver.typesOf(id)).toEqual(['payout.failed']);
    expect(seen[0]!.events[0]!.payout).toMatchObject({ status: 'failed', reasonCode: 'BANK_DOWN' });
  });

  it('report a return (account ending 0003): processed at 5 s, reversed an hour later with the same UTR', async () => {
    const id = await created('0003');
    const { receiver, seen } = await walk([5 * SECOND, 60 * MINUTE - 1, 1], id);
    expect(receiver.typesOf(id)).toEqual(['payout.processing', 'payout.processed', 'payout.reversed']);
    expect(seen[1]!.events).toEqual([]);
    const [processed, reversed] = [seen[0]!.events.at(-1)!.payout, seen[2]!.events[0]!.payout];
    expect(reversed).toEqual(seen[2]!.status);
    expect(reversed).toMatchObject({
      status: 'reversed',
      reasonCode: 'BENEFICIARY_BANK_RETURN',
      utr: processed.status === 'processed' ? processed.utr : 'none',
    });
  });

  it('of a NEFT payout: processing at 2 s, processed 10 minutes after its batch', async () => {
    h.advanceToHalfHour(10 * MINUTE);
    const id = await created(undefined, { mode: 'NEFT' });
    const { receiver, seen } = await walk([2 * SECOND, 30 * MINUTE - 2 * SECOND - 1, 1], id);
    expect(receiver.typesOf(id)).toEqual(['payout.processing', 'payout.processed']);
    expect(seen.map((step) => step.events.length)).toEqual([1, 0, 1]);
  });

  it('come twice, the same event 1 s apart, when the amount in paise is odd', async () => {
    const id = await created(undefined, { amount: 25_000_001 });
    const { receiver } = await walk([2 * SECOND, 1 * SECOND, 2 * SECOND, 1 * SECOND], id);
    expect(receiver.typesOf(id)).toEqual([
      'payout.processing',
      'payout.processing',
      'payout.processed',
      'payout.processed',
    ]);
    const events = receiver.of(id).map(parse);
    expect(events[0]).toEqual(events[1]);
    expect(events[2]).toEqual(events[3]);
    expect(events[0]!.eventId).not.toBe(events[2]!.eventId);
    expect(receiver.of(id)[1]!.raw).toBe(receiver.of(id)[0]!.raw);
  });
});

describe('delivery', () => {
  it('tries again 30 s × attempts after a non-2xx answer or a failed send, the same event each time', async () => {
    const id = await created();
    let failures = 0;
    const receiver = webhookReceiver((delivery) => {
      if (delivery.body.data.payout_id !== id || delivery.body.type !== 'payout.processing') return 200;
      failures += 1;
      if (failures === 1) return 500;
      if (failures === 2) throw new Error('connection reset');
      return 200;
    });
    h.clock.advance(2 * SECOND);
    await h.provider.deliverDueWebhooks(receiver.send); // attempt 1: 500
    h.clock.advance(30 * SECOND - 1);
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(receiver.typesOf(id)).toEqual(['payout.processing', 'payout.processed']);
    h.clock.advance(1);
    await h.provider.deliverDueWebhooks(receiver.send); // attempt 2: throws
    h.clock.advance(60 * SECOND);
    await h.provider.deliverDueWebhooks(receiver.send); // attempt 3: 200
    h.clock.advance(60 * MINUTE);
    await h.provider.deliverDueWebhooks(receiver.send);
    // The late 'processing' arrives after 'processed': the event's own time tells them apart.
    expect(receiver.typesOf(id)).toEqual([
      'payout.processing',
      'payout.processed',
      'payout.processing',
      'payout.processing',
    ]);
    expect(
      new Set(
        receiver
          .of(id)
          .filter((d) => d.body.type === 'payout.processing')
          .map((d) => d.raw),
      ).size,
    ).toBe(1);
    const rows = await listDeliveries(h.db, id);
    expect(rows.find((row) => row.type === 'payout.processing')).toMatchObject({
      attempts: 3,
      lastStatus: 200,
    });
    expect(rows.every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('gives up after 8 attempts', async () => {
    const id = await created('0002');
    const receiver = webhookReceiver((delivery) => (delivery.body.data.payout_id === id ? 503 : 200));
    h.clock.advance(5 * SECOND);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await h.provider.deliverDueWebhooks(receiver.send);
      h.clock.advance(30 * SECOND * attempt);
    }
    expect(receiver.typesOf(id).filter((type) => type === 'payout.failed')).toHaveLength(8);
    const row = (await listDeliveries(h.db, id)).find((delivery) => delivery.type === 'payout.failed');
    expect(row).toMatchObject({ attempts: 8, lastStatus: 503, deliveredAt: null });
  });

  it('sends each delivery once when two senders overlap', async () => {
    const ids = await Promise.all([created(), created(), created()]);
    h.clock.advance(10 * SECOND);
    const slow = webhookReceiver(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 200;
    });
    const counts = await Promise.all([
      h.provider.deliverDueWebhooks(slow.send),
      h.provider.deliverDueWebhooks(slow.send),
      h.newProvider().deliverDueWebhooks(slow.send),
    ]);
    for (const id of ids) expect(slow.typesOf(id)).toEqual(['payout.processing', 'payout.processed']);
    const ours = slow.received.filter((delivery) => ids.includes(delivery.body.data.payout_id));
    expect(new Set(ours.map((delivery) => delivery.body.id)).size).toBe(ours.length);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(slow.received.length);
    expect(await h.provider.deliverDueWebhooks(slow.send)).toBe(0);
  });
});
