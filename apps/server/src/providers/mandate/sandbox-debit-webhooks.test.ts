import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDebitHarness, debitRequest, india } from './debit-test-kit.ts';
import type { DebitRequest } from './index.ts';
import { eMandateRequest, webhookReceiver, type Delivery } from './mandate-test-kit.ts';

let h: Awaited<ReturnType<typeof createDebitHarness>>;

beforeAll(async () => {
  h = await createDebitHarness();
});
afterAll(() => h.close());

/** A debit made on Monday 2 June 2025, 10:00, and a receiver for the webhooks sent from then on. */
async function debitWithReceiver(overrides: Partial<DebitRequest> = {}, mandateId?: string) {
  h.at('2025-06-02 10:00');
  const providerMandateId = mandateId ?? (await h.activeMandate());
  const receiver = webhookReceiver();
  // Whatever was due before (the mandate's own webhooks, other tests' debits) goes to another receiver.
  await h.provider.deliverDueWebhooks(webhookReceiver().send);
  const request = debitRequest(providerMandateId, overrides);
  const { debitId } = await h.provider.createDebit(request);
  const types = () => receiver.ofDebit(debitId).map((delivery) => delivery.body.type);
  /**
   * Sends what is due at an India wall-clock time; answers the debit's new events, each checked
   * against the status API at that moment.
   */
  async function deliverAt(time: string) {
    const before = receiver.ofDebit(debitId).length;
    h.at(time);
    await h.provider.deliverDueWebhooks(receiver.send);
    return receiver.ofDebit(debitId).slice(before);
  }
  return { request, debitId, providerMandateId, receiver, types, deliverAt };
}

/** The delivery's verified event, and the status API's answer, which it must repeat. */
async function eventAndStatus(delivery: Delivery) {
  const event = h.provider.parseWebhook(delivery.raw, delivery.headers);
  if (event?.kind !== 'debit') throw new Error('not a debit event');
  const { kind: _kind, eventId: _eventId, providerMandateId: _mandate, occurredAt: _at, ...reported } = event;
  return { event, reported, status: await h.provider.fetchDebit(event.debitId) };
}

describe('webhooks of a debit', () => {
  it('are debit.submitted at 06:00 and debit.confirmed at 14:00, signed, each as the status API answers then', async () => {
    const { request, debitId, providerMandateId, types, deliverAt } = await debitWithReceiver();
    expect(await deliverAt('2025-06-03 05:59:59.999')).toEqual([]);
    const [submitted] = await deliverAt('2025-06-03 06:00');
    expect(types()).toEqual(['debit.submitted']);
    expect(await deliverAt('2025-06-03 13:59:59.999')).toEqual([]);
    const [confirmed] = await deliverAt('2025-06-03 14:00');
    expect(types()).toEqual(['debit.submitted', 'debit.confirmed']);

    const secret = await h.provider.webhookSecret();
    for (const delivery of [submitted!, confirmed!]) {
      expect(delivery.headers['x-mandate-signature']).toBe(
        createHmac('sha256', secret).update(delivery.raw).digest('hex'),
      );
      expect(delivery.headers['x-mandate-event-id']).toBe(delivery.body.id);
      expect(delivery.body.data).toMatchObject({
        debit_id: debitId,
        mandate_id: providerMandateId,
        reference: request.reference,
        amount: 500_000,
        charge_date: '2025-06-03',
      });
    }
    const last = await eventAndStatus(confirmed!);
    expect(last.event).toMatchObject({
      kind: 'debit',
      providerMandateId,
      eventId: confirmed!.body.id,
      occurredAt: india('2025-06-03 14:00'),
    });
    expect(last.reported).toEqual(last.status);
    expect(last.status).toEqual({
      debitId,
      reference: request.reference,
      amount: 500_000,
      chargeDate: '2025-06-03',
      status: 'confirmed',
      settledAt: india('2025-06-03 14:00'),
    });
    expect(h.provider.parseWebhook(submitted!.raw, submitted!.headers)).toMatchObject({
      kind: 'debit',
      status: 'submitted',
      occurredAt: india('2025-06-03 06:00'),
    });
  });

  it('of an amount ending 99: submitted, extended at 14:00 until two working days later, returned 04 then', async () => {
    const { deliverAt, types } = await debitWithReceiver({ amount: 500_099, chargeDate: '2025-06-13' });
    await deliverAt('2025-06-13 06:00');
    const [extended] = await deliverAt('2025-06-13 14:00');
    const atExtension = await eventAndStatus(extended!);
    expect(atExtension.reported).toEqual(atExtension.status);
    expect(atExtension.status).toMatchObject({ status: 'extended', until: '2025-06-17' });
    expect(await deliverAt('2025-06-17 13:59:59.999')).toEqual([]);
    const [returned] = await deliverAt('2025-06-17 14:00');
    const atReturn = await eventAndStatus(returned!);
    expect(atReturn.reported).toEqual(atReturn.status);
    expect(atReturn.status).toMatchObject({
      status: 'returned',
      reasonCode: '04',
      reasonText: 'Balance insufficient',
    });
    expect(returned!.body.data).toMatchObject({ reason_code: '04', reason_text: 'Balance insufficient' });
    expect(types()).toEqual(['debit.submitted', 'debit.extended', 'debit.returned']);
  });

  it.each([
    [500_001, '01'],
    [500_005, '05'],
    [500_006, '06'],
  ])('of %i paise: debit.returned %s at 14:00, as the status API answers', async (amount, reasonCode) => {
    const { deliverAt, types } = await debitWithReceiver({ amount });
    await deliverAt('2025-06-03 06:00');
    const [returned] = await deliverAt('2025-06-03 14:00');
    const { reported, status } = await eventAndStatus(returned!);
    expect(reported).toEqual(status);
    expect(status).toMatchObject({ status: 'returned', reasonCode });
    expect(types()).toEqual(['debit.submitted', 'debit.returned']);
  });

  it('through a mandate never authorised: one debit.rejected (21) at 06:00', async () => {
    h.at('2025-06-02 10:00');
    const { providerMandateId } = await h.provider.createEMandate(eMandateRequest());
    const { deliverAt, types } = await debitWithReceiver({}, providerMandateId);
    expect(await deliverAt('2025-06-03 05:59')).toEqual([]);
    const [rejected] = await deliverAt('2025-06-03 06:00');
    const { reported, status } = await eventAndStatus(rejected!);
    expect(reported).toEqual(status);
    expect(status).toMatchObject({
      status: 'rejected',
      reasonCode: '21',
      reasonText: 'Invalid UMRN or inactive mandate',
    });
    await deliverAt('2025-06-10 14:00');
    expect(types()).toEqual(['debit.rejected']);
  });

  it('come in order, each dated when it happened, when nothing was sent for days', async () => {
    const { deliverAt, types } = await debitWithReceiver({ amount: 500_098, chargeDate: '2025-06-13' });
    const sent = await deliverAt('2025-06-25 09:00');
    expect(types()).toEqual(['debit.submitted', 'debit.extended', 'debit.confirmed']);
    expect(sent.map((delivery) => delivery.body.created_at)).toEqual(
      ['2025-06-13 06:00', '2025-06-13 14:00', '2025-06-17 14:00'].map((time) => india(time).toISOString()),
    );
    const last = await eventAndStatus(sent[2]!);
    expect(last.reported).toEqual(last.status);
  });

  it('are never sent for a cancelled debit', async () => {
    const { debitId, deliverAt, types } = await debitWithReceiver();
    await h.provider.cancelDebit(debitId);
    await deliverAt('2025-06-04 10:00');
    expect(types()).toEqual([]);
  });

  it('are written once when senders overlap at the submission', async () => {
    h.at('2025-06-02 10:00');
    const mandates = await Promise.all([h.activeMandate(), h.activeMandate(), h.activeMandate()]);
    const debits = await Promise.all(
      mandates.map((mandate) => h.provider.createDebit(debitRequest(mandate, { chargeDate: '2025-07-01' }))),
    );
    h.at('2025-07-01 14:00');
    const receiver = webhookReceiver();
    await Promise.all([
      h.provider.deliverDueWebhooks(receiver.send),
      h.provider.deliverDueWebhooks(receiver.send),
      h.newProvider().deliverDueWebhooks(receiver.send),
    ]);
    for (const { debitId } of debits)
      expect(receiver.ofDebit(debitId).map((delivery) => delivery.body.type)).toEqual([
        'debit.submitted',
        'debit.confirmed',
      ]);
  });
});

describe('one webhook stream for mandates and debits', () => {
  it("tells a mandate's event from a debit's, and refuses a debit body changed after signing", async () => {
    const { providerMandateId, receiver, deliverAt } = await debitWithReceiver();
    h.at('2025-06-02 10:00');
    const { providerMandateId: pendingMandate } = await h.provider.createEMandate(eMandateRequest());
    await h.provider.withdrawMandate(pendingMandate);
    const [delivery] = await deliverAt('2025-06-03 06:00');
    const [withdrawn] = receiver.of(pendingMandate);
    expect(h.provider.parseWebhook(withdrawn!.raw, withdrawn!.headers)).toMatchObject({
      kind: 'mandate',
      status: 'withdrawn',
      providerMandateId: pendingMandate,
    });
    expect(h.provider.parseWebhook(delivery!.raw, delivery!.headers)).toMatchObject({
      kind: 'debit',
      status: 'submitted',
      providerMandateId,
    });
    expect(h.provider.parseWebhook(delivery!.raw.replace('500000', '50000'), delivery!.headers)).toBeNull();
    const secret = await h.provider.webhookSecret();
    const noDebitId = JSON.stringify({ ...delivery!.body, data: { ...delivery!.body.data, debit_id: '' } });
    const signed = createHmac('sha256', secret).update(noDebitId).digest('hex');
    expect(h.provider.parseWebhook(noDebitId, { 'x-mandate-signature': signed })).toBeNull();
  });
});
