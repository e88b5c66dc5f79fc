import { randomUUID } from 'node:crypto';

import type { RepaymentOptions } from '@kredo/contract/loan-payments';
import { fill, messages } from '@kredo/contract/messages';
import { monthlyRateOfReturn } from '@kredo/domain/annual-percentage-rate';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { accrualPeriods } from '@kredo/domain/loan-accrual';
import type { AccountCode } from '@kredo/domain/ledger';
import { daysBetween } from '@kredo/domain/loan-dues';
import { partPrepaymentSchedule } from '@kredo/domain/loan-foreclosure';
import { formatMoney, paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loanJournal, trialBalanceOf } from '../ledger/ledger.service.ts';
import { runCloseOfBusiness } from './close-of-business-jobs.ts';
import { statementDataOf } from './loan-document-sources.ts';
import { findLoan, lockLoan, positionOf } from './loan-position.ts';
import { postPrepayment } from './prepayment.ts';
import { postReceipt } from './receipts.ts';
import { loanDebits, loanInstalments } from './loans.schema.ts';
import { loansTestKit } from './loans-test-kit.ts';
import { resumeDisbursals } from './resume-disbursals.ts';

type Headers = Record<string, string>;
const dayMs = 86_400_000;

describe('a part prepayment (tenor reduction) through the payment gateway', () => {
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

  it('takes the dues first, puts the rest to principal, and shortens the loan keeping the EMI: the ledger equal to the new schedule, credited once', async () => {
    const { b, loanId, v1, first, second } = await disbursedLoan();
    // Three days past the first due date, unpaid: it is due, with its penal charge.
    await moveTo(addDays(first.dueDate, 3));
    b.headers = await kit.freshHeaders(b);
    const loan = await loanOf(loanId);

    const { body: before } = await options(b.headers, loanId);
    const dues = first.principal + first.interest + 500_00;
    expect(before.dues).toBe(dues);
    const principalNotDue = first.outstandingPrincipal - first.principal;
    expect(before.prepayment).toEqual({
      minimum: dues + loan.instalmentPaise,
      maximum: dues + principalNotDue - 100,
      duesFirst: dues,
      refusal: null,
    });
    expect(before.prepayment.maximum).toBeLessThan(before.foreclosure.total);

    const refusalOf = async (amount: number | undefined) => {
      const reply = await pay(b.headers, { loanId, purpose: 'PREPAYMENT', amount });
      return [reply.statusCode, reply.json().message, reply.json().fieldErrors?.amount];
    };
    const tooSmall = fill(messages.prepaymentTooSmall, {
      amount: formatMoney(paise(before.prepayment.minimum)),
    });
    const tooLarge = fill(messages.prepaymentTooLarge, {
      amount: formatMoney(paise(before.prepayment.maximum)),
    });
    expect(await refusalOf(before.prepayment.minimum - 1)).toEqual([400, tooSmall, [tooSmall]]);
    expect(await refusalOf(undefined)).toEqual([400, tooSmall, [tooSmall]]);
    expect(await refusalOf(before.prepayment.maximum + 1)).toEqual([400, tooLarge, [tooLarge]]);
    expect(await refusalOf(before.foreclosure.total)).toEqual([400, tooLarge, [tooLarge]]);

    const amount = dues + 3 * loan.instalmentPaise + 123_45;
    const done = await paid(b.headers, { loanId, purpose: 'PREPAYMENT', amount });
    expect(done.status).toBe('CAPTURED');

    // Schedule version 2 is in force: the first row as it was, the rest rebuilt from today.
    const after = await loanOf(loanId);
    expect(after).toMatchObject({ scheduleVersion: 2, status: 'DISBURSED', overdueSince: null });
    const position = await positionOf(db(), after);
    const v2 = position.schedule;
    const prepaid = amount - dues;
    expect(v2).toEqual(
      partPrepaymentSchedule({
        schedule: v1,
        disbursalDate: isoDate(loan.disbursalDate),
        asOf: today(),
        principalPrepaid: paise(prepaid),
        monthlyRate: monthlyRateOfReturn(
          paise(loan.principalPaise),
          v1.map((row) => row.instalment),
        ),
      }),
    );
    expect(v2[0]).toEqual(first);
    expect(v2[1]?.instalment).toBe(second.instalment);
    expect(v2.length).toBeLessThanOrEqual(v1.length - 3);
    expect(v2.at(-1)?.instalment).toBeLessThan(loan.instalmentPaise);
    expect(position.paidOn.get(1)).toBe(today());

    // The ledger's principal receivable is the new schedule's outstanding; nothing is due; balanced.
    const owed = await balances(loanId);
    expect(owed.get('loan-principal')).toBe(principalNotDue - prepaid);
    expect(owed.get('loan-principal')).toBe(v2[1]?.outstandingPrincipal);
    expect(owed.get('penal-receivable') ?? 0).toBe(0);
    expect((await options(b.headers, loanId)).body).toMatchObject({ dues: 0, advance: 0 });
    expect(await trialTotal()).toBe(0);

    // The borrower's EMI calendar and the statement read the schedule in force.
    const list = await ctx.t.app.inject({ url: '/api/kautilya/user-loans', headers: b.headers });
    const shown = list.json().loans[0];
    expect(shown.repayment_schedules).toHaveLength(v2.length);
    expect(shown.repayment_schedules[0]).toEqual({
      date: first.dueDate,
      paid_date: today(),
      amount: first.instalment,
    });
    expect(shown.repayment_schedules.at(-1).amount).toBe(v2.at(-1)?.instalment);
    expect(shown.state.loan_detail.loanDetail.tenureMonths).toBe(v2.length);
    const statement = statementDataOf({
      position,
      entries: await loanJournal(db(), loanId),
      borrowerName: 'Borrower',
      asOf: today(),
    });
    expect(statement.schedule).toHaveLength(v2.length);
    expect(statement.transactions.at(-1)).toMatchObject({ kind: 'payment', credit: amount });
    expect(statement.transactions.at(-1)?.balance).toBe(principalNotDue - prepaid);

    // The webhooks, twice each, and the sweep credit nothing more.
    for (let round = 0; round < 2; round += 1) {
      ctx.t.deps.clock.advance(10_000);
      await kit.deliverPaymentWebhooks();
    }
    await sweep();
    const receipts = (await loanJournal(db(), loanId)).filter((entry) => entry.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.narration).toMatch(/part prepayment/);
    expect((await loanOf(loanId)).scheduleVersion).toBe(2);
    const written = await db().select().from(loanInstalments).where(eq(loanInstalments.loanId, loanId));
    expect(written).toHaveLength(v1.length + v2.length);
    expect(await trialTotal()).toBe(0);
  });

  it('after a prepayment late in a period whose month-end was accrued on the old principal, a foreclosure leaves nothing behind', async () => {
    const b = await kit.disbursed();
    const loanId = await loanIdOf(b);
    const loan = await loanOf(loanId);
    // The first month-end inside a period with two days of it left after.
    const monthEnd = accrualPeriods((await positionOf(db(), loan)).schedule, isoDate(loan.disbursalDate))
      .map((period) => ({ period, day: addDays(isoDate(`${period.row.dueDate.slice(0, 8)}01`), -1) }))
      .find(({ period, day }) => day > period.start && addDays(day, 2) < period.row.dueDate)?.day;
    if (!monthEnd) throw new Error('a month-end');
    // The day after it: that month-end's accrual is on the old principal.
    await moveTo(addDays(monthEnd, 1));
    b.headers = await kit.freshHeaders(b);
    expect((await balances(loanId)).get('interest-receivable')).toBeGreaterThan(0);
    const { body } = await options(b.headers, loanId);
    expect(
      (await paid(b.headers, { loanId, purpose: 'PREPAYMENT', amount: body.prepayment.maximum })).status,
    ).toBe('CAPTURED');
    const rescheduled = await positionOf(db(), await loanOf(loanId));
    expect(rescheduled.schedule.at(-1)?.principal).toBe(100);
    // What the books had accrued beyond the new row's share of the period to the day was taken back.
    const restated = (await loanJournal(db(), loanId)).filter((entry) => /restated/.test(entry.narration));
    expect(restated).toHaveLength(1);
    expect(restated[0]?.kind).toBe('accrual');

    await moveTo(addDays(today(), 1));
    b.headers = await kit.freshHeaders(b);
    const closing = (await options(b.headers, loanId)).body;
    expect(closing.prepayment.refusal).toBe('TOO_LITTLE_LEFT');
    expect((await paid(b.headers, { loanId, purpose: 'FORECLOSURE' })).status).toBe('CAPTURED');
    expect((await loanOf(loanId)).status).toBe('PRE_CLOSED');
    const left = await balances(loanId);
    for (const account of [
      'loan-principal',
      'interest-receivable',
      'penal-receivable',
      'fees-receivable',
      'borrower-advances',
    ] as const)
      expect(left.get(account) ?? 0, account).toBe(0);
    expect(await trialTotal()).toBe(0);
  });

  it("refuses another borrower's loan, a loan that is not there, and a prepayment while a NACH debit is being collected", async () => {
    const b = await kit.disbursed();
    const loanId = await loanIdOf(b);
    const other = await kit.approvedBorrower();
    const prepay = { loanId, purpose: 'PREPAYMENT', amount: 20_000_00 };
    expect((await options(other.headers, loanId)).status).toBe(404);
    expect((await pay(other.headers, prepay)).statusCode).toBe(404);
    expect((await pay(b.headers, { ...prepay, loanId: randomUUID() })).statusCode).toBe(404);

    const [first] = (await positionOf(db(), await loanOf(loanId))).schedule;
    await db()
      .insert(loanDebits)
      .values({
        id: randomUUID(),
        loanId,
        instalmentNumber: 1,
        attempt: 1,
        reference: `nach-test-${loanId.slice(0, 8)}`,
        amountPaise: first?.instalment ?? 0,
        chargeDate: first?.dueDate ?? today(),
        status: 'PRESENTED',
        createdAt: ctx.t.deps.clock.now(),
      });
    expect((await options(b.headers, loanId)).body.prepayment.refusal).toBe('NACH_IN_PROCESS');
    const refused = await pay(b.headers, prepay);
    expect([refused.statusCode, refused.json().message]).toEqual([409, messages.prepaymentNachInProcess]);
    await db()
      .update(loanDebits)
      .set({ status: 'CONFIRMED' })
      .where(and(eq(loanDebits.loanId, loanId), eq(loanDebits.instalmentNumber, 1)));
    expect((await options(b.headers, loanId)).body.prepayment.refusal).toBeNull();
  });

  it('leaves the instalment a NACH debit filed since the link was made to that debit, which stays right', async () => {
    const { b, loanId, first, second } = await disbursedLoan();
    // The first due date: its instalment is due today.
    await moveTo(first.dueDate);
    b.headers = await kit.freshHeaders(b);
    await db().delete(loanDebits).where(eq(loanDebits.loanId, loanId));
    const { body } = await options(b.headers, loanId);
    expect(body.prepayment).toMatchObject({ duesFirst: first.instalment, refusal: null });
    const created = await pay(b.headers, { loanId, purpose: 'PREPAYMENT', amount: body.prepayment.minimum });
    const { paymentId, link } = created.json<{ paymentId: string; link: string }>();
    // The close of business files the day's debit before the borrower pays at the gateway.
    await db()
      .insert(loanDebits)
      .values({
        id: randomUUID(),
        loanId,
        instalmentNumber: 1,
        attempt: 1,
        reference: `nach-race-${loanId.slice(0, 8)}`,
        amountPaise: first.instalment,
        chargeDate: first.dueDate,
        status: 'PRESENTED',
        createdAt: ctx.t.deps.clock.now(),
      });
    await kit.payAtGateway(link, { method: 'upi', vpa: 'success@upi' });
    expect((await payment(b.headers, paymentId)).json().status).toBe('CAPTURED');
    const position = await positionOf(db(), await loanOf(loanId));
    // The first instalment is the debit's to collect, for the amount it was filed for.
    expect(position.dues[0]?.unpaid).toMatchObject({ principal: first.principal, interest: first.interest });
    expect(position.schedule[0]).toEqual(first);
    expect(position.schedule[1]?.instalment).toBe(second.instalment);
    expect((await balances(loanId)).get('loan-principal')).toBe(
      first.outstandingPrincipal - body.prepayment.minimum,
    );
    expect(await trialTotal()).toBe(0);
  });

  it('leaves everything as it was when the prepayment fails at the gateway', async () => {
    const b = await kit.disbursed();
    const loanId = await loanIdOf(b);
    const { body } = await options(b.headers, loanId);
    const failed = await paid(
      b.headers,
      { loanId, purpose: 'PREPAYMENT', amount: body.prepayment.minimum },
      'failure@upi',
    );
    expect(failed.status).toBe('FAILED');
    await sweep();
    expect((await loanOf(loanId)).scheduleVersion).toBe(1);
    expect((await loanJournal(db(), loanId)).map((entry) => entry.kind)).toEqual(['disbursal']);
    expect((await options(b.headers, loanId)).body).toEqual(body);
  });

  it('values a prepayment credited after the close of business passed a due date on the last closed day: that instalment stays as it fell due and is paid first', async () => {
    const { loanId, v1, first } = await disbursedLoan();
    // Captured the evening before the first due date, credited only once the due date was closed
    // (unpaid: accrued, its penal charge levied).
    await moveTo(addDays(first.dueDate, 1));
    const loan = await loanOf(loanId);
    expect(loan.businessDate).toBe(first.dueDate);
    const dues = first.principal + first.interest + 500_00;
    const amount = paise(dues + 2 * loan.instalmentPaise);
    const credit = (key: string, value: number, late: boolean) =>
      db().transaction(async (tx) => {
        const locked = await lockLoan(tx, loanId);
        if (!locked) throw new Error('no loan');
        const input = {
          idempotencyKey: key,
          source: 'gateway' as const,
          amount: paise(value),
          businessDate: late ? addDays(first.dueDate, -1) : first.dueDate,
          narration: 'Payment credited late',
        };
        return late
          ? postPrepayment(tx, locked, input, ctx.t.deps.clock.now())
          : postReceipt(tx, locked, input, ctx.t.deps.clock.now());
      });
    expect((await credit(`late-${loanId}`, amount, true)).posted).toBe(true);

    const position = await positionOf(db(), await loanOf(loanId));
    expect(position.schedule[0]).toEqual(first);
    expect(position.schedule.length).toBeLessThan(v1.length);
    expect(position.dues[0]?.unpaid).toEqual({ principal: 0, interest: 0, penal: 0, fees: 0 });
    expect(position.dues.every((due) => Object.values(due.unpaid).every((part) => part >= 0))).toBe(true);
    const owed = await balances(loanId);
    expect(owed.get('loan-principal')).toBe(position.schedule[1]?.outstandingPrincipal);
    expect(owed.get('loan-principal')).toBe(first.outstandingPrincipal - first.principal - (amount - dues));
    expect(await trialTotal()).toBe(0);
    // A receipt after it is allocated as any other.
    expect((await credit(`after-${loanId}`, 1_000_00, false)).posted).toBe(true);
    expect(await trialTotal()).toBe(0);
  });
});
