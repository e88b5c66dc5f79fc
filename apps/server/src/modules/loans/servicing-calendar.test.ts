import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { daysBetween } from '@kredo/domain/loan-dues';
import { addDays } from '@kredo/domain/working-days';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loanBalances, loanJournal, trialBalanceOf } from '../ledger/ledger.service.ts';
import { runCloseOfBusiness } from './close-of-business-jobs.ts';
import type { LoanRow } from './loan-opening.ts';
import { findLoan, positionOf } from './loan-position.ts';
import { loanDebits } from './loans.schema.ts';
import { loansTestKit } from './loans-test-kit.ts';
import { resumeDisbursals } from './resume-disbursals.ts';
import { instalmentSumsDifferences } from '../ledger/instalment-check.ts';
import { instalmentDifferences } from './instalment-subledger.ts';

/**
 * A year of due dates lived day by day on one server clock by borrowers who pay differently: NACH
 * on time (two due dates on a Sunday, presented the Monday), a debit the bank extends, an EMI
 * prepaid, a borrower whose every debit bounces, and one who pays at the gateway on the due date
 * whose payment is credited after the close. After every day's close it checks days past due and
 * class, and at the end the charges, income and a zero trial balance.
 */
describe('a year of servicing, right to the day', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const db = () => ctx.t.deps.db;
  const { clockTo, loanOf, receive } = kit;
  const today = () => isoDate(ctx.t.deps.clock.businessDate());
  const sweep = () =>
    resumeDisbursals(ctx.t.deps, (error) => {
      throw error;
    });
  const reload = async (loan: LoanRow) => (await findLoan(db(), loan.id)) as LoanRow;
  const debitsOf = (loanId: string) =>
    db()
      .select()
      .from(loanDebits)
      .where(eq(loanDebits.loanId, loanId))
      .orderBy(asc(loanDebits.instalmentNumber), asc(loanDebits.attempt));
  const entriesOf = async (loanId: string, kind: string) =>
    (await loanJournal(db(), loanId)).filter((entry) => entry.kind === kind);
  /** The loan's net balance of an account (income and liabilities negative). */
  const balanceOf = async (loanId: string, account: string) =>
    (await loanBalances(db(), loanId))
      .filter((row) => row.account === account)
      .reduce((sum, row) => sum + row.amount, 0);

  it('charges nobody who paid on time, keeps collecting after bounces, and ages only real arrears', async () => {
    const tenure = 12;
    const onTime = await kit.disbursed({ tenure });
    const extended = await kit.disbursed({ tenure });
    const prepaid = await kit.disbursed({ tenure });
    // Six months are enough for these two to reach NPA (90 days) and be followed to the end.
    const bouncing = await kit.disbursed({ nachAccountNumber: '50100987654404', tenure: 6 });
    const lateCredit = await kit.disbursed({ nachAccountNumber: '50100987664404', tenure: 6 });
    const loan = {
      onTime: await loanOf(onTime.disbursalId),
      extended: await loanOf(extended.disbursalId),
      prepaid: await loanOf(prepaid.disbursalId),
      bouncing: await loanOf(bouncing.disbursalId),
      lateCredit: await loanOf(lateCredit.disbursalId),
    };
    const schedule = (await positionOf(db(), loan.onTime)).schedule;
    const dueDates = schedule.map((row) => row.dueDate);
    expect(dueDates).toHaveLength(tenure);
    const first = schedule[0];
    if (!first) throw new Error('no schedule');
    const emi = first.instalment;

    // The extended borrower's advance leaves a first debit ending in 98 paise: the sandbox bank
    // extends it two working days, then confirms. The prepaid borrower pays the first EMI at once.
    await receive(
      loan.extended.id,
      100_00 + ((((emi - 98) % 100) + 100) % 100),
      `test:${loan.extended.id}:advance`,
    );
    await receive(loan.prepaid.id, emi, `test:${loan.prepaid.id}:advance`);

    // Each day's class of every loan, after its close.
    const seen: Record<keyof typeof loan, Array<{ day: IsoDate; dpd: number | null; cls: string }>> = {
      onTime: [],
      extended: [],
      prepaid: [],
      bouncing: [],
      lateCredit: [],
    };
    const bouncingSchedule = (await positionOf(db(), loan.bouncing)).schedule;
    // The days that matter: from the notice to a Sunday's or an extension's answer, and for the
    // bouncing loans to the third presentation; the days between are closed in one run.
    const within = (dues: IsoDate[], from: number, to: number, day: IsoDate) =>
      dues.some((due) => daysBetween(due, day) >= from && daysBetween(due, day) <= to);
    const busy = (day: IsoDate) =>
      within(dueDates, -1, 5, day) ||
      within(
        bouncingSchedule.map((row) => row.dueDate),
        -1,
        20,
        day,
      );
    const end = addDays(dueDates.at(-1) as IsoDate, 5);
    let day = addDays(today(), 1);
    while (day <= end) {
      if (!busy(day)) {
        day = addDays(day, 1);
        continue;
      }
      const lateCreditDay = addDays(first.dueDate, 1) === day;
      // Past midnight the close of yesterday runs (at 02:30 the day the server was down past the
      // close's two hours' grace), then the sweep sends notices and presents what was filed.
      clockTo(day, lateCreditDay ? '02:30' : '00:30');
      await runCloseOfBusiness(ctx.t.deps, addDays(day, -1));
      for (const key of Object.keys(loan) as Array<keyof typeof loan>) {
        const row = await reload(loan[key]);
        if (row.status === 'DISBURSED')
          seen[key].push({ day: addDays(day, -1), dpd: row.daysPastDue, cls: row.assetClass });
      }
      if (lateCreditDay) {
        // The close charged the late-credit borrower's EMI as late: the money had not been seen.
        expect((await entriesOf(loan.lateCredit.id, 'penal-charge')).length).toBe(1);
        expect(await reload(loan.lateCredit)).toMatchObject({ daysPastDue: 0, assetClass: 'SMA-0' });
      }
      await sweep();
      if (lateCreditDay) {
        // Credited on its capture day: the penal charge is taken back and nothing is past due.
        expect(await reload(loan.lateCredit)).toMatchObject({ daysPastDue: null, assetClass: 'STANDARD' });
        const penal = await entriesOf(loan.lateCredit.id, 'penal-charge');
        expect(
          penal
            .flatMap((entry) => entry.lines)
            .filter((l) => l.account === 'penal-receivable')
            .reduce((s, l) => s + l.amount, 0),
        ).toBe(0);
      }
      // NPCI's answers come at 14:00 (the sandbox's final clearing).
      clockTo(day, '14:05');
      await kit.deliverWebhooks();
      if (day === first.dueDate) {
        // The late-credit borrower's debit was returned at 14:00; they pay their dues at 23:50 and
        // the gateway captures it, but the server hears of it only after the next day's 02:00.
        clockTo(day, '23:40');
        const headers = await kit.freshHeaders(lateCredit);
        const made = (
          await kit.borrowerPayments.pay(headers, { loanId: loan.lateCredit.id, purpose: 'DUES' })
        ).json();
        expect(made.amount).toBe((bouncingSchedule[0]?.instalment ?? 0) + 250_00);
        clockTo(day, '23:50');
        await kit.payAtGateway(made.link, { method: 'upi', vpa: 'success@upi' });
      }
      day = addDays(day, 1);
    }

    // On time: never late, never charged, each EMI valued on its due date (5 September and
    // 5 December 2027 are Sundays: presented the Monday), and the loan closed.
    const onTimeDebits = await debitsOf(loan.onTime.id);
    expect(onTimeDebits.map((d) => d.status)).toEqual(dueDates.map(() => 'CONFIRMED'));
    expect(onTimeDebits.some((d) => d.chargeDate !== schedule[d.instalmentNumber - 1]?.dueDate)).toBe(true);
    for (const d of onTimeDebits) {
      const notice = d.noticeSentAt?.getTime() ?? Infinity;
      expect(Date.parse(`${d.chargeDate}T06:00:00+05:30`) - notice).toBeGreaterThanOrEqual(24 * 3_600_000);
    }
    expect(seen.onTime.every((s) => s.dpd === null && s.cls === 'STANDARD')).toBe(true);
    expect(await entriesOf(loan.onTime.id, 'penal-charge')).toEqual([]);
    expect(await entriesOf(loan.onTime.id, 'bounce-charge')).toEqual([]);
    const onTimeNow = await reload(loan.onTime);
    expect(onTimeNow.status).toBe('CLOSED');
    const paidOn = (await positionOf(db(), onTimeNow)).paidOn;
    for (const row of schedule) expect(paidOn.get(row.instalmentNumber)).toBe(row.dueDate);
    const interest = schedule.reduce((sum, row) => sum + row.interest, 0);
    expect(await balanceOf(loan.onTime.id, 'interest-income')).toBe(-interest);
    expect(await balanceOf(loan.onTime.id, 'penal-income')).toBe(0);

    // Extended by the bank two working days: still on time.
    const [extendedFirst] = await debitsOf(loan.extended.id);
    expect(extendedFirst).toMatchObject({ status: 'CONFIRMED', amountPaise: expect.any(Number) });
    expect((extendedFirst?.amountPaise ?? 0) % 100).toBe(98);
    expect(seen.extended.every((s) => s.dpd === null)).toBe(true);
    expect(await entriesOf(loan.extended.id, 'penal-charge')).toEqual([]);
    expect((await positionOf(db(), await reload(loan.extended))).paidOn.get(1)).toBe(first.dueDate);

    // Prepaid: nothing presented for the first EMI, paid from the advance on its due date.
    const prepaidDebits = await debitsOf(loan.prepaid.id);
    expect(prepaidDebits.some((d) => d.instalmentNumber === 1)).toBe(false);
    expect(prepaidDebits.filter((d) => d.status === 'CONFIRMED')).toHaveLength(dueDates.length - 1);
    expect(seen.prepaid.every((s) => s.dpd === null)).toBe(true);
    expect(await entriesOf(loan.prepaid.id, 'penal-charge')).toEqual([]);

    // Every debit bounces: each due date still presents, within the mandate's maximum; a return
    // for funds insufficient is presented twice more; one bounce charge (no GST) and one penal
    // charge an instalment; days past due from the first due date, SMA-1 at 30, SMA-2 at 60, NPA
    // at 90; from NPA no income is recognised, so a borrower who paid nothing leaves none.
    const bounced = await debitsOf(loan.bouncing.id);
    const triesOf = (n: number) => bounced.filter((d) => d.instalmentNumber === n);
    const summary = bouncingSchedule.map((row) =>
      triesOf(row.instalmentNumber).map((d) => `${d.status} ${d.reasonCode} ${d.reasonText ?? ''}`.trim()),
    );
    expect(summary).toEqual(bouncingSchedule.map(() => Array(3).fill('RETURNED 04 Balance insufficient')));
    expect(bounced.every((d) => d.amountPaise > 0)).toBe(true);
    expect(await entriesOf(loan.bouncing.id, 'bounce-charge')).toHaveLength(bouncingSchedule.length);
    expect(await entriesOf(loan.bouncing.id, 'penal-charge')).toHaveLength(bouncingSchedule.length);
    expect(await balanceOf(loan.bouncing.id, 'gst-payable')).toBe(
      await balanceOf(loan.onTime.id, 'gst-payable'), // the processing fee's GST only
    );
    const classOn = (offset: number) => seen.bouncing.find((s) => s.day === addDays(first.dueDate, offset));
    expect(classOn(0)).toMatchObject({ dpd: 0, cls: 'SMA-0' });
    expect(classOn(30)).toMatchObject({ dpd: 30, cls: 'SMA-1' });
    expect(classOn(60)).toMatchObject({ dpd: 60, cls: 'SMA-2' });
    expect(classOn(90)).toMatchObject({ dpd: 90, cls: 'NPA' });
    expect(await balanceOf(loan.bouncing.id, 'interest-income')).toBe(0);
    expect(await balanceOf(loan.bouncing.id, 'penal-income')).toBe(0);
    const owedCharges = bouncingSchedule.length * (500_00 + 250_00);
    expect(await balanceOf(loan.bouncing.id, 'income-suspense')).toBe(-owedCharges);

    // The borrower is told of each penal charge, once; nobody of one withdrawn.
    const smsTo = async (mobile: string) =>
      ((await ctx.t.app.inject(`/api/dev/outbox?to=${mobile}`)).json() as Array<{ text: string }>).map(
        (m) => m.text,
      );
    const penalTold = (texts: string[]) => texts.filter((text) => /a penal charge of Rs 500/.test(text));
    expect(penalTold(await smsTo(bouncing.person.mobile))).toHaveLength(bouncingSchedule.length);
    expect(penalTold(await smsTo(lateCredit.person.mobile))).toHaveLength(bouncingSchedule.length - 1);
    expect(penalTold(await smsTo(onTime.person.mobile))).toEqual([]);

    // The books balance.
    const trial = await trialBalanceOf(db());
    expect(trial.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
  }, 900_000);
  it('accrues through 29 February and takes a leap-year due date on a Sunday on time', async () => {
    // After the year above the clock is in December 2027: a loan paid out in January 2028.
    clockTo(isoDate('2028-01-20'), '10:00');
    const b = await kit.disbursed({ tenure: 6 });
    const loan = await loanOf(b.disbursalId);
    const schedule = (await positionOf(db(), loan)).schedule;
    const march = schedule.find((row) => row.dueDate === '2028-03-05'); // a Sunday
    if (!march) throw new Error(`no March due date in ${schedule.map((row) => row.dueDate).join(', ')}`);
    let day = addDays(today(), 1);
    while (day <= addDays(march.dueDate, 3)) {
      clockTo(day, '00:30');
      await runCloseOfBusiness(ctx.t.deps, addDays(day, -1));
      await sweep();
      clockTo(day, '14:05');
      await kit.deliverWebhooks();
      const row = await reload(loan);
      expect(row.daysPastDue).toBeNull();
      day = addDays(day, 1);
    }
    const accruals = await entriesOf(loan.id, 'accrual');
    expect(accruals.some((entry) => entry.businessDate === '2028-02-29')).toBe(true);
    expect(accruals.some((entry) => entry.businessDate === '2028-02-28')).toBe(false);
    const debit = (await debitsOf(loan.id)).find((d) => d.instalmentNumber === march.instalmentNumber);
    expect(debit).toMatchObject({ status: 'CONFIRMED', chargeDate: '2028-03-06' });
    expect((await positionOf(db(), await reload(loan))).paidOn.get(march.instalmentNumber)).toBe(
      '2028-03-05',
    );
    expect(await entriesOf(loan.id, 'penal-charge')).toEqual([]);
    // Interest recognised equals the schedule's for the instalments due so far, to the paisa.
    const due = schedule.filter((row) => row.dueDate <= march.dueDate);
    expect(await balanceOf(loan.id, 'interest-income')).toBe(
      -due.reduce((sum, row) => sum + row.interest, 0),
    );
    const trial = await trialBalanceOf(db());
    expect(trial.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
  }, 900_000);

  it('leaves every loan’s position, read from its sub-ledger, equal to the one its journal makes', async () => {
    expect(await instalmentDifferences(ctx.t.deps.db)).toEqual([]);
    expect(await instalmentSumsDifferences(ctx.t.deps.db)).toEqual([]);
  });
});
