import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loanJournal, trialBalanceOf } from '../ledger/ledger.service.ts';
import { eq } from 'drizzle-orm';

import { findLoan } from './loan-position.ts';
import { loanRefunds } from './loan-payments.schema.ts';
import { resumeDisbursals } from './resume-disbursals.ts';
import { loansTestKit } from './loans-test-kit.ts';

type Headers = Record<string, string>;

describe('paying a loan through the payment gateway (spec 001 §4.9)', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const { options, pay, payment } = kit.borrowerPayments;
  async function loanIdOf(b: { headers: Headers }) {
    const list = await ctx.t.app.inject({ url: '/api/kautilya/user-loans', headers: b.headers });
    return (list.json() as { loans: Array<{ loan_id: string }> }).loans[0]?.loan_id ?? '';
  }

  it('takes an amount by UPI, credits it once however the webhooks come, and holds it as an advance before any due', async () => {
    const b = await kit.disbursed();
    const loanId = await loanIdOf(b);
    const before = (await options(b.headers, loanId)).json();
    expect(before).toMatchObject({ dues: 0, advance: 0, nachPresentationInProcess: false });
    expect(before.nextEmi.amount).toBeGreaterThan(0);
    expect(before.foreclosure.total).toBe(before.foreclosure.principal); // paid out today: no interest yet

    expect((await pay(b.headers, { loanId, purpose: 'AMOUNT', amount: 99_99 })).json().message).toBe(
      messages.paymentAmountTooSmall,
    );
    expect((await pay(b.headers, { loanId, purpose: 'DUES' })).json().message).toBe(
      messages.paymentNothingDue,
    );
    expect(
      (
        await pay(b.headers, {
          loanId,
          purpose: 'AMOUNT',
          amount: 100_00,
          returnUrl: 'https://evil.example/',
        })
      ).statusCode,
    ).toBe(400);

    // An odd amount: the sandbox delivers each webhook twice.
    const created = await pay(b.headers, { loanId, purpose: 'AMOUNT', amount: 1_000_01 });
    expect(created.statusCode).toBe(200);
    const { paymentId, link, status } = created.json();
    expect(status).toBe('CREATED');
    const back = await kit.payAtGateway(link, { method: 'upi', vpa: 'success@upi' });
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toContain(`/#/repayment/result?payment_id=${paymentId}&`);

    // The browser's return comes before any webhook: the status API credits it.
    const paid = (await payment(b.headers, paymentId)).json();
    expect(paid).toMatchObject({ status: 'CAPTURED', amount: 1_000_01, link: null });
    ctx.t.deps.clock.advance(10_000);
    await kit.deliverPaymentWebhooks();
    ctx.t.deps.clock.advance(10_000);
    await kit.deliverPaymentWebhooks();
    const receipts = (await loanJournal(ctx.t.deps.db, loanId)).filter((entry) => entry.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    expect((await options(b.headers, loanId)).json().advance).toBe(1_000_01);

    // Not another borrower's.
    const other = await kit.approvedBorrower();
    expect((await payment(other.headers, paymentId)).statusCode).toBe(404);
    expect((await options(other.headers, loanId)).statusCode).toBe(404);
    expect((await pay(other.headers, { loanId, purpose: 'AMOUNT', amount: 100_00 })).statusCode).toBe(404);
  });

  it('shows a failed attempt with its reason, then takes a retry on the same link', async () => {
    const b = await kit.disbursed();
    const loanId = await loanIdOf(b);
    const { paymentId, link } = (await pay(b.headers, { loanId, purpose: 'AMOUNT', amount: 500_00 })).json();
    await kit.payAtGateway(link, { method: 'upi', vpa: 'failure@upi' });
    const failed = (await payment(b.headers, paymentId)).json();
    expect(failed).toMatchObject({ status: 'FAILED', link });
    expect(failed.failureReason).toMatch(/declined/i);
    await kit.payAtGateway(link, { method: 'upi', vpa: 'success@upi' });
    expect((await payment(b.headers, paymentId)).json().status).toBe('CAPTURED');
  });

  it('closes the loan on a foreclosure paid today: PRE_CLOSED, nothing owed, the ledger balanced', async () => {
    const b = await kit.disbursed();
    const loanId = await loanIdOf(b);
    ctx.t.deps.clock.advance(10 * 86_400_000);
    b.headers = await kit.freshHeaders(b);
    const quote = (await options(b.headers, loanId)).json().foreclosure;
    expect(quote.interest).toBeGreaterThan(0);
    const { paymentId, link, amount } = (await pay(b.headers, { loanId, purpose: 'FORECLOSURE' })).json();
    expect(amount).toBe(quote.total);
    await kit.payAtGateway(link, {
      method: 'card',
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/30',
      cvv: '123',
    });
    expect((await payment(b.headers, paymentId)).json().status).toBe('CAPTURED');
    const loan = await findLoan(ctx.t.deps.db, loanId);
    expect(loan).toMatchObject({ status: 'PRE_CLOSED', tags: ['closed'] });
    expect((await pay(b.headers, { loanId, purpose: 'AMOUNT', amount: 100_00 })).json().message).toBe(
      messages.paymentLoanClosed,
    );
    const receivables = (await loanJournal(ctx.t.deps.db, loanId))
      .flatMap((entry) => entry.lines)
      .filter((line) =>
        ['loan-principal', 'interest-receivable', 'penal-receivable', 'fees-receivable'].includes(
          line.account,
        ),
      )
      .reduce((sum, line) => sum + line.amount, 0);
    expect(receivables).toBe(0);
    const trial = await trialBalanceOf(ctx.t.deps.db);
    expect(trial.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
  });

  it('refunds what reached a loan after it closed to the borrower’s account, once', async () => {
    const b = await kit.disbursed();
    const loanId = await loanIdOf(b);
    // Two links open at once: the foreclosure, then 500 more paid after it closed the loan.
    const extra = (await pay(b.headers, { loanId, purpose: 'AMOUNT', amount: 500_00 })).json();
    const closing = (await pay(b.headers, { loanId, purpose: 'FORECLOSURE' })).json();
    await kit.payAtGateway(closing.link, { method: 'upi', vpa: 'success@upi' });
    await payment(b.headers, closing.paymentId);
    await kit.payAtGateway(extra.link, { method: 'upi', vpa: 'success@upi' });
    expect((await payment(b.headers, extra.paymentId)).json().status).toBe('CAPTURED');
    expect((await findLoan(ctx.t.deps.db, loanId))?.status).toBe('PRE_CLOSED');

    const sweep = () =>
      resumeDisbursals(ctx.t.deps, (error) => {
        throw error;
      });
    await sweep();
    await kit.settlePayout();
    await sweep();
    const refunds = await ctx.t.deps.db.select().from(loanRefunds).where(eq(loanRefunds.loanId, loanId));
    expect(refunds).toMatchObject([
      { status: 'PAID', amountPaise: 500_00, utr: expect.stringMatching(/^\d{12}$/) },
    ]);
    const journal = await loanJournal(ctx.t.deps.db, loanId);
    const advances = journal
      .flatMap((entry) => entry.lines)
      .filter((line) => line.account === 'borrower-advances' || line.account === 'refunds-payable')
      .reduce((sum, line) => sum + line.amount, 0);
    expect(advances).toBe(0);
    await sweep(); // nothing more to refund
    expect(await ctx.t.deps.db.select().from(loanRefunds).where(eq(loanRefunds.loanId, loanId))).toHaveLength(
      1,
    );
  });

  it('refuses a forged webhook', async () => {
    const reply = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payment-gateway',
      payload: JSON.stringify({ event: 'payment.captured' }),
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'deadbeef' },
    });
    expect(reply.statusCode).toBe(401);
  });
});
