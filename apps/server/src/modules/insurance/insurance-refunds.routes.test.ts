import { insurancePaths, type InsuranceOrder, type SubscribeResult } from '@kredo/contract/insurance';
import { isoDate } from '@kredo/domain/calendar-date';
import { insuranceBookId } from '@kredo/domain/insurance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { AppError } from '../../lib/app-error.ts';
import { trialBalanceOf } from '../ledger/ledger.service.ts';
import { settlementTestKit } from '../settlement/settlement-test-kit.ts';
import { ordersToSettle, settleWithInsurer } from './insurance-issuance.ts';
import { formValues, insuranceTestKit } from './insurance-test-kit.ts';
import { insuranceOrders } from './insurance.schema.ts';

const MINUTE = 60_000;

describe('insurance premiums owed back, in the ledger and the settlement', () => {
  const ctx = {} as { t: TestApp };
  const kit = insuranceTestKit(ctx);
  const settlement = settlementTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const cancel = (c: Awaited<ReturnType<typeof kit.customer>>, orderId: string) =>
    kit.inject({ method: 'POST', url: insurancePaths.cancelOrder, headers: c.headers, payload: { orderId } });

  it('refunds a proposal the insurer refuses, and one whose issuance fails', async () => {
    const refused = await kit.customer();
    const refusedId = await kit.paid(refused, 'pa-individual-1y', formValues({ name: 'Refused Rao' }));
    const failing = await kit.customer();
    const failingId = await kit.paid(failing, 'hospicash-1y', formValues({ name: 'Issue Fails' }));
    await kit.sweep();
    expect(await kit.order(refused, refusedId)).toMatchObject({
      status: 'FAILED',
      failureReason: expect.stringMatching(/could not accept/) as string,
      refund: { status: 'PENDING', amount: 199_00 },
    });
    expect((await kit.order(failing, failingId)).status).toBe('UNDER_PROCESS');
    ctx.t.deps.clock.advance(5 * MINUTE);
    await kit.sweep();
    expect(await kit.order(failing, failingId)).toMatchObject({
      status: 'FAILED',
      refund: { amount: 152_00 },
    });
    ctx.t.deps.clock.advance(6 * MINUTE);
    await kit.deliverPaymentWebhooks();
    await kit.sweep();
    expect((await kit.order(refused, refusedId)).refund).toEqual({ status: 'PROCESSED', amount: 199_00 });
    expect((await kit.order(failing, failingId)).refund).toEqual({ status: 'PROCESSED', amount: 152_00 });
  });

  it('finds a proposal whose answer was lost by its reference, and issues it once', async () => {
    const c = await kit.customer();
    const orderId = await kit.paid(c, 'pa-individual-1y', formValues({ name: 'Lost Answer' }));
    await kit.sweep();
    ctx.t.deps.clock.advance(MINUTE);
    await kit.sweep();
    expect((await kit.order(c, orderId)).status).toBe('UNDER_PROCESS');
    ctx.t.deps.clock.advance(5 * MINUTE);
    await kit.sweep();
    await kit.sweep();
    expect(await kit.order(c, orderId)).toMatchObject({ status: 'ISSUED', refund: null });
  });

  it('refunds a paid order the insurer will not take or no longer knows, and asks about a failing one in its turn', async () => {
    const { db, clock } = ctx.t.deps;
    const setOrder = (id: string, values: Partial<typeof insuranceOrders.$inferInsert>) =>
      db.update(insuranceOrders).set(values).where(eq(insuranceOrders.id, id));
    const retired = await kit.customer();
    const retiredId = await kit.paid(retired);
    // Sold from a catalogue the insurer has since changed: its proposal is refused.
    await setOrder(retiredId, { productId: 'pa-retired-1y' });
    const unknown = await kit.customer();
    const unknownId = await kit.paid(unknown, 'hospicash-1y');
    await setOrder(unknownId, { proposalId: 'prp_0000000000000000' });
    await kit.sweep();
    expect(await kit.order(retired, retiredId)).toMatchObject({
      status: 'FAILED',
      refund: { status: 'PENDING', amount: 199_00 },
    });
    expect(await kit.order(unknown, unknownId)).toMatchObject({ status: 'FAILED', refund: { amount: 152_00 } });
    const [lost] = await db.select().from(insuranceOrders).where(eq(insuranceOrders.id, unknownId));
    expect(lost?.insurerStatus).toBe('NOT_FOUND');

    const failing = await kit.customer();
    const failingId = await kit.paid(failing, 'covid-1y');
    const waiting = await kit.paid(await kit.customer(), 'covid-1y');
    const propose = vi.spyOn(ctx.t.deps.insurer, 'propose').mockRejectedValueOnce(new Error('garbled answer'));
    await expect(settleWithInsurer(ctx.t.deps, failingId)).rejects.toThrow('garbled answer');
    propose.mockRestore();
    clock.advance(1_000);
    const turn = await ordersToSettle(db, clock.now(), 0);
    expect(turn.indexOf(waiting)).toBeGreaterThanOrEqual(0);
    expect(turn.indexOf(waiting)).toBeLessThan(turn.indexOf(failingId));
    await kit.sweep();
  });

  it('applies a payment made just before the pay-by instant without its webhook, and refunds one captured after it', async () => {
    const { db, clock } = ctx.t.deps;
    const rowOf = async (id: string | null) =>
      (await db.select().from(insuranceOrders).where(eq(insuranceOrders.id, id ?? '')))[0];
    const c = await kit.customer();
    const inTime = (await kit.subscribe(c, 'hospicash-1y')).json<SubscribeResult>();
    const late = (await kit.subscribe(c, 'covid-1y')).json<SubscribeResult>();
    clock.advance(29 * MINUTE + 50_000);
    await kit.payAtGateway(inTime.url ?? '');
    // Approved now, captured two minutes later: after the pay-by instant.
    await kit.payAtGateway(late.url ?? '', 'pending@upi');
    clock.advance(20_000);
    // No webhook is delivered in this test: the sweep asks the gateway.
    await kit.sweep();
    expect(await rowOf(inTime.orderId)).toMatchObject({ state: 'PROPOSED', failureReason: null });
    expect(await rowOf(late.orderId)).toMatchObject({ state: 'EXPIRED', paidAt: null });
    clock.advance(2 * MINUTE);
    await kit.sweep();
    expect(await rowOf(late.orderId)).toMatchObject({ state: 'EXPIRED', failureReason: 'LATE_PAYMENT' });
    expect(await kit.order(c, late.orderId ?? '')).toMatchObject({
      status: 'EXPIRED',
      paidAt: expect.any(String) as string,
      refund: { status: 'PENDING', amount: 99_00 },
    });
  });

  it('records a payment on a link whose making went unanswered, and gives it back', async () => {
    const c = await kit.customer();
    const gateway = ctx.t.deps.paymentGateway;
    const create = gateway.createPaymentLink.bind(gateway);
    let url = '';
    const making = vi.spyOn(gateway, 'createPaymentLink').mockImplementationOnce(async (request) => {
      url = (await create(request)).shortUrl;
      throw new AppError('PROVIDER_UNAVAILABLE', 'payment gateway: no answer');
    });
    expect((await kit.subscribe(c, 'hospicash-1y')).json<SubscribeResult>().status).toBe('FAILURE');
    making.mockRestore();
    await kit.payAtGateway(url);
    ctx.t.deps.clock.advance(10_000);
    await kit.deliverPaymentWebhooks();
    const { orders } = (await kit.inject({ url: insurancePaths.order, headers: c.headers })).json<{
      orders: InsuranceOrder[];
    }>();
    expect(orders).toMatchObject([
      { status: 'EXPIRED', paidAt: expect.any(String) as string, refund: { status: 'PENDING', amount: 152_00 } },
    ]);
  });

  it('cancels within the free look period once, refunded pro rata, and refuses a late one', async () => {
    let c = await kit.customer();
    const orderId = await kit.issued(c);
    ctx.t.deps.clock.advance(10 * 24 * 60 * MINUTE);
    c = await kit.refreshed(c);
    const first = await cancel(c, orderId);
    expect(first.statusCode, first.body).toBe(200);
    const cancelled = first.json<InsuranceOrder>();
    // 10 of 365 days covered: Rs 5.45 kept by the insurer.
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
      refund: { amount: 199_00 - 5_45 },
    });
    const again = await cancel(c, orderId);
    expect(again.statusCode).toBe(422);
    expect((await kit.order(c, orderId)).refund).toEqual({ status: 'PENDING', amount: 199_00 - 5_45 });
    expect(await kit.bookBalance('refunds-payable')).toBeLessThanOrEqual(0);
    expect(again.json()).toMatchObject({
      code: 'INSURANCE_REFUSED',
      message: 'Only an issued policy can be cancelled.',
    });
    const lateOne = await kit.issued(c, 'mosquito-family-1y');
    ctx.t.deps.clock.advance(31 * 24 * 60 * MINUTE);
    c = await kit.refreshed(c);
    const late = await cancel(c, lateOne);
    expect(late.statusCode).toBe(422);
    expect(late.json<{ message: string }>().message).toMatch(/free look period of this policy has ended/);
    const pending = await kit.inject({
      method: 'POST',
      url: insurancePaths.cancelOrder,
      headers: c.headers,
      payload: { orderId: await kit.paid(c) },
    });
    expect(pending.statusCode).toBe(422);
  });

  it('records a cancellation the insurer made whose answer was lost, asked again past the free look period or by the sweep', async () => {
    let c = await kit.customer();
    const askedAgain = await kit.issued(c);
    const swept = await kit.issued(c, 'hospicash-1y');
    const { insurer } = ctx.t.deps;
    const cancelPolicy = insurer.cancelPolicy.bind(insurer);
    const lost = vi.spyOn(insurer, 'cancelPolicy').mockImplementation(async (policyNumber, request) => {
      await cancelPolicy(policyNumber, request);
      throw new AppError('PROVIDER_UNAVAILABLE', 'insurer: the answer was lost');
    });
    expect((await cancel(c, askedAgain)).statusCode).toBe(502);
    expect((await cancel(c, swept)).statusCode).toBe(502);
    lost.mockRestore();
    expect((await kit.order(c, askedAgain)).status).toBe('ISSUED');
    ctx.t.deps.clock.advance(31 * 24 * 60 * MINUTE);
    c = await kit.refreshed(c);
    const again = await cancel(c, askedAgain);
    expect(again.statusCode, again.body).toBe(200);
    // Cancelled at the insurer on the day of issue: nothing covered, the whole premium back.
    expect(again.json<InsuranceOrder>()).toMatchObject({ status: 'CANCELLED', refund: { amount: 199_00 } });
    await kit.sweep();
    expect(await kit.order(c, swept)).toMatchObject({ status: 'CANCELLED', refund: { amount: 152_00 } });
  });

  it('keeps the book balanced, and settles the day with no break', async () => {
    const rows = await trialBalanceOf(ctx.t.deps.db, { lenderId: insuranceBookId });
    expect(rows.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
    const day = isoDate(ctx.t.deps.clock.businessDate());
    const c = await kit.customer();
    await kit.issued(c, 'hospicash-1y');
    const refusedCustomer = await kit.customer();
    await kit.paid(refusedCustomer, 'covid-1y', formValues({ name: 'Refuse Me' }));
    await kit.sweep();
    ctx.t.deps.clock.advance(6 * MINUTE);
    await kit.deliverPaymentWebhooks();
    await kit.sweep();
    await settlement.reconcile(day);
    await settlement.reconcile(day, '07:30');
    const { breaks } = await settlement.written();
    expect(breaks.filter((row) => row.source === 'gateway-settlement')).toEqual([]);
    expect(await kit.bookBalance('insurer-payable')).toBeLessThan(0);
  });
});
