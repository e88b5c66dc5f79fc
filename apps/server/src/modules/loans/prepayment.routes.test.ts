import { fill, messages } from '@kredo/contract/messages';
import { monthlyRateOfReturn } from '@kredo/domain/annual-percentage-rate';
import { isoDate } from '@kredo/domain/calendar-date';
import { accrualPeriods } from '@kredo/domain/loan-accrual';
import { partPrepaymentSchedule } from '@kredo/domain/loan-foreclosure';
import { formatMoney, paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { loanJournal } from '../ledger/ledger.service.ts';
import { statementDataOf } from './loan-document-sources.ts';
import { positionOf } from './loan-position.ts';
import { loanInstalments } from './loans.schema.ts';
import { prepaymentTestKit } from './prepayment-test-kit.ts';
import { instalmentSumsDifferences } from '../ledger/instalment-check.ts';
import { instalmentDifferences } from './instalment-subledger.ts';

describe('a part prepayment (tenor reduction) through the payment gateway', () => {
  const {
    ctx,
    kit,
    db,
    today,
    pay,
    options,
    sweep,
    loanIdOf,
    loanOf,
    moveTo,
    paid,
    balances,
    trialTotal,
    disbursedLoan,
  } = prepaymentTestKit();

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
    expect(shown.repayment_schedules[0]).toMatchObject({
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

  it('leaves every loan’s position, read from its sub-ledger, equal to the one its journal makes', async () => {
    expect(await instalmentDifferences(db())).toEqual([]);
    expect(await instalmentSumsDifferences(db())).toEqual([]);
  });
});
