import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { daysBetween } from '@kredo/domain/loan-dues';
import { addDays } from '@kredo/domain/working-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loanJournal, trialBalanceOf } from '../ledger/ledger.service.ts';
import { runCloseOfBusiness } from './close-of-business-jobs.ts';
import { findLoan, positionOf } from './loan-position.ts';
import { loansTestKit } from './loans-test-kit.ts';
import { admin, operations } from '../staff/staff-test-kit.ts';
import { instalmentSumsDifferences } from '../ledger/instalment-check.ts';
import { instalmentDifferences } from './instalment-subledger.ts';

const dayMs = 86_400_000;

describe('the close of business of a term loan', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const today = () => isoDate(ctx.t.deps.clock.businessDate());
  const { loanOf, receive: pay } = kit;
  /** Moves the server clock to the end of `day` and closes every loan's days through it. */
  async function closeThrough(day: IsoDate) {
    const ahead = daysBetween(today(), day);
    if (ahead > 0) ctx.t.deps.clock.advance(ahead * dayMs);
    return runCloseOfBusiness(ctx.t.deps, day);
  }
  /** The loan's receivables in the ledger: principal, accrued interest, charges. */
  async function ledgerReceivables(loanId: string) {
    const result = (await ctx.t.deps.db
      .execute(sql`select coalesce(sum(amount), 0) as total from journal_lines
        where loan_id = ${loanId} and account in ('loan-principal', 'interest-receivable', 'penal-receivable', 'fees-receivable')`)) as unknown as {
      rows: Array<{ total: string }>;
    };
    const [row] = result.rows;
    return Number(row?.total ?? 0);
  }

  it('accrues, levies the penal charge on a missed instalment, ages it as RBI counts, and is brought current by a payment', async () => {
    const { disbursalId } = await kit.disbursed();
    let loan = await loanOf(disbursalId);
    const position = await positionOf(ctx.t.deps.db, loan);
    const [first, second] = position.schedule;
    if (!first || !second) throw new Error('a schedule of at least two');

    // Up to the day before the first due date: interest accrues at month-end, nothing is due.
    await closeThrough(addDays(first.dueDate, -1));
    loan = await loanOf(disbursalId);
    expect(loan).toMatchObject({ assetClass: 'STANDARD', overdueSince: null, daysPastDue: null });

    // The due date's day-end, unpaid: overdue that day (DPD 0, SMA-0), the penal charge levied once.
    await closeThrough(first.dueDate);
    loan = await loanOf(disbursalId);
    expect(loan).toMatchObject({ assetClass: 'SMA-0', overdueSince: first.dueDate, daysPastDue: 0 });
    let now = await positionOf(ctx.t.deps.db, loan);
    expect(now.dues[0]?.unpaid).toEqual({
      penal: 500_00,
      fees: 0,
      interest: first.interest,
      principal: first.principal,
    });
    expect(now.accruedUnpaid.get(1)).toBe(first.interest);

    // 30 days after the due date: SMA-1.
    await closeThrough(addDays(first.dueDate, 30));
    loan = await loanOf(disbursalId);
    expect(loan).toMatchObject({ assetClass: 'SMA-1', daysPastDue: 30 });

    // Paying the first instalment's dues (charge, interest, principal) leaves the second overdue, not the first.
    const owedFirst = 500_00 + first.interest + first.principal;
    await pay(loan.id, owedFirst, `test:${loan.id}:1`);
    loan = (await findLoan(ctx.t.deps.db, loan.id))!;
    now = await positionOf(ctx.t.deps.db, loan);
    expect(now.dues[0]?.unpaid).toEqual({ penal: 0, fees: 0, interest: 0, principal: 0 });
    expect(now.paidOn.get(1)).toBe(today());
    expect(loan.overdueSince).toBe(second.dueDate <= today() ? second.dueDate : null);

    // A receipt's key posts once.
    expect((await pay(loan.id, owedFirst, `test:${loan.id}:1`)).posted).toBe(false);

    // The ledger and the schedule agree: receivables equal what is unpaid of principal, accrued interest and charges.
    const unpaid = now.dues.reduce((sum, d) => sum + d.unpaid.principal + d.unpaid.penal + d.unpaid.fees, 0);
    const accruedUnpaid = [...now.accruedUnpaid.values()].reduce((sum, a) => sum + a, 0);
    expect(await ledgerReceivables(loan.id)).toBe(unpaid + accruedUnpaid);
    const trial = await trialBalanceOf(ctx.t.deps.db);
    expect(trial.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
  });

  it('runs at once from the sandbox dev route, through the last day the clock has ended', async () => {
    const { disbursalId } = await kit.disbursed();
    ctx.t.deps.clock.advance(3 * dayMs);
    const run = await ctx.t.app.inject({ method: 'POST', url: '/api/dev/close-of-business' });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ through: addDays(today(), -1) });
    expect(run.json().loanDays).toBeGreaterThan(0);
    expect((await loanOf(disbursalId)).businessDate).toBe(addDays(today(), -1));
  });

  it('waits, up to two hours, for a payment begun on the due date before charging the instalment as late', async () => {
    const b = await kit.disbursed();
    let loan = await loanOf(b.disbursalId);
    const [first] = (await positionOf(ctx.t.deps.db, loan)).schedule;
    if (!first) throw new Error('no schedule');
    await closeThrough(addDays(first.dueDate, -1));
    // 23:50 on the due date: the borrower opens the payment of the EMI.
    ctx.t.deps.clock.advance(Date.parse(`${first.dueDate}T23:50:00+05:30`) - ctx.t.deps.clock.nowMs());
    const headers = await kit.freshHeaders(b);
    const created = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/kautilya/payments',
      headers: { ...headers, host: 'localhost' },
      payload: {
        loanId: loan.id,
        purpose: 'NEXT_EMI',
        returnUrl: 'http://localhost/#/repayment/result?payment_id=',
      },
    });
    expect(created.statusCode).toBe(200);
    // After midnight the day's close waits for it.
    ctx.t.deps.clock.advance(15 * 60_000);
    await runCloseOfBusiness(ctx.t.deps, first.dueDate);
    expect((await loanOf(b.disbursalId)).businessDate).toBe(addDays(first.dueDate, -1));
    // Paid: the close goes on, with nothing late.
    await kit.payAtGateway(created.json().link, { method: 'upi', vpa: 'success@upi' });
    await ctx.t.app.inject({ url: `/api/kautilya/payments/${created.json().paymentId}`, headers });
    await runCloseOfBusiness(ctx.t.deps, first.dueDate);
    loan = await loanOf(b.disbursalId);
    expect(loan).toMatchObject({ businessDate: first.dueDate, overdueSince: null, assetClass: 'STANDARD' });
    expect((await positionOf(ctx.t.deps.db, loan)).penalLevied.size).toBe(0);
  });

  it('posts nothing twice when the close of business runs again over days already closed', async () => {
    const { disbursalId } = await kit.disbursed();
    const loan = await loanOf(disbursalId);
    const before = (await loanJournal(ctx.t.deps.db, loan.id)).length;
    const through = addDays(today(), 40);
    await closeThrough(through);
    const after = (await loanJournal(ctx.t.deps.db, loan.id)).length;
    expect(after).toBeGreaterThan(before);
    expect(await runCloseOfBusiness(ctx.t.deps, through)).toBe(0);
    expect((await loanJournal(ctx.t.deps.db, loan.id)).length).toBe(after);
  });

  it('classifies as RBI counts through NPA, stops income, and upgrades only when every arrear is paid', async () => {
    const { disbursalId } = await kit.disbursed();
    let loan = await loanOf(disbursalId);
    const [first] = (await positionOf(ctx.t.deps.db, loan)).schedule;
    if (!first) throw new Error('no schedule');
    await closeThrough(addDays(first.dueDate, 59));
    expect(await loanOf(disbursalId)).toMatchObject({ assetClass: 'SMA-1', daysPastDue: 59 });
    await closeThrough(addDays(first.dueDate, 60));
    expect(await loanOf(disbursalId)).toMatchObject({ assetClass: 'SMA-2', daysPastDue: 60 });
    await closeThrough(addDays(first.dueDate, 90));
    loan = await loanOf(disbursalId);
    expect(loan).toMatchObject({ assetClass: 'NPA', daysPastDue: 90 });
    // Entering NPA took the unpaid accrued interest back out of income.
    let position = await positionOf(ctx.t.deps.db, loan);
    expect([...position.accruedUnpaid.values()].every((amount) => amount === 0)).toBe(true);

    // Paying the oldest instalment only leaves arrears: still NPA.
    const oldest = position.dues[0]!.unpaid;
    await pay(loan.id, oldest.penal + oldest.fees + oldest.interest + oldest.principal, `npa:${loan.id}:1`);
    expect((await findLoan(ctx.t.deps.db, loan.id))?.assetClass).toBe('NPA');
    // Every arrear paid: upgraded.
    position = await positionOf(ctx.t.deps.db, (await findLoan(ctx.t.deps.db, loan.id))!);
    const arrears = position.dues
      .filter((d) => d.dueDate <= today())
      .reduce((sum, d) => sum + d.unpaid.penal + d.unpaid.fees + d.unpaid.interest + d.unpaid.principal, 0);
    await pay(loan.id, arrears, `npa:${loan.id}:all`);
    expect(await findLoan(ctx.t.deps.db, loan.id)).toMatchObject({
      assetClass: 'STANDARD',
      overdueSince: null,
    });
  });

  it('is written off by the admin only: receivables to expense, the borrower still owes, and a payment is a recovery', async () => {
    const { disbursalId } = await kit.disbursed();
    const loan = await loanOf(disbursalId);
    const url = `/back-office/loans/${loan.id}/write-off`;
    const asOperations = await ctx.t.app.inject({
      method: 'POST',
      url,
      headers: await kit.desk.staffHeaders(operations.email),
      payload: { note: 'Unreachable for 120 days' },
    });
    expect(asOperations.statusCode).toBe(403);
    const done = await ctx.t.app.inject({
      method: 'POST',
      url,
      headers: await kit.desk.staffHeaders(admin.email),
      payload: { note: 'Unreachable for 120 days' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ tags: ['written-off'], receivable: 0, status: 'DISBURSED' });
    expect(done.json().dues).toBe(0); // nothing due yet today; the whole loan is still owed
    const again = await ctx.t.app.inject({
      method: 'POST',
      url,
      headers: await kit.desk.staffHeaders(admin.email),
      payload: { note: 'again' },
    });
    expect(again.statusCode).toBe(409);

    const [first] = (await positionOf(ctx.t.deps.db, loan)).schedule;
    await closeThrough(first!.dueDate);
    const owed = (await positionOf(ctx.t.deps.db, (await findLoan(ctx.t.deps.db, loan.id))!)).dues[0]!.unpaid;
    expect(owed.penal).toBe(0); // no penal charge is levied on a written-off loan
    await pay(loan.id, owed.interest + owed.principal, `recovery:${loan.id}`);
    const journal = await loanJournal(ctx.t.deps.db, loan.id);
    const recovery = journal.find((entry) => entry.kind === 'receipt');
    expect(
      recovery?.lines.filter((line) => line.amount < 0).every((line) => line.account === 'recoveries-income'),
    ).toBe(true);
    const after = await positionOf(ctx.t.deps.db, (await findLoan(ctx.t.deps.db, loan.id))!);
    expect(after.dues[0]?.unpaid).toEqual({ penal: 0, fees: 0, interest: 0, principal: 0 });
    expect(await ledgerReceivables(loan.id)).toBe(0);
  });

  it('leaves every loan’s position, read from its sub-ledger, equal to the one its journal makes', async () => {
    expect(await instalmentDifferences(ctx.t.deps.db)).toEqual([]);
    expect(await instalmentSumsDifferences(ctx.t.deps.db)).toEqual([]);
  });
});
