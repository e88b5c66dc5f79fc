import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { GatewaySettlement } from './index.ts';
import { unconfiguredPaymentGateway } from './index.ts';
import { card, createGatewayHarness, netBanking, upi } from './payment-gateway-test-kit.ts';
import type { Instrument } from './sandbox-timeline.ts';

let h: Awaited<ReturnType<typeof createGatewayHarness>>;

beforeAll(async () => {
  h = await createGatewayHarness();
});
afterAll(() => h.close());

/** The clock to an India wall-clock time ('YYYY-MM-DD HH:MM'); it only moves forward. */
function at(time: string) {
  const target = Date.parse(`${time.replace(' ', 'T')}:00+05:30`);
  const ahead = target - h.clock.nowMs();
  if (ahead < 0) throw new Error(`the clock is past ${time}`);
  h.clock.advance(ahead);
}

/** A link of `amount` paid with `instrument`, a second after the last (the lines are in capture order). */
async function paid(instrument: Instrument, amount: number) {
  h.clock.advance(1_000);
  const { linkId, result } = await h.paid(instrument, { amount });
  if (result.state !== 'accepted') throw new Error(`not accepted: ${result.state}`);
  const link = await h.gateway.fetchPaymentLink(linkId);
  const payment = link.payments.find((p) => p.status === 'captured');
  if (!payment) throw new Error('not captured');
  return { reference: link.reference, paymentId: payment.paymentId, amount };
}

async function ready(day: string): Promise<GatewaySettlement> {
  const answer = await h.gateway.fetchSettlementReport(day);
  if (answer.status !== 'ready') throw new Error(`the settlement of ${day} is not ready`);
  return answer.report;
}

const lineOf = (p: { reference: string; paymentId: string }, amount: number, fee: number, gst: number) => ({
  type: 'payment',
  paymentId: p.paymentId,
  reference: p.reference,
  amount,
  fee,
  gst,
  net: amount - fee - gst,
});

describe("the sandbox gateway's settlement report", () => {
  it("settles a day's captures the next day at 06:00, less 2% and 18% GST on it, under one UTR", async () => {
    at('2025-06-02 10:00');
    const first = await paid(upi('success@upi'), 1_234_500);
    const second = await paid(card('4111111111111111'), 99_999);
    const third = await paid(netBanking('HDFC'), 100);
    await h.paid(upi('failure@upi'), { amount: 500_000 });

    expect(await h.gateway.fetchSettlementReport('2025-06-02')).toEqual({
      status: 'not-ready',
      retryAt: new Date('2025-06-03T06:00:00+05:30'),
    });
    at('2025-06-03 05:59');
    expect((await h.gateway.fetchSettlementReport('2025-06-02')).status).toBe('not-ready');
    // A capture of the next day belongs to the next day's settlement.
    await paid(upi('success@upi'), 700_000);
    at('2025-06-03 06:00');
    const report = await ready('2025-06-02');
    expect(report).toEqual({
      reference: expect.stringMatching(/^setl_[A-Za-z0-9]{14}$/) as unknown,
      businessDate: '2025-06-02',
      settledOn: '2025-06-03',
      utr: expect.stringMatching(/^\d{12}$/) as unknown,
      lines: [
        // Rs 12,345: a fee of Rs 246.90 and GST of Rs 44.44 (44.442, rounded half up).
        lineOf(first, 1_234_500, 24_690, 4_444),
        // Rs 999.99: a fee of Rs 20.00 (19.9998) and GST of Rs 3.60.
        lineOf(second, 99_999, 2_000, 360),
        // Re 1: a fee of 2 paise and no GST (0.36 paise rounds to none).
        lineOf(third, 100, 2, 0),
      ],
      total: 1_234_500 - 24_690 - 4_444 + 99_999 - 2_000 - 360 + 100 - 2,
    });
    // Every fetch answers the same settlement.
    expect(await ready('2025-06-02')).toEqual(report);
    // A day with no capture is settled with no line.
    expect(await ready('2025-06-01')).toMatchObject({ lines: [], total: 0 });
  });

  it('leaves a payment made with unsettled@upi out of its settlement', async () => {
    at('2025-06-05 11:00');
    const kept = await paid(upi('success@upi'), 200_000);
    await paid(upi('unsettled@upi'), 300_000);
    at('2025-06-06 06:00');
    const report = await ready('2025-06-05');
    expect(report.lines).toEqual([lineOf(kept, 200_000, 4_000, 720)]);
    expect(report.total).toBe(200_000 - 4_000 - 720);
  });

  it('pays Rs 100 short, per payment made with short@upi, what the lines say', async () => {
    at('2025-06-07 11:00');
    const one = await paid(upi('short@upi'), 500_000);
    const two = await paid(upi('success@upi'), 500_000);
    at('2025-06-08 06:00');
    const report = await ready('2025-06-07');
    expect(report.lines).toEqual([lineOf(one, 500_000, 10_000, 1_800), lineOf(two, 500_000, 10_000, 1_800)]);
    expect(report.total).toBe(2 * (500_000 - 10_000 - 1_800) - 10_000);
  });

  it('makes the settlement of a day with a late@upi payment at 18:00 the next day', async () => {
    at('2025-06-09 11:00');
    const late = await paid(upi('late@upi'), 400_000);
    at('2025-06-10 06:00');
    expect(await h.gateway.fetchSettlementReport('2025-06-09')).toEqual({
      status: 'not-ready',
      retryAt: new Date('2025-06-10T18:00:00+05:30'),
    });
    at('2025-06-10 17:59');
    expect((await h.gateway.fetchSettlementReport('2025-06-09')).status).toBe('not-ready');
    at('2025-06-10 18:00');
    expect((await ready('2025-06-09')).lines).toEqual([lineOf(late, 400_000, 8_000, 1_440)]);
  });

  it('takes each refund away as its own line on the day it is processed; a failed refund is no line', async () => {
    at('2025-06-12 11:00');
    const kept = await paid(upi('success@upi'), 1_000_000);
    const declined = await paid(upi('refundfail@upi'), 200_000);
    const refund = await h.gateway.refundPayment({
      idempotencyKey: 'refund-of-the-day',
      paymentId: kept.paymentId,
      amount: 400_000,
    });
    await h.gateway.refundPayment({
      idempotencyKey: 'refund-failing',
      paymentId: declined.paymentId,
      amount: 200_000,
    });
    // Made before midnight, processed after it: the next day's.
    at('2025-06-12 23:58');
    const late = await h.gateway.refundPayment({
      idempotencyKey: 'refund-after-midnight',
      paymentId: kept.paymentId,
      amount: 100_000,
    });
    at('2025-06-13 06:00');
    const refundLine = (r: typeof refund) => ({
      type: 'refund',
      refundId: r.refundId,
      paymentId: kept.paymentId,
      reference: r.idempotencyKey,
      amount: -r.amount,
      fee: 0,
      gst: 0,
      net: -r.amount,
    });
    const report = await ready('2025-06-12');
    expect(report.lines).toEqual([
      lineOf(kept, 1_000_000, 20_000, 3_600),
      lineOf(declined, 200_000, 4_000, 720),
      refundLine(refund),
    ]);
    expect(report.total).toBe(1_000_000 - 20_000 - 3_600 + 200_000 - 4_000 - 720 - 400_000);
    // A day of refunds alone is settled below zero: taken from the lender's account.
    at('2025-06-14 06:00');
    expect(await ready('2025-06-13')).toMatchObject({ lines: [refundLine(late)], total: -100_000 });
  });

  it('refuses a malformed day; in production, until a gateway is configured, the fetch is an outage', async () => {
    await expect(h.gateway.fetchSettlementReport('2025-02-30')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(unconfiguredPaymentGateway.fetchSettlementReport('2025-06-02')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});
