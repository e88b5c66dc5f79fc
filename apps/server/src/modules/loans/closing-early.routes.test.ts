import { fill, messages } from '@kredo/contract/messages';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { coolingOffPayoff } from '@kredo/domain/cooling-off';
import { basisPoints, formatMoney, paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loanBalances, trialBalanceOf } from '../ledger/ledger.service.ts';
import { runCloseOfBusiness } from './close-of-business-jobs.ts';
import type { LoanRow } from './loan-opening.ts';
import { findLoan } from './loan-position.ts';
import { loansTestKit } from './loans-test-kit.ts';
import { instalmentSumsDifferences } from '../ledger/instalment-check.ts';
import { instalmentDifferences } from './instalment-subledger.ts';

type Headers = Record<string, string>;

/**
 * Leaving a loan early: the cooling-off exit (docs/decisions.md), a foreclosure whose link is paid
 * after midnight, and an amount that covers the payoff; each closes the loan and leaves nothing.
 */
describe('closing a loan early', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const db = () => ctx.t.deps.db;
  const today = () => isoDate(ctx.t.deps.clock.businessDate());
  const { options, pay, payment } = kit.borrowerPayments;
  const { clockTo, loanOf } = kit;
  const balanceOf = async (loanId: string, account: string) =>
    (await loanBalances(db(), loanId))
      .filter((row) => row.account === account)
      .reduce((sum, row) => sum + row.amount, 0);
  const trialTotal = async () => (await trialBalanceOf(db())).reduce((sum, row) => sum + row.balance, 0);
  /** Pays a payment of `purpose` at the gateway by UPI and lets its webhooks in. */
  async function paid(headers: Headers, loanId: string, purpose: string, amount?: number) {
    const made = await pay(headers, { loanId, purpose, ...(amount === undefined ? {} : { amount }) });
    expect(made.statusCode, made.body).toBe(200);
    const { paymentId, link } = made.json();
    await kit.payAtGateway(link, { method: 'upi', vpa: 'success@upi' });
    ctx.t.deps.clock.advance(10_000);
    await kit.deliverPaymentWebhooks();
    return (await payment(headers, paymentId)).json();
  }
  const expectedExit = (loan: LoanRow, day: IsoDate) =>
    coolingOffPayoff(
      {
        netDisbursed: paise(loan.netDisbursedPaise),
        apr: basisPoints(loan.aprBp),
        disbursalDate: isoDate(loan.disbursalDate),
        coolingOffDays: 3,
      },
      day,
    );

  async function expectExited(loan: LoanRow, days: number) {
    const closed = (await findLoan(db(), loan.id)) as LoanRow;
    expect(closed).toMatchObject({ status: 'CLOSED', closedOn: today() });
    expect(closed.tags).toEqual(expect.arrayContaining(['closed', 'cooling-off']));
    // The fee and its GST are reversed; the APR's cost for the days held is the only income.
    expect(await balanceOf(loan.id, 'fee-income')).toBe(0);
    expect(await balanceOf(loan.id, 'gst-payable')).toBe(0);
    expect(await balanceOf(loan.id, 'interest-income')).toBe(-expectedExit(loan, today()).cost);
    expect(expectedExit(loan, today()).days).toBe(days);
    for (const account of ['loan-principal', 'interest-receivable', 'borrower-advances'])
      expect(await balanceOf(loan.id, account)).toBe(0);
    expect(await trialTotal()).toBe(0);
  }

  it('lets the borrower exit on the day of the payout, paying what reached them and a day at the APR', async () => {
    const b = await kit.disbursed();
    const loan = await loanOf(b.disbursalId);
    const quote = (await options(b.headers, loan.id)).json().coolingOff;
    const exit = expectedExit(loan, today());
    expect(quote).toEqual({ ...exit, lastDay: addDays(isoDate(loan.disbursalDate), 3) });
    expect(quote.total).toBeLessThan((await options(b.headers, loan.id)).json().foreclosure.total);
    const done = await paid(b.headers, loan.id, 'COOLING_OFF');
    expect(done).toMatchObject({ status: 'CAPTURED', amount: exit.total });
    await expectExited(loan, 1);
    // The NOC follows.
    const noc = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/lender-push/generate-noc',
      headers: b.headers,
      payload: { loan_id: loan.id },
    });
    expect(noc.statusCode, noc.body).toBe(200);
  });

  it('lets the borrower exit on the last day of the period, and not the day after', async () => {
    const exiting = await kit.disbursed();
    const late = await kit.disbursed();
    const loan = await loanOf(exiting.disbursalId);
    const last = addDays(isoDate(loan.disbursalDate), 3);
    clockTo(last, '10:00');
    await runCloseOfBusiness(ctx.t.deps, addDays(last, -1));
    const headers = await kit.freshHeaders(exiting);
    expect((await options(headers, loan.id)).json().coolingOff).toMatchObject({ days: 3, lastDay: last });
    await paid(headers, loan.id, 'COOLING_OFF');
    await expectExited(loan, 3);

    // The day after its own period's last day (its payout may have fallen on the next day).
    const lateLoan = await loanOf(late.disbursalId);
    clockTo(addDays(isoDate(lateLoan.disbursalDate), 4), '10:00');
    const lateHeaders = await kit.freshHeaders(late);
    expect((await options(lateHeaders, lateLoan.id)).json().coolingOff).toBeNull();
    const refused = await pay(lateHeaders, { loanId: lateLoan.id, purpose: 'COOLING_OFF' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.coolingOffOver);
  });

  it('honours a foreclosure quote for its link’s life: made at 23:50, paid at 00:05, the loan closes', async () => {
    const b = await kit.disbursed();
    const loan = await loanOf(b.disbursalId);
    const day = addDays(today(), 10);
    clockTo(day, '23:50');
    await runCloseOfBusiness(ctx.t.deps, addDays(day, -1));
    const headers = await kit.freshHeaders(b);
    const quoted = (await options(headers, loan.id)).json().foreclosure.total;
    const made = (await pay(headers, { loanId: loan.id, purpose: 'FORECLOSURE' })).json();
    expect(made.amount).toBe(quoted);
    clockTo(addDays(day, 1), '00:05');
    // The day's close waits for the open payment; the gateway takes it after midnight.
    await runCloseOfBusiness(ctx.t.deps, day);
    expect((await findLoan(db(), loan.id))?.businessDate).toBe(addDays(day, -1));
    await kit.payAtGateway(made.link, { method: 'upi', vpa: 'success@upi' });
    ctx.t.deps.clock.advance(10_000);
    await kit.deliverPaymentWebhooks();
    const closed = (await findLoan(db(), loan.id)) as LoanRow;
    expect(closed).toMatchObject({ status: 'PRE_CLOSED', closedOn: day });
    expect(await balanceOf(loan.id, 'borrower-advances')).toBe(0);
    expect(await balanceOf(loan.id, 'loan-principal')).toBe(0);
    expect(await trialTotal()).toBe(0);
  });

  it('closes the loan when another amount covers the payoff, and offers a prepayment for less beyond the dues', async () => {
    const b = await kit.disbursed();
    const loan = await loanOf(b.disbursalId);
    clockTo(addDays(today(), 5), '11:00');
    const headers = await kit.freshHeaders(b);
    const now = (await options(headers, loan.id)).json();
    const beyond = now.dues + now.nextEmi.amount + 100_00;
    const refused = await pay(headers, { loanId: loan.id, purpose: 'AMOUNT', amount: beyond });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      fill(messages.paymentAmountBeyondDues, { amount: formatMoney(paise(now.foreclosure.total)) }),
    );
    await paid(headers, loan.id, 'AMOUNT', now.foreclosure.total);
    expect(await findLoan(db(), loan.id)).toMatchObject({ status: 'PRE_CLOSED' });
    expect(await balanceOf(loan.id, 'borrower-advances')).toBe(0);
    expect(await balanceOf(loan.id, 'loan-principal')).toBe(0);
    expect(await trialTotal()).toBe(0);
  });

  it('leaves every loan’s position, read from its sub-ledger, equal to the one its journal makes', async () => {
    expect(await instalmentDifferences(ctx.t.deps.db)).toEqual([]);
    expect(await instalmentSumsDifferences(ctx.t.deps.db)).toEqual([]);
  });
});
