import type { RepaymentOptions } from '@kredo/contract/loan-payments';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import type { AccountCode } from '@kredo/domain/ledger';
import { daysBetween } from '@kredo/domain/loan-dues';
import { addDays } from '@kredo/domain/working-days';
import { afterAll, beforeAll, expect } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loanJournal, trialBalanceOf } from '../ledger/ledger.service.ts';
import { runCloseOfBusiness } from './close-of-business-jobs.ts';
import { findLoan, positionOf } from './loan-position.ts';
import { loansTestKit } from './loans-test-kit.ts';
import { resumeDisbursals } from './resume-disbursals.ts';

type Headers = Record<string, string>;
const dayMs = 86_400_000;

/**
 * The part prepayment tests' app and helpers (call inside a describe block): a loan just paid out,
 * the clock moved with the close of business, payments made at the gateway, the loan's balances.
 */
export function prepaymentTestKit() {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const db = () => ctx.t.deps.db;
  const today = () => isoDate(ctx.t.deps.clock.businessDate());
  const { pay, payment } = kit.borrowerPayments;
  const options = async (headers: Headers, loanId: string) => {
    const reply = await kit.borrowerPayments.options(headers, loanId);
    return { status: reply.statusCode, body: reply.json<RepaymentOptions>() };
  };
  const sweep = () =>
    resumeDisbursals(ctx.t.deps, (error) => {
      throw error;
    });

  async function loanIdOf(b: { headers: Headers }) {
    const list = await ctx.t.app.inject({ url: '/api/kautilya/user-loans', headers: b.headers });
    return list.json<{ loans: Array<{ loan_id: string }> }>().loans[0]?.loan_id ?? '';
  }
  async function loanOf(loanId: string) {
    const loan = await findLoan(db(), loanId);
    if (!loan) throw new Error('no loan');
    return loan;
  }
  /** Moves the clock to `day` and closes every loan's days before it. */
  async function moveTo(day: IsoDate) {
    const ahead = daysBetween(today(), day);
    if (ahead > 0) ctx.t.deps.clock.advance(ahead * dayMs);
    await runCloseOfBusiness(ctx.t.deps, addDays(day, -1));
  }
  /** Starts a payment, pays it by UPI at the gateway's page and reads it back as the result page does. */
  async function paid(headers: Headers, body: object, vpa = 'success@upi') {
    const created = await pay(headers, body);
    expect(created.statusCode, created.body).toBe(200);
    const { paymentId, link } = created.json<{ paymentId: string; link: string }>();
    await kit.payAtGateway(link, { method: 'upi', vpa });
    return (await payment(headers, paymentId)).json<{ paymentId: string; status: string }>();
  }
  /** The balance of each of a loan's accounts in the ledger. */
  async function balances(loanId: string) {
    const sums = new Map<AccountCode, number>();
    for (const line of (await loanJournal(db(), loanId)).flatMap((entry) => entry.lines))
      sums.set(line.account, (sums.get(line.account) ?? 0) + line.amount);
    return sums;
  }
  const trialTotal = async () => (await trialBalanceOf(db())).reduce((sum, row) => sum + row.balance, 0);
  /** A borrower's loan just paid out, with its first schedule and that schedule's first two rows. */
  async function disbursedLoan() {
    const b = await kit.disbursed();
    const loanId = await loanIdOf(b);
    const v1 = (await positionOf(db(), await loanOf(loanId))).schedule;
    const [first, second] = v1;
    if (!first || !second) throw new Error('a schedule of two at least');
    return { b, loanId, v1, first, second };
  }

  return {
    ctx,
    kit,
    db,
    today,
    pay,
    payment,
    options,
    sweep,
    loanIdOf,
    loanOf,
    moveTo,
    paid,
    balances,
    trialTotal,
    disbursedLoan,
  };
}
