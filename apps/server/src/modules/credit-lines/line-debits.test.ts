import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { billUnpaid, nextBillDate } from '@kredo/domain/credit-line-billing';
import { bounceCharge, standardChargePolicy } from '@kredo/domain/loan-charges';
import { formatRupees, paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { balanceDifferences } from '../ledger/ledger-balance-check.ts';
import { runCloseOfBusiness } from '../loans/close-of-business-jobs.ts';
import { resumeDisbursals } from '../loans/resume-disbursals.ts';
import { billsOf, findCreditLine } from './credit-line-records.ts';
import { creditLinesTestKit } from './credit-lines-test-kit.ts';
import { creditLineDebits } from './credit-lines.schema.ts';

const rupees = (amount: number) => amount * 100;
const shownRupees = (amount: number) => formatRupees(paise(amount), { symbol: false });

describe('a credit line’s bill debited through its mandate (spec 001 §2.10, §9)', () => {
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
  const debitsOf = (lineId: string) =>
    ctx.t.deps.db.select().from(creditLineDebits).where(eq(creditLineDebits.lineId, lineId));

  /**
   * The line's next filed debit through the days: the sweep the day before its charge date presents
   * it, the bank answers on the date the service gave it (a Sunday's moves to Monday), and the
   * minute's sweep after the answer sends a re-presentation's notice. False when none is filed.
   */
  async function presentAndAnswer(lineId: string): Promise<boolean> {
    const filed = (await debitsOf(lineId)).find((row) => row.status === 'FILING');
    if (!filed) return false;
    kit.loans.clockTo(addDays(isoDate(filed.chargeDate), -1), '09:00');
    await sweep();
    const presented = (await debitsOf(lineId)).find((row) => row.id === filed.id);
    if (presented?.status !== 'PRESENTED')
      throw new Error(`debit ${filed.reference} is ${presented?.status}`);
    kit.loans.clockTo(isoDate(presented.chargeDate), '14:01');
    await kit.loans.deliverWebhooks();
    await sweep();
    return true;
  }

  it('files the bill’s debit for the 5th, sends the notice, presents it and credits it; a bounce is charged on the next bill', async () => {
    const b = await kit.activeLine();
    // The mandate sandbox returns every debit of an account ending 4404 (docs/providers.md).
    const bouncing = await kit.activeLine({ nachAccountNumber: '602000004404' });
    for (const line of [b, bouncing]) {
      expect((await kit.draw(line.headers, line.lineId, rupees(5_000))).statusCode).toBe(200);
    }
    await kit.loans.settlePayout();
    const billDay = nextBillDate(isoDate(b.line.openedOn));
    await kit.steerClearOfMagicAmounts(b.lineId, billDay);
    kit.loans.clockTo(addDays(billDay, 1), '09:00');
    await runCloseOfBusiness(ctx.t.deps, billDay);
    const [bill] = await billsOf(ctx.t.deps.db, b.lineId);
    if (!bill) throw new Error('no bill');
    const total = bill.interest + bill.fees + bill.gst + bill.principal;
    expect(await debitsOf(b.lineId)).toEqual([
      expect.objectContaining({
        status: 'FILING',
        billNumber: 1,
        amountPaise: total,
        chargeDate: bill.dueDate,
      }),
    ]);

    // The notice goes at once; the debit is presented from the day before its charge date.
    await sweep();
    expect((await debitsOf(b.lineId))[0]).toMatchObject({ status: 'FILING', noticeSentAt: expect.any(Date) });
    kit.loans.clockTo(addDays(bill.dueDate, -1), '09:00');
    await sweep();
    const [presented] = await debitsOf(b.lineId);
    expect(presented).toMatchObject({ status: 'PRESENTED', amountPaise: total });
    const sms = (await ctx.t.app.inject(`/api/dev/outbox?to=${b.person.mobile}`)).json() as Array<{
      text: string;
    }>;
    expect(sms.some((each) => /will be debited from your bank account through NACH/.test(each.text))).toBe(
      true,
    );

    // The bank answers on the charge date.
    kit.loans.clockTo(presented?.chargeDate as IsoDate, '14:01');
    await kit.loans.deliverWebhooks();
    await sweep();
    expect((await debitsOf(b.lineId))[0]?.status).toBe('CONFIRMED');
    const [paid] = await billsOf(ctx.t.deps.db, b.lineId);
    expect(paid?.unpaid).toEqual({ charges: 0, interest: 0, principal: 0 });
    const headers = await kit.loans.freshHeaders(b);
    const card = await kit.lineCard(headers, b.lineId);
    expect(card).toMatchObject({ due: null, available_limit: rupees(20_000) });
    expect(card.soa_txns[0]).toMatchObject({ amount: total, narration: 'NACH debit for bill 1' });

    // The other borrower's debit comes back for funds insufficient (04): charged once, billed on
    // the next 1st, and filed again five days after its charge date.
    const [returned, again] = await debitsOf(bouncing.lineId);
    expect(returned).toMatchObject({ status: 'RETURNED', reasonCode: '04', attempt: 1 });
    expect(again).toMatchObject({
      status: 'FILING',
      attempt: 2,
      chargeDate: addDays(isoDate(returned?.chargeDate ?? ''), 5),
    });
    const { charge, gst } = bounceCharge(standardChargePolicy);
    // Told by SMS, with the charge.
    const told = async (text: string) =>
      (
        (await ctx.t.app.inject(`/api/dev/outbox?to=${bouncing.person.mobile}`)).json() as Array<{
          text: string;
        }>
      ).filter((each) => each.text.includes(text));
    expect(await told(`A bounce charge of Rs ${shownRupees(charge + gst)} applies`)).toHaveLength(1);
    const line = await findCreditLine(ctx.t.deps.db, bouncing.lineId);
    expect(line).toMatchObject({ unbilledFeesPaise: charge, unbilledGstPaise: gst });
    const due = (await kit.lineCard(await kit.loans.freshHeaders(bouncing), bouncing.lineId)).due;
    expect(due?.principal).toBe(rupees(5_000));

    // Presented again (the day before), returned again: no second charge; a third and last try.
    while (await presentAndAnswer(bouncing.lineId));
    const tries = await debitsOf(bouncing.lineId);
    // Each return told, the charge only once.
    expect(await told('could not be made')).toHaveLength(2);
    expect(tries.map((row) => [row.attempt, row.status]).sort()).toEqual([
      [1, 'RETURNED'],
      [2, 'RETURNED'],
      [3, 'RETURNED'],
    ]);
    expect(await findCreditLine(ctx.t.deps.db, bouncing.lineId)).toMatchObject({
      unbilledFeesPaise: charge,
      unbilledGstPaise: gst,
    });
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  });

  it('presents a bill’s debit with the arrears of the bill before it, so a bounce never stops collection', async () => {
    // Every debit bounces on this account: what matters is what each one asks for.
    const b = await kit.activeLine({ nachAccountNumber: '602000014404' });
    expect((await kit.draw(b.headers, b.lineId, rupees(5_000))).statusCode).toBe(200);
    await kit.loans.settlePayout();
    const firstBillDay = nextBillDate(isoDate(b.line.openedOn));
    kit.loans.clockTo(addDays(firstBillDay, 1), '09:00');
    await runCloseOfBusiness(ctx.t.deps, firstBillDay);
    await sweep();
    const [firstBill] = await billsOf(ctx.t.deps.db, b.lineId);
    if (!firstBill) throw new Error('no bill');
    // Presented on its due date and twice more, returned each time.
    while (await presentAndAnswer(b.lineId));
    expect((await debitsOf(b.lineId)).map((row) => row.status)).toEqual(['RETURNED', 'RETURNED', 'RETURNED']);
    const secondBillDay = nextBillDate(firstBillDay);
    kit.loans.clockTo(addDays(secondBillDay, 1), '09:00');
    await runCloseOfBusiness(ctx.t.deps, secondBillDay);
    await sweep();
    const bills = await billsOf(ctx.t.deps.db, b.lineId);
    expect(bills).toHaveLength(2);
    const [first, second] = bills as [(typeof bills)[0], (typeof bills)[0]];
    const secondDebit = (await debitsOf(b.lineId)).find((row) => row.billNumber === 2);
    expect(secondDebit).toMatchObject({ status: 'FILING', attempt: 1, noticeSentAt: expect.any(Date) });
    // Its notice states what it will take: this bill with the one before.
    const withArrears = billUnpaid(first) + billUnpaid(second);
    expect(secondDebit?.amountPaise).toBe(withArrears);
    const sms = (await ctx.t.app.inject(`/api/dev/outbox?to=${b.person.mobile}`)).json() as Array<{
      text: string;
    }>;
    expect(sms.some((each) => each.text.includes(`Rs ${shownRupees(withArrears)} for loan`))).toBe(true);
    kit.loans.clockTo(addDays(second.dueDate, -1), '09:00');
    await sweep();
    const presented = (await debitsOf(b.lineId)).find((row) => row.id === secondDebit?.id);
    // The first bill, its tries run out, rides with the second.
    expect(billUnpaid(first)).toBeGreaterThan(0);
    expect(presented).toMatchObject({
      status: 'PRESENTED',
      amountPaise: billUnpaid(first) + billUnpaid(second),
    });
  });
});
