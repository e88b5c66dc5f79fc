import { randomUUID } from 'node:crypto';

import { addDays } from '@kredo/domain/working-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { SandboxPaymentGatewayService } from '../../providers/payment-gateway/sandbox.ts';
import { payAtCheckout } from '../../providers/payment-gateway/sandbox-checkout.ts';
import { settlementTestKit } from './settlement-test-kit.ts';

describe("refunds in the gateway's settlement", () => {
  const ctx = {} as { t: TestApp };
  const kit = settlementTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const gateway = () => ctx.t.deps.sandboxPaymentGateway as SandboxPaymentGatewayService;
  const gatewayBreaks = async () =>
    (await kit.written()).breaks.filter((row) => row.source === 'gateway-settlement');

  /** A payment on a link none of our loans made (a gold order's, say), captured now. */
  async function strangerPaid(amount: number) {
    const { linkId } = await gateway().createPaymentLink({
      reference: `stranger-${randomUUID().slice(0, 8)}`,
      amount,
      description: 'Not a loan',
      customer: { name: 'Somebody Else', mobile: '9812345670', email: null },
      callbackUrl: 'http://localhost/',
      expireBy: new Date(ctx.t.deps.clock.nowMs() + 86_400_000),
    });
    const paid = await payAtCheckout(gateway().checkout, linkId, { method: 'upi', vpa: 'success@upi' });
    if (paid.state !== 'accepted') throw new Error(paid.state);
    return paid.query.razorpay_payment_id ?? '';
  }

  it('settles the loans of a day with a refund in it, and shows the refund nothing of ours expects', async () => {
    const day = kit.nextDay();
    const b = await kit.paidOut();
    const stranger = await strangerPaid(250_00);
    await kit.paidByGateway(b.headers, b.loan.id, 800_00);
    const refund = await gateway().refundPayment({
      idempotencyKey: `refund-${randomUUID().slice(0, 8)}`,
      paymentId: stranger,
      amount: 100_00,
    });

    expect(await kit.reconcile(day)).toMatchObject({ 'gateway-settlement': 'reconciled' });
    // The loan's payment is settled as ever: its fee and GST booked, suspense cleared.
    expect(await kit.balances(b.loan.lenderId)).toMatchObject({
      'gateway-suspense': 0,
      'gateway-fee-expense': 16_00,
      'gst-input-credit': 2_88,
    });
    // Paid in: the three lines, the refund taken away; none of it short or in excess.
    expect(
      (await gatewayBreaks()).map((row) => [row.kind, row.businessDate, row.reference, row.actual]).sort(),
    ).toEqual([
      ['unknown-line', day, stranger, 250_00],
      ['unknown-line', day, refund.refundId, -100_00],
    ]);
    const refundBreak = (await gatewayBreaks()).find((row) => row.reference === refund.refundId);
    expect(refundBreak?.detail).toMatchObject({
      line: { type: 'refund', reference: refund.idempotencyKey, paymentId: stranger, net: -100_00 },
    });
  });

  it('reconciles a day of refunds alone, settled below zero, without posting a loan anything', async () => {
    const day = kit.nextDay();
    const b = await kit.paidOut();
    const stranger = await strangerPaid(300_00);
    await kit.reconcile(day);
    const before = await kit.balances(b.loan.lenderId);
    const next = addDays(day, 1);
    kit.clockTo(next, '10:00');
    const refund = await gateway().refundPayment({
      idempotencyKey: `refund-${randomUUID().slice(0, 8)}`,
      paymentId: stranger,
      amount: 300_00,
    });
    kit.clockTo(addDays(next, 1), '07:00');
    const answer = await ctx.t.deps.paymentGateway.fetchSettlementReport(next);
    expect(answer).toMatchObject({ status: 'ready', report: { total: -300_00 } });

    expect(await kit.reconcile(next)).toMatchObject({ 'gateway-settlement': 'reconciled' });
    expect(await kit.balances(b.loan.lenderId)).toEqual(before);
    const found = (await gatewayBreaks()).filter((row) => row.businessDate === next);
    expect(found.map((row) => [row.kind, row.reference, row.actual])).toEqual([
      ['unknown-line', refund.refundId, -300_00],
    ]);
  });
});
