import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { nextBillDate } from '@kredo/domain/credit-line-billing';
import { addDays } from '@kredo/domain/working-days';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { accountsOwnedBy } from '../ledger/ledger-accounts.ts';
import { balanceDifferences } from '../ledger/ledger-balance-check.ts';
import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';
import { runCloseOfBusiness } from '../loans/close-of-business-jobs.ts';
import { receivePayoutWebhook } from '../loans/payout-reports.ts';
import { resumeDisbursals } from '../loans/resume-disbursals.ts';
import { accountNumberContext } from '../profile/profile.service.ts';
import { bankAccounts } from '../profile/profile.schema.ts';
import { billsOf, findCreditLine } from './credit-line-records.ts';
import { creditLineRefunds } from './credit-line-refunds.schema.ts';
import { creditLinesTestKit } from './credit-lines-test-kit.ts';
import { creditLineDrawdowns } from './credit-lines.schema.ts';

const rupees = (amount: number) => amount * 100;

describe('a drawdown whose payout the borrower’s bank returns after it was paid', () => {
  const ctx = {} as { t: TestApp };
  const kit = creditLinesTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.loans.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const sweep = () =>
    resumeDisbursals(ctx.t.deps, (error) => {
      throw error;
    });
  const drawdownOf = async (lineId: string) => {
    const [row] = await ctx.t.deps.db
      .select()
      .from(creditLineDrawdowns)
      .where(eq(creditLineDrawdowns.lineId, lineId));
    if (!row) throw new Error('no drawdown');
    return row;
  };
  /** A line's own accounts, debits less credits. */
  async function balances(lineId: string) {
    const accounts = await accountsOwnedBy(ctx.t.deps.db, lineId);
    return (code: string) => {
      const account = accounts.find((row) => row.code === code);
      return account ? account.postedDebits - account.postedCredits : 0;
    };
  }
  /** The net of `account` over the entries whose keys are given (`%` a wildcard), debits less credits. */
  async function netOf(account: string, keys: string[]) {
    const [row] = await ctx.t.deps.db
      .select({ net: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalLines.account, account),
          or(...keys.map((key) => like(journalEntries.idempotencyKey, key))),
        ),
      );
    return Number(row?.net ?? 0);
  }

  /**
   * A line whose disbursal account ends 0003 (the payout sandbox pays it, then returns the payout
   * an hour later) draws Rs 10,000: paid, the return held back until the test delivers it.
   */
  async function drawnToReturningAccount(serial: string) {
    // Opened on a 10th, so its next day is no bill day.
    kit.loans.clockTo(addDays(nextBillDate(isoDate(ctx.t.deps.clock.businessDate())), 9), '09:00');
    const b = await kit.activeLine({ disbursalAccountNumber: `6020${serial}0003` });
    expect((await kit.draw(b.headers, b.lineId, rupees(10_000))).statusCode).toBe(200);
    await kit.loans.settlePayout();
    const drawdown = await drawdownOf(b.lineId);
    expect(drawdown).toMatchObject({ status: 'PAID', paidOn: b.line.openedOn });
    return { ...b, drawdown };
  }

  /** Moves the clock to `day`'s 09:00 and closes every day before it. */
  async function closeUpTo(day: IsoDate) {
    kit.loans.clockTo(day, '09:00');
    await runCloseOfBusiness(ctx.t.deps, addDays(day, -1));
  }

  /** The money of a drawdown: out and back through disbursal clearing, and the interest of its days given back. */
  async function expectNothingLeft(lineId: string, drawdownId: string) {
    expect(
      await netOf('disbursal-clearing', [`hold:drawdown:${drawdownId}`, `drawdown-returned:${drawdownId}`]),
    ).toBe(0);
    expect(
      await netOf('interest-income', [`line-accrual:${lineId}:%`, `drawdown-returned:${drawdownId}`]),
    ).toBe(0);
    expect(
      await netOf('fee-income', [`hold:drawdown:${drawdownId}`, `drawdown-returned:${drawdownId}`]),
    ).toBe(0);
    expect(
      await netOf('gst-payable', [`hold:drawdown:${drawdownId}`, `drawdown-returned:${drawdownId}`]),
    ).toBe(0);
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  }

  it('takes a drawdown returned the day after off the line: principal, limit, fee and the day’s interest', async () => {
    const b = await drawnToReturningAccount('1100001');
    const nextDay = addDays(isoDate(b.line.openedOn), 1);
    await closeUpTo(nextDay);
    const accrued = await findCreditLine(ctx.t.deps.db, b.lineId);
    expect(accrued?.periodInterest).toBeGreaterThan(0n);
    expect(accrued?.unbilledFeesPaise).toBe(b.drawdown.convenienceFeePaise);

    // The bank's return arrives (the payout's webhook an hour after it was paid).
    await kit.loans.deliverPayoutWebhooks();
    const returned = await drawdownOf(b.lineId);
    expect(returned).toMatchObject({
      status: 'REVERSED',
      reversedOn: nextDay,
      failureText: 'Returned by the beneficiary bank',
    });
    expect(await findCreditLine(ctx.t.deps.db, b.lineId)).toMatchObject({
      principalPaise: 0,
      periodInterest: 0n,
      unbilledFeesPaise: 0,
      unbilledGstPaise: 0,
    });
    const balance = await balances(b.lineId);
    expect(balance('line-principal')).toBe(0);
    expect(balance('line-interest-receivable')).toBe(0);
    expect(balance('line-fees-receivable')).toBe(0);
    expect(balance('line-available')).toBe(-rupees(20_000));
    const headers = await kit.loans.freshHeaders(b);
    const card = await kit.lineCard(headers, b.lineId);
    expect(card).toMatchObject({ available_limit: rupees(20_000), due: null });
    expect(card.soa_txns).toEqual([
      { narration: 'Drawdown returned by your bank', date: nextDay, amount: rupees(10_000) },
      expect.objectContaining({ date: b.line.openedOn, amount: -rupees(10_000) }),
    ]);
    await expectNothingLeft(b.lineId, b.drawdown.id);

    // Told again (the status API, a webhook with another event id): nothing more.
    const status = await ctx.t.deps.payout.fetchPayout(returned.payoutId ?? '');
    expect(status.status).toBe('reversed');
    const again = await receivePayoutWebhook(ctx.t.deps, {
      eventId: `evt_again_${b.drawdown.id.slice(0, 8)}`,
      type: 'payout.reversed',
      occurredAt: ctx.t.deps.clock.now(),
      payout: status,
    });
    expect(again).toEqual({ duplicate: false, outcome: 'stale' });
    await sweep();
    await expectNothingLeft(b.lineId, b.drawdown.id);
  });

  it('credits a drawdown returned after its bill against that bill: its principal, fee and interest off, the processing fee kept', async () => {
    const b = await drawnToReturningAccount('1100002');
    const billDay = nextBillDate(isoDate(b.line.openedOn));
    await closeUpTo(addDays(billDay, 1));
    const [bill] = await billsOf(ctx.t.deps.db, b.lineId);
    if (!bill) throw new Error('no bill');
    const processing =
      bill.fees + bill.gst - b.drawdown.convenienceFeePaise - b.drawdown.convenienceFeeGstPaise;
    expect(bill).toMatchObject({ principal: rupees(10_000) });
    expect(bill.interest).toBeGreaterThan(0);
    expect((await findCreditLine(ctx.t.deps.db, b.lineId))?.periodInterest).toBeGreaterThan(0n);

    await kit.loans.deliverPayoutWebhooks();
    expect(await drawdownOf(b.lineId)).toMatchObject({ status: 'REVERSED', reversedOn: addDays(billDay, 1) });
    const [credited] = await billsOf(ctx.t.deps.db, b.lineId);
    expect(credited?.unpaid).toEqual({ charges: processing, interest: 0, principal: 0 });
    expect(await findCreditLine(ctx.t.deps.db, b.lineId)).toMatchObject({
      principalPaise: 0,
      periodInterest: 0n,
    });
    const balance = await balances(b.lineId);
    expect(balance('line-principal')).toBe(0);
    expect(balance('line-interest-receivable')).toBe(0);
    expect(balance('line-fees-receivable')).toBe(processing);
    const card = await kit.lineCard(await kit.loans.freshHeaders(b), b.lineId);
    expect(card).toMatchObject({
      available_limit: rupees(20_000),
      due: { principal: 0, interest: 0, charges: processing },
    });
    await expectNothingLeft(b.lineId, b.drawdown.id);
  });

  it('pays back what the borrower had paid of a returned drawdown’s bill, once', async () => {
    const b = await drawnToReturningAccount('1100003');
    const billDay = nextBillDate(isoDate(b.line.openedOn));
    await closeUpTo(addDays(billDay, 1));
    const [bill] = await billsOf(ctx.t.deps.db, b.lineId);
    if (!bill) throw new Error('no bill');
    const headers = await kit.loans.freshHeaders(b);
    const { pay, payment } = kit.loans.borrowerPayments;
    const created = (await pay(headers, { loanId: b.lineId, purpose: 'DUES' })).json<{
      paymentId: string;
      link: string;
    }>();
    await kit.loans.payAtGateway(created.link, { method: 'upi', vpa: 'success@upi' });
    expect((await payment(headers, created.paymentId)).json().status).toBe('CAPTURED');

    // The bank returns the drawdown; the borrower's account is now another one.
    await kit.loans.deliverPayoutWebhooks();
    await moveDisbursalAccount(b.userId, '602000771234');
    const owed =
      b.drawdown.amountPaise +
      b.drawdown.convenienceFeePaise +
      b.drawdown.convenienceFeeGstPaise +
      bill.interest;
    const refunds = await ctx.t.deps.db
      .select()
      .from(creditLineRefunds)
      .where(eq(creditLineRefunds.lineId, b.lineId));
    expect(refunds).toEqual([expect.objectContaining({ amountPaise: owed, status: 'REQUESTED' })]);
    await sweep();
    await kit.loans.settlePayout();
    await sweep();
    const [refund] = await ctx.t.deps.db
      .select()
      .from(creditLineRefunds)
      .where(eq(creditLineRefunds.lineId, b.lineId));
    expect(refund).toMatchObject({ status: 'PAID', accountNumberLast4: '1234' });
    const balance = await balances(b.lineId);
    for (const code of ['line-principal', 'line-interest-receivable', 'line-fees-receivable'])
      expect(balance(code)).toBe(0);
    const card = await kit.lineCard(await kit.loans.freshHeaders(b), b.lineId);
    expect(card).toMatchObject({ available_limit: rupees(20_000), due: null });
    expect(card.credit_line?.accruedInterest).toBe(0);
    await expectNothingLeft(b.lineId, b.drawdown.id);
    const entries = await ctx.t.deps.db
      .select({ key: journalEntries.idempotencyKey })
      .from(journalEntries)
      .where(
        inArray(journalEntries.idempotencyKey, [
          `drawdown-returned:${b.drawdown.id}`,
          `drawdown-credit:${b.drawdown.id}`,
        ]),
      );
    expect(entries).toHaveLength(2);
  });

  /** The borrower's verified disbursal account now has another number. */
  async function moveDisbursalAccount(userId: string, number: string) {
    const where = and(eq(bankAccounts.userId, userId), eq(bankAccounts.purposeType, 'DISBURSAL'));
    const [account] = await ctx.t.deps.db.select().from(bankAccounts).where(where);
    if (!account) throw new Error('no disbursal account');
    await ctx.t.deps.db
      .update(bankAccounts)
      .set({
        accountNumberSealed: ctx.t.deps.cipher.encrypt(accountNumberContext(account.id), number),
        accountNumberLast4: number.slice(-4),
      })
      .where(where);
  }
});
