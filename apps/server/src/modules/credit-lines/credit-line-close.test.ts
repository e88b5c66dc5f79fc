import { loanPaymentPaths } from '@kredo/contract/loan-payments';
import { isoDate } from '@kredo/domain/calendar-date';
import { nextBillDate } from '@kredo/domain/credit-line-billing';
import { advanceTo, drawDown, openCreditLine } from '@kredo/domain/credit-line';
import { paise, sumPaise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { accountsOwnedBy } from '../ledger/ledger-accounts.ts';
import { balanceDifferences } from '../ledger/ledger-balance-check.ts';
import { runCloseOfBusiness } from '../loans/close-of-business-jobs.ts';
import { findLoan } from '../loans/loan-position.ts';
import { billsOf, findCreditLine, termsOf } from './credit-line-records.ts';
import { creditLinesTestKit } from './credit-lines-test-kit.ts';
import { creditLines } from './credit-lines.schema.ts';

const rupees = (amount: number) => amount * 100;

describe('a credit line through the close of business: daily interest, the bill on the 1st (spec 001 §9)', () => {
  const ctx = {} as { t: TestApp };
  const kit = creditLinesTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.loans.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const balance = async (ownerId: string, code: string) => {
    const account = (await accountsOwnedBy(ctx.t.deps.db, ownerId)).find((row) => row.code === code);
    return account ? account.postedDebits - account.postedCredits : 0;
  };

  it('accrues each day on the drawn principal and bills the month on the 1st, due on the 5th, as the rules do', async () => {
    const idle = await kit.activeLine();
    const b = await kit.activeLine();
    expect((await kit.draw(b.headers, b.lineId, rupees(10_000))).statusCode).toBe(200);
    await kit.loans.settlePayout();
    const row = await findCreditLine(ctx.t.deps.db, b.lineId);
    if (!row) throw new Error('no line');
    const opened = isoDate(row.openedOn);
    const billDay = nextBillDate(opened);

    // The close through the 2nd of next month, in one run.
    kit.loans.clockTo(addDays(billDay, 2), '09:00');
    await runCloseOfBusiness(ctx.t.deps, addDays(billDay, 1));

    // What the domain's rules make of the same line.
    const drawn = drawDown(openCreditLine(termsOf(row)), paise(rupees(10_000)));
    if (!drawn.ok) throw new Error('the rules refused the drawdown');
    const expected = advanceTo(drawn.line, addDays(billDay, 2));
    const bills = await billsOf(ctx.t.deps.db, b.lineId);
    expect(bills).toEqual(expected.bills);
    const [bill] = bills;
    expect(bill).toMatchObject({
      billDate: billDay,
      dueDate: addDays(billDay, 4),
      periodStart: opened,
      principal: rupees(10_000),
      // The drawdown's fee (Rs 99) and the processing fee, each with its GST worked alone.
      fees: 99_00 + row.processingFeePaise,
    });
    expect(bill?.interest).toBeGreaterThan(0);

    // The day's accruals add up to the bill's interest, and run on after it.
    const accrued = sumPaise(expected.accruals.map((accrual) => accrual.amount));
    expect(await balance(b.lineId, 'line-interest-receivable')).toBe(accrued);
    expect(accrued - (bill?.interest ?? 0)).toBe(sumPaise(expected.accruals.slice(-2).map((a) => a.amount)));
    expect(await balance(b.lineId, 'line-fees-receivable')).toBe(bill ? bill.fees + bill.gst : -1);

    const after = await findCreditLine(ctx.t.deps.db, b.lineId);
    expect(after).toMatchObject({ businessDate: addDays(billDay, 2), processingFeeBilled: true });
    const card = await kit.lineCard(await kit.loans.freshHeaders(b), b.lineId);
    expect(card.due).toEqual({
      principal: rupees(10_000),
      interest: bill?.interest,
      charges: bill ? bill.fees + bill.gst : -1,
      date: addDays(billDay, 4),
    });
    expect(card.bills).toEqual([
      { balance: bill ? bill.interest + bill.fees + bill.gst + bill.principal : -1 },
    ]);

    // A line never drawn: its first bill is the processing fee alone; no interest.
    const idleBills = await billsOf(ctx.t.deps.db, idle.lineId);
    expect(idleBills).toHaveLength(1);
    expect(idleBills[0]).toMatchObject({ interest: 0, principal: 0, fees: idle.line.processingFeePaise });
    expect(await balance(idle.lineId, 'line-interest-receivable')).toBe(0);

    // Running it again closes nothing twice, and every stored balance is its journal's.
    await runCloseOfBusiness(ctx.t.deps, addDays(billDay, 1));
    expect(await billsOf(ctx.t.deps.db, b.lineId)).toHaveLength(1);
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  });

  it('closes an expired line with nothing owed and gives its limit back', async () => {
    const b = await kit.activeLine();
    const row = await findCreditLine(ctx.t.deps.db, b.lineId);
    if (!row) throw new Error('no line');
    // The processing fee billed and paid, as if the borrower had paid the first bill.
    await ctx.t.deps.db
      .update(creditLines)
      .set({ processingFeePaise: 0, expiresOn: row.businessDate })
      .where(eq(creditLines.id, b.lineId));
    const day = isoDate(row.businessDate);
    kit.loans.clockTo(addDays(day, 2), '09:00');
    await runCloseOfBusiness(ctx.t.deps, addDays(day, 1));
    const closed = await findCreditLine(ctx.t.deps.db, b.lineId);
    expect(closed).toMatchObject({ status: 'CLOSED', closedOn: day });
    expect(await balance(b.lineId, 'line-available')).toBe(0);
    const headers = await kit.loans.freshHeaders(b);
    const card = await kit.lineCard(headers, b.lineId);
    expect(card).toMatchObject({ is_closed: true, tags: ['closed'], available_limit: 0 });
    // Its NOC, issued once; another borrower's line is not theirs to ask for.
    const noc = () =>
      ctx.t.app.inject({
        method: 'POST',
        url: loanPaymentPaths.generateNoc,
        headers,
        payload: { loan_id: b.lineId },
      });
    const issued = await noc();
    expect(issued.statusCode).toBe(200);
    expect(issued.json().fileName).toBe(`NOC-${row.lenderLoanAcctId}.pdf`);
    expect(Buffer.from(issued.json().pdfData, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await noc()).json().pdfData).toBe(issued.json().pdfData);
    const open = await kit.activeLine();
    const refused = await ctx.t.app.inject({
      method: 'POST',
      url: loanPaymentPaths.generateNoc,
      headers: open.headers,
      payload: { loan_id: open.lineId },
    });
    expect(refused.statusCode).toBe(409);
    const stranger = await ctx.t.app.inject({
      method: 'POST',
      url: loanPaymentPaths.generateNoc,
      headers: open.headers,
      payload: { loan_id: b.lineId },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('counts days past due from the bill’s due date, levies its penal charge once, and holds an NPA’s income in suspense', async () => {
    const b = await kit.activeLine();
    await kit.draw(b.headers, b.lineId, rupees(6_000));
    await kit.loans.settlePayout();
    const row = await findCreditLine(ctx.t.deps.db, b.lineId);
    if (!row) throw new Error('no line');
    const dueDate = addDays(nextBillDate(isoDate(row.openedOn)), 4);
    kit.loans.clockTo(addDays(dueDate, 1), '09:00');
    await runCloseOfBusiness(ctx.t.deps, addDays(dueDate, -1));
    expect(await findCreditLine(ctx.t.deps.db, b.lineId)).toMatchObject({
      assetClass: 'STANDARD',
      daysPastDue: null,
    });
    const feesBefore = await balance(b.lineId, 'line-fees-receivable');
    await runCloseOfBusiness(ctx.t.deps, dueDate);
    const overdue = await findCreditLine(ctx.t.deps.db, b.lineId);
    expect(overdue).toMatchObject({ assetClass: 'SMA-0', daysPastDue: 0, overdueSince: dueDate });
    // Rs 500 once, waiting for the next bill.
    expect((await balance(b.lineId, 'line-fees-receivable')) - feesBefore).toBe(500_00);
    expect(overdue?.unbilledFeesPaise).toBe(500_00);

    const npaDay = addDays(dueDate, 90);
    kit.loans.clockTo(addDays(npaDay, 2), '09:00');
    await runCloseOfBusiness(ctx.t.deps, addDays(npaDay, 1));
    const npa = await findCreditLine(ctx.t.deps.db, b.lineId);
    expect(npa).toMatchObject({ assetClass: 'NPA', daysPastDue: 91 });
    // Two days of interest as an NPA: receivable, not income.
    expect(await balance(b.lineId, 'line-income-suspense')).toBeLessThan(0);
    const headers = await kit.loans.freshHeaders(b);
    const card = await kit.lineCard(headers, b.lineId);
    expect(card.due?.date).toBe(dueDate);
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  });

  it('makes a term loan an NPA while its borrower is one on a credit line, and lets it go when the line recovers', async () => {
    const { disbursalId } = await kit.loans.disbursed();
    const loan = await kit.loans.loanOf(disbursalId);
    const opened = isoDate(loan.disbursalDate);
    // The borrower's credit line, an NPA (written as the close would leave it).
    const lineId = randomUUID();
    await ctx.t.deps.db.insert(creditLines).values({
      id: lineId,
      opportunityId: loan.opportunityId,
      userId: loan.userId,
      lenderId: loan.lenderId,
      productCode: 'CREDIT_LINE',
      lenderLoanAcctId: `NPA-LINE-${lineId.slice(0, 8)}`,
      status: 'ACTIVE',
      kfsId: loan.kfsId,
      limitPaise: rupees(10_000),
      annualRateBp: 3_000,
      processingFeePaise: 0,
      gstRateBp: 1_800,
      convenienceFeeKind: 'percent',
      convenienceFeeRateBp: 50,
      convenienceFeeMinimumPaise: 99_00,
      convenienceFeeFixedPaise: 0,
      principalRepayment: 'on-due-date',
      tenureMonths: 12,
      openedOn: opened,
      expiresOn: addDays(opened, 300),
      // Standing on the loan's first open day (the loan's payout day is closed already).
      businessDate: addDays(opened, 1),
      periodStart: opened,
      assetClass: 'NPA',
      daysPastDue: 95,
      createdAt: new Date(),
    });
    kit.loans.clockTo(addDays(opened, 3), '09:00');
    await runCloseOfBusiness(ctx.t.deps, addDays(opened, 1));
    expect(await findLoan(ctx.t.deps.db, loan.id)).toMatchObject({ assetClass: 'NPA', daysPastDue: null });

    // The line owes nothing of its own (its close makes it standard again, the loan being an NPA
    // only through it): the next day the loan, owing nothing, is standard too. Neither holds the other.
    expect(await findCreditLine(ctx.t.deps.db, lineId)).toMatchObject({ assetClass: 'STANDARD' });
    await runCloseOfBusiness(ctx.t.deps, addDays(opened, 2));
    expect(await findLoan(ctx.t.deps.db, loan.id)).toMatchObject({ assetClass: 'STANDARD' });
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  });
});
