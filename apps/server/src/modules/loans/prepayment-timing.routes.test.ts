import { randomUUID } from 'node:crypto';

import { messages } from '@kredo/contract/messages';
import { paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { loanJournal } from '../ledger/ledger.service.ts';
import { lockLoan, positionOf } from './loan-position.ts';
import { postPrepayment } from './prepayment.ts';
import { postReceipt } from './receipts.ts';
import { loanDebits } from './loans.schema.ts';
import { prepaymentTestKit } from './prepayment-test-kit.ts';
import { instalmentSumsDifferences } from '../ledger/instalment-check.ts';
import { instalmentDifferences } from './instalment-subledger.ts';

describe('a part prepayment refused, raced by a NACH debit, failed or credited late', () => {
  const {
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
  } = prepaymentTestKit();

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

  it('leaves every loan’s position, read from its sub-ledger, equal to the one its journal makes', async () => {
    expect(await instalmentDifferences(db())).toEqual([]);
    expect(await instalmentSumsDifferences(db())).toEqual([]);
  });
});
