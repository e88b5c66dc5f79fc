import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createMandateHarness,
  eMandateRequest,
  mandateDetails,
  webhookReceiver,
} from './mandate-test-kit.ts';
import { authoriseAtBank, refuseAtBank } from './sandbox-authorisation.ts';
import { findMandate, listDeliveries } from './sandbox.repository.ts';

let h: Awaited<ReturnType<typeof createMandateHarness>>;

beforeAll(async () => {
  h = await createMandateHarness();
});
afterAll(() => h.close());

async function pending(ending?: string) {
  const { providerMandateId } = await h.provider.createEMandate(eMandateRequest({}, ending));
  const row = await findMandate(h.db, providerMandateId);
  if (!row) throw new Error('no row');
  return row;
}

async function authorised(ending?: string) {
  const row = await pending(ending);
  if (!(await authoriseAtBank(h.deps, row))) throw new Error('not authorised');
  return row.id;
}

describe('webhooks of an e-mandate', () => {
  it('are signed and due when each step happens: submitted, authorized 2 s later, active 5 s after', async () => {
    const receiver = webhookReceiver();
    const id = await authorised('123');
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(receiver.typesOf(id)).toEqual(['mandate.submitted']);
    h.clock.advance(1_999);
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(receiver.typesOf(id)).toHaveLength(1);
    h.clock.advance(1);
    await h.provider.deliverDueWebhooks(receiver.send);
    h.clock.advance(3_000);
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(receiver.typesOf(id)).toEqual(['mandate.submitted', 'mandate.authorized', 'mandate.active']);

    const events = receiver.of(id).map((delivery) => {
      expect(delivery.headers['x-mandate-event-id']).toBe(delivery.body.id);
      expect(delivery.headers['content-type']).toBe('application/json');
      return h.provider.parseWebhook(delivery.raw, delivery.headers);
    });
    const status = await h.provider.fetchMandate(id);
    expect(status).toMatchObject({ status: 'active' });
    expect(events.at(-1)).toEqual({
      kind: 'mandate',
      eventId: receiver.of(id)[2]!.body.id,
      providerMandateId: id,
      reference: (await findMandate(h.db, id))!.reference,
      occurredAt: h.clock.now(),
      ...status,
    });
    expect(events.map((event) => event?.status)).toEqual(['submitted', 'authorized', 'active']);
    expect(new Set(events.map((event) => event?.eventId)).size).toBe(3);
  });

  it('report a refused login as one rejected event with AP11', async () => {
    const receiver = webhookReceiver();
    const row = await pending();
    expect(await refuseAtBank(h.deps, row)).toBe(true);
    h.clock.advance(10_000);
    await h.provider.deliverDueWebhooks(receiver.send);
    const [delivery] = receiver.of(row.id);
    expect(receiver.typesOf(row.id)).toEqual(['mandate.rejected']);
    expect(h.provider.parseWebhook(delivery!.raw, delivery!.headers)).toMatchObject({
      status: 'rejected',
      reasonCode: 'AP11',
      reasonText: 'Authentication failed',
    });
    expect(await h.provider.fetchMandate(row.id)).toMatchObject({ status: 'rejected', reasonCode: 'AP11' });
  });

  it('come twice, with the same event id, for an account ending 977', async () => {
    const receiver = webhookReceiver();
    const id = await authorised('977');
    h.clock.advance(10_000);
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(receiver.typesOf(id)).toEqual([
      'mandate.submitted',
      'mandate.submitted',
      'mandate.authorized',
      'mandate.authorized',
      'mandate.active',
      'mandate.active',
    ]);
    const ids = receiver
      .of(id)
      .map((delivery) => h.provider.parseWebhook(delivery.raw, delivery.headers)?.eventId);
    expect(ids[0]).toBe(ids[1]);
    expect(new Set(ids).size).toBe(3);
  });

  it("deliver 'active' before 'authorized' for an account ending 978", async () => {
    const receiver = webhookReceiver();
    const id = await authorised('978');
    h.clock.advance(5_000);
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(receiver.typesOf(id)).toEqual(['mandate.submitted', 'mandate.active']);
    h.clock.advance(1_000);
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(receiver.typesOf(id)).toEqual(['mandate.submitted', 'mandate.active', 'mandate.authorized']);
    // Each still says when it happened, so the receiver can tell the order.
    const [, active, authorized] = receiver.of(id).map((delivery) => Date.parse(delivery.body.created_at));
    expect(authorized).toBeLessThan(active!);
  });

  it('of a paper mandate: submitted at once, then rejected M003 for an account ending 903', async () => {
    const receiver = webhookReceiver();
    const { providerMandateId: id } = await h.provider.submitPaperMandate(mandateDetails({}, '903'));
    await h.provider.deliverDueWebhooks(receiver.send);
    h.clock.advance(10_000);
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(receiver.of(id).map((delivery) => [delivery.body.type, delivery.body.data.reason_code])).toEqual([
      ['mandate.submitted', undefined],
      ['mandate.rejected', 'M003'],
    ]);
  });
});

describe('delivery', () => {
  it('tries again 30 s × attempts after a non-2xx answer or a failed send, the same event each time', async () => {
    const id = await authorised();
    let failures = 0;
    const receiver = webhookReceiver((delivery) => {
      if (delivery.body.data.mandate_id !== id || delivery.body.type !== 'mandate.submitted') return 200;
      failures += 1;
      if (failures === 1) return 500;
      if (failures === 2) throw new Error('connection reset');
      return 200;
    });
    await h.provider.deliverDueWebhooks(receiver.send); // submitted, attempt 1: 500
    h.clock.advance(29_999);
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(receiver.typesOf(id)).toEqual(['mandate.submitted', 'mandate.authorized', 'mandate.active']);
    h.clock.advance(1);
    await h.provider.deliverDueWebhooks(receiver.send); // attempt 2: throws
    expect(receiver.typesOf(id)).toEqual([
      'mandate.submitted',
      'mandate.authorized',
      'mandate.active',
      'mandate.submitted',
    ]);
    h.clock.advance(59_999);
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(receiver.typesOf(id)).toHaveLength(4);
    h.clock.advance(1);
    await h.provider.deliverDueWebhooks(receiver.send); // attempt 3: 200
    h.clock.advance(3_600_000);
    await h.provider.deliverDueWebhooks(receiver.send);
    const submitted = receiver.of(id).filter((delivery) => delivery.body.type === 'mandate.submitted');
    expect(submitted).toHaveLength(3);
    expect(new Set(submitted.map((delivery) => delivery.raw)).size).toBe(1);
    const rows = await listDeliveries(h.db, id);
    expect(rows.find((row) => row.type === 'mandate.submitted')).toMatchObject({
      attempts: 3,
      lastStatus: 200,
    });
    expect(rows.every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('gives up after 8 attempts', async () => {
    const { providerMandateId: id } = await h.provider.submitPaperMandate(mandateDetails());
    const receiver = webhookReceiver((delivery) => (delivery.body.data.mandate_id === id ? 503 : 200));
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await h.provider.deliverDueWebhooks(receiver.send);
      h.clock.advance(30_000 * attempt);
    }
    expect(receiver.typesOf(id).filter((type) => type === 'mandate.submitted')).toHaveLength(8);
    const [row] = (await listDeliveries(h.db, id)).filter(
      (delivery) => delivery.type === 'mandate.submitted',
    );
    expect(row).toMatchObject({ attempts: 8, lastStatus: 503, deliveredAt: null });
  });

  it('sends each delivery once when two senders overlap', async () => {
    const ids = await Promise.all([authorised(), authorised(), authorised()]);
    h.clock.advance(10_000);
    const slow = webhookReceiver(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 200;
    });
    const counts = await Promise.all([
      h.provider.deliverDueWebhooks(slow.send),
      h.provider.deliverDueWebhooks(slow.send),
      h.newProvider().deliverDueWebhooks(slow.send),
    ]);
    for (const id of ids)
      expect(slow.typesOf(id)).toEqual(['mandate.submitted', 'mandate.authorized', 'mandate.active']);
    const ours = slow.received.filter((delivery) => ids.includes(delivery.body.data.mandate_id));
    expect(new Set(ours.map((delivery) => delivery.body.id)).size).toBe(ours.length);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(slow.received.length);
    expect(await h.provider.deliverDueWebhooks(slow.send)).toBe(0);
  });
});

describe('the webhook signature', () => {
  async function oneDelivery() {
    const receiver = webhookReceiver();
    const id = await authorised();
    await h.provider.deliverDueWebhooks(receiver.send);
    return receiver.of(id)[0]!;
  }

  it('is a hex HMAC-SHA256 of the raw body under the kept secret', async () => {
    const { raw, headers } = await oneDelivery();
    const secret = await h.provider.webhookSecret();
    expect(headers['x-mandate-signature']).toBe(createHmac('sha256', secret).update(raw).digest('hex'));
    expect(
      h.provider.parseWebhook(raw, { 'X-Mandate-Signature': headers['x-mandate-signature'] }),
    ).toMatchObject({
      status: 'submitted',
    });
  });

  it('refuses a changed body, another secret, a missing or doubled header and a body that is no event', async () => {
    const { raw, headers } = await oneDelivery();
    const signature = headers['x-mandate-signature']!;
    expect(h.provider.parseWebhook(raw.replace('mandate.submitted', 'mandate.active'), headers)).toBeNull();
    expect(h.provider.parseWebhook(`${raw} `, headers)).toBeNull();
    const forged = createHmac('sha256', 'another secret').update(raw).digest('hex');
    expect(h.provider.parseWebhook(raw, { 'x-mandate-signature': forged })).toBeNull();
    expect(h.provider.parseWebhook(raw, { 'x-mandate-signature': signature.slice(1) })).toBeNull();
    expect(h.provider.parseWebhook(raw, {})).toBeNull();
    expect(h.provider.parseWebhook(raw, { 'x-mandate-signature': [signature, signature] })).toBeNull();
    const secret = await h.provider.webhookSecret();
    for (const body of [
      'not json',
      '{"id":"evt_1","type":"mandate.paid"}',
      JSON.stringify({ ...JSON.parse(raw), type: 'mandate.active' }),
    ]) {
      const signed = createHmac('sha256', secret).update(body).digest('hex');
      expect(h.provider.parseWebhook(body, { 'x-mandate-signature': signed })).toBeNull();
    }
  });

  it('keeps its secret across a restart', async () => {
    const { raw, headers } = await oneDelivery();
    const restarted = h.newProvider();
    // Not read from the database yet: refused (the sender tries again), and read meanwhile.
    expect(restarted.parseWebhook(raw, headers)).toBeNull();
    expect(await restarted.webhookSecret()).toBe(await h.provider.webhookSecret());
    expect(restarted.parseWebhook(raw, headers)).toMatchObject({ status: 'submitted' });
  });
});
