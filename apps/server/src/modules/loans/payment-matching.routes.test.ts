import { createHmac, randomUUID } from 'node:crypto';

import { backOfficeLoanPaths } from '@kredo/contract/loan-servicing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { paymentGatewayWebhookPath } from '../../providers/payment-gateway/index.ts';
import type { SandboxPaymentGatewayService } from '../../providers/payment-gateway/sandbox.ts';
import { loanJournal } from '../ledger/ledger.service.ts';
import { loanPayments } from './loan-payments.schema.ts';
import { loansTestKit } from './loans-test-kit.ts';
import { instalmentSumsDifferences } from '../ledger/instalment-check.ts';
import { instalmentDifferences } from './instalment-subledger.ts';

type Headers = Record<string, string>;
type Delivery = { raw: string; headers: Headers };
/** The parts of a Razorpay-style delivery a forger changes. */
type Body = {
  payload: {
    payment: { entity: { id: string; amount: number } };
    payment_link: { entity: { id: string; reference_id: string } };
  };
};

describe('a gateway report is credited only to the payment it belongs to', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const gateway = () => ctx.t.deps.sandboxPaymentGateway as SandboxPaymentGatewayService;
  const { pay } = kit.borrowerPayments;

  /** The gateway's deliveries due now, kept and passed on to the app. */
  async function deliver(): Promise<Delivery[]> {
    const kept: Delivery[] = [];
    await gateway().deliverDueWebhooks(async (raw, headers) => {
      kept.push({ raw, headers });
      const reply = await ctx.t.app.inject({
        method: 'POST',
        url: paymentGatewayWebhookPath,
        payload: raw,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      return reply.statusCode;
    });
    return kept;
  }

  /** A delivery changed by `edit` and signed with the gateway's secret, as a leaked key would allow. */
  async function forged(from: Delivery, edit: (body: Body) => void) {
    const body = JSON.parse(from.raw) as Body;
    edit(body);
    const raw = JSON.stringify(body);
    const signature = createHmac('sha256', await gateway().webhookSecret())
      .update(raw)
      .digest('hex');
    return ctx.t.app.inject({
      method: 'POST',
      url: paymentGatewayWebhookPath,
      payload: raw,
      headers: {
        ...from.headers,
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': `evt_${randomUUID()}`,
        'content-type': 'application/json',
      },
    });
  }

  const rowOf = async (id: string) =>
    (await ctx.t.deps.db.select().from(loanPayments).where(eq(loanPayments.id, id)))[0];
  const receiptsOf = async (loanId: string) =>
    (await loanJournal(ctx.t.deps.db, loanId)).filter((entry) => entry.kind === 'receipt');

  it('holds a capture naming another link, another amount or a gateway payment already credited, and credits nothing', async () => {
    const b = await kit.disbursed();
    const list = await ctx.t.app.inject({ url: '/api/kautilya/user-loans', headers: b.headers });
    const loanId = list.json().loans[0].loan_id as string;

    // Payment A is paid and credited.
    const a = (await pay(b.headers, { loanId, purpose: 'AMOUNT', amount: 800_00 })).json();
    await kit.payAtGateway(a.link, { method: 'upi', vpa: 'success@upi' });
    ctx.t.deps.clock.advance(10_000);
    const captureOfA = (await deliver()).find((d) => JSON.parse(d.raw).event === 'payment.captured');
    if (!captureOfA) throw new Error('no capture of A delivered');
    expect((await rowOf(a.paymentId))?.status).toBe('CAPTURED');
    expect(await receiptsOf(loanId)).toHaveLength(1);

    // Payment B is made, not paid.
    const bPayment = (await pay(b.headers, { loanId, purpose: 'AMOUNT', amount: 800_00 })).json();
    const bRow = await rowOf(bPayment.paymentId);

    // 1. B's reference on A's link with A's gateway payment.
    const onOtherLink = await forged(captureOfA, (body) => {
      body.payload.payment_link.entity.reference_id = bPayment.paymentId;
    });
    expect(onOtherLink.statusCode).toBe(200);
    // 2. B's own link, but Rs 1 captured.
    const shortAmount = await forged(captureOfA, (body) => {
      body.payload.payment_link.entity.reference_id = bPayment.paymentId;
      body.payload.payment_link.entity.id = bRow?.linkId ?? '';
      body.payload.payment.entity.id = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
      body.payload.payment.entity.amount = 1_00;
    });
    expect(shortAmount.statusCode).toBe(200);
    // 3. B's own link and amount, but A's gateway payment id again.
    const reused = await forged(captureOfA, (body) => {
      body.payload.payment_link.entity.reference_id = bPayment.paymentId;
      body.payload.payment_link.entity.id = bRow?.linkId ?? '';
    });
    expect(reused.statusCode).toBe(200);

    expect((await rowOf(bPayment.paymentId))?.status).toBe('CREATED');
    expect(await receiptsOf(loanId)).toHaveLength(1);

    // Operations see the three breaks; a borrower may not.
    const seen = await ctx.t.app.inject({
      url: backOfficeLoanPaths.collectionExceptions,
      headers: await kit.desk.staffHeaders('operations@kredo.example'),
    });
    expect(seen.statusCode).toBe(200);
    const breaks = seen
      .json()
      .paymentBreaks.filter((x: { paymentId: string }) => x.paymentId === bPayment.paymentId);
    expect(breaks.map((x: { reason: string }) => x.reason).sort()).toEqual([
      'AMOUNT_MISMATCH',
      'LINK_MISMATCH',
      'PAYMENT_ID_REUSED',
    ]);
    expect(breaks.find((x: { reason: string }) => x.reason === 'AMOUNT_MISMATCH')).toMatchObject({
      captured: 1_00,
      expected: 800_00,
    });
    expect(
      (await ctx.t.app.inject({ url: backOfficeLoanPaths.collectionExceptions, headers: b.headers }))
        .statusCode,
    ).toBe(401);

    // B paid for real is credited once, for what was captured.
    await kit.payAtGateway(bPayment.link, { method: 'upi', vpa: 'success@upi' });
    ctx.t.deps.clock.advance(10_000);
    await deliver();
    expect((await rowOf(bPayment.paymentId))?.status).toBe('CAPTURED');
    const receipts = await receiptsOf(loanId);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.lines.find((line) => line.account === 'gateway-suspense')?.amount).toBe(800_00);
  });

  it('takes the news of a refund of a loan payment at the gateway as nothing to apply', async () => {
    const b = await kit.disbursed();
    const list = await ctx.t.app.inject({ url: '/api/kautilya/user-loans', headers: b.headers });
    const loanId = list.json().loans[0].loan_id as string;
    const made = (await pay(b.headers, { loanId, purpose: 'AMOUNT', amount: 500_00 })).json();
    await kit.payAtGateway(made.link, { method: 'upi', vpa: 'success@upi' });
    ctx.t.deps.clock.advance(10_000);
    await deliver();
    const row = await rowOf(made.paymentId);
    expect(row?.status).toBe('CAPTURED');
    const journal = await loanJournal(ctx.t.deps.db, loanId);

    await gateway().refundPayment({
      idempotencyKey: `refund-${randomUUID().slice(0, 8)}`,
      paymentId: row?.gatewayPaymentId ?? '',
      amount: 200_00,
    });
    ctx.t.deps.clock.advance(5 * 60_000);
    const [news, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(JSON.parse(news!.raw)).toMatchObject({
      event: 'refund.processed',
      payload: { payment_link: { entity: { reference_id: made.paymentId } } },
    });
    // Taken (a 2xx, so the gateway stops), and not a duplicate: applied, to nothing.
    const again = await ctx.t.app.inject({
      method: 'POST',
      url: paymentGatewayWebhookPath,
      payload: news!.raw,
      headers: { ...news!.headers, 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, duplicate: false });
    expect(await rowOf(made.paymentId)).toEqual(row);
    expect(await loanJournal(ctx.t.deps.db, loanId)).toEqual(journal);
    const seen = await ctx.t.app.inject({
      url: backOfficeLoanPaths.collectionExceptions,
      headers: await kit.desk.staffHeaders('operations@kredo.example'),
    });
    expect(
      seen.json().paymentBreaks.filter((x: { paymentId: string }) => x.paymentId === made.paymentId),
    ).toEqual([]);
  });

  it('leaves every loan’s position, read from its sub-ledger, equal to the one its journal makes', async () => {
    expect(await instalmentDifferences(ctx.t.deps.db)).toEqual([]);
    expect(await instalmentSumsDifferences(ctx.t.deps.db)).toEqual([]);
  });
});
