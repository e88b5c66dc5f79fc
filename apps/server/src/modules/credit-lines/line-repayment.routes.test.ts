import { messages } from '@kredo/contract/messages';
import { isoDate } from '@kredo/domain/calendar-date';
import { nextBillDate } from '@kredo/domain/credit-line-billing';
import { addDays } from '@kredo/domain/working-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { accountsOwnedBy } from '../ledger/ledger-accounts.ts';
import { balanceDifferences } from '../ledger/ledger-balance-check.ts';
import { runCloseOfBusiness } from '../loans/close-of-business-jobs.ts';
import { billsOf } from './credit-line-records.ts';
import { creditLinesTestKit } from './credit-lines-test-kit.ts';

const rupees = (amount: number) => amount * 100;
type Headers = Record<string, string>;

describe('repaying a credit line through the payment gateway (spec 001 §2.10 Repay)', () => {
  const ctx = {} as { t: TestApp };
  const kit = creditLinesTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.loans.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const { options, pay, payment } = kit.loans.borrowerPayments;

  /** Pays at the gateway's page by UPI and reads the payment back (the status API credits it). */
  async function paid(headers: Headers, body: object) {
    const created = await pay(headers, body);
    expect(created.statusCode).toBe(200);
    const { paymentId, link } = created.json<{ paymentId: string; link: string }>();
    await kit.loans.payAtGateway(link, { method: 'upi', vpa: 'success@upi' });
    return (await payment(headers, paymentId)).json<{ status: string; amount: number }>();
  }

  it('takes any amount up to the outstanding, then the bill’s dues, giving the limit back as principal is paid', async () => {
    const b = await kit.activeLine();
    const other = await kit.activeLine();
    await kit.draw(b.headers, b.lineId, rupees(10_000));
    await kit.loans.settlePayout();

    const before = (await options(b.headers, b.lineId)).json();
    expect(before).toMatchObject({
      dues: 0,
      nextEmi: null,
      foreclosure: { total: rupees(10_000), principal: rupees(10_000) },
    });
    expect((await options(other.headers, b.lineId)).statusCode).toBe(404);
    expect(
      (await pay(other.headers, { loanId: b.lineId, purpose: 'AMOUNT', amount: rupees(500) })).statusCode,
    ).toBe(404);
    expect((await pay(b.headers, { loanId: b.lineId, purpose: 'DUES' })).json().message).toBe(
      messages.paymentNothingDue,
    );
    expect(
      (await pay(b.headers, { loanId: b.lineId, purpose: 'AMOUNT', amount: rupees(10_000) + 1 })).json()
        .message,
    ).toBe(messages.paymentAmountTooLarge);
    expect(
      (await pay(b.headers, { loanId: b.lineId, purpose: 'AMOUNT', amount: 99_99 })).json().message,
    ).toBe(messages.paymentAmountTooSmall);

    expect(
      await paid(b.headers, { loanId: b.lineId, purpose: 'AMOUNT', amount: rupees(2_000) }),
    ).toMatchObject({
      status: 'CAPTURED',
    });
    let card = await kit.lineCard(b.headers, b.lineId);
    expect(card.available_limit).toBe(rupees(12_000));
    expect(card.credit_line?.outstanding).toBe(rupees(8_000));
    expect(card.soa_txns.map((txn) => txn.amount)).toEqual([rupees(2_000), -rupees(10_000)]);

    // Through the 1st: the bill asks for the principal left, the month's interest and the fees.
    const billDay = nextBillDate(isoDate(b.line.openedOn));
    kit.loans.clockTo(addDays(billDay, 2), '09:00');
    await runCloseOfBusiness(ctx.t.deps, addDays(billDay, 1));
    const headers = await kit.loans.freshHeaders(b);
    const [bill] = await billsOf(ctx.t.deps.db, b.lineId);
    const billTotal = (bill?.interest ?? 0) + (bill?.fees ?? 0) + (bill?.gst ?? 0) + (bill?.principal ?? 0);
    expect(bill?.principal).toBe(rupees(8_000));
    const due = (await options(headers, b.lineId)).json();
    expect(due.dues).toBe(billTotal);
    expect(due.duesBreakdown).toMatchObject({ principal: rupees(8_000), interest: bill?.interest });

    expect(await paid(headers, { loanId: b.lineId, purpose: 'DUES' })).toMatchObject({
      status: 'CAPTURED',
      amount: billTotal,
    });
    const [settled] = await billsOf(ctx.t.deps.db, b.lineId);
    expect(settled?.unpaid).toEqual({ charges: 0, interest: 0, principal: 0 });
    card = await kit.lineCard(headers, b.lineId);
    expect(card).toMatchObject({ available_limit: rupees(20_000), due: null, bills: [{ balance: 0 }] });
    // The days since the bill accrue for the next one.
    expect(card.credit_line?.outstanding).toBe(0);
    expect(card.credit_line?.accruedInterest).toBeGreaterThan(0);

    // Every receivable the bill asked for is paid; the limit is whole again.
    const accounts = await accountsOwnedBy(ctx.t.deps.db, b.lineId);
    const balance = (code: string) => {
      const account = accounts.find((row) => row.code === code);
      return account ? account.postedDebits - account.postedCredits : 0;
    };
    expect(balance('line-principal')).toBe(0);
    expect(balance('line-fees-receivable')).toBe(0);
    expect(balance('line-available')).toBe(-rupees(20_000));
    expect(balance('line-interest-receivable')).toBe(card.credit_line?.accruedInterest);
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  });

  it('keeps the limit whole when a drawdown races a repayment', async () => {
    const b = await kit.activeLine();
    await kit.draw(b.headers, b.lineId, rupees(15_000));
    await kit.loans.settlePayout();
    // Rs 5,000 is left to draw; a payment of Rs 6,000 and a drawdown of Rs 8,000 go at once.
    const created = await pay(b.headers, { loanId: b.lineId, purpose: 'AMOUNT', amount: rupees(6_000) });
    const { paymentId, link } = created.json<{ paymentId: string; link: string }>();
    await kit.loans.payAtGateway(link, { method: 'upi', vpa: 'success@upi' });
    const [credited, drawn] = await Promise.all([
      payment(b.headers, paymentId),
      kit.draw(b.headers, b.lineId, rupees(8_000)),
    ]);
    expect(credited.json().status).toBe('CAPTURED');
    // Whichever came first, the limit never went below nothing and the books agree.
    const card = await kit.lineCard(b.headers, b.lineId);
    if (drawn.statusCode === 200) {
      expect(card.available_limit).toBe(rupees(20_000 - 15_000 + 6_000 - 8_000));
      expect(card.credit_line?.drawdownsInFlight).toBe(rupees(8_000));
    } else {
      expect(drawn.json().message).toBe('Amount should be within Available Limit');
      expect(card.available_limit).toBe(rupees(11_000));
    }
    await kit.loans.settlePayout();
    const after = await kit.lineCard(b.headers, b.lineId);
    expect(after.credit_line?.drawdownsInFlight).toBe(0);
    expect(after.credit_line?.outstanding).toBe(
      rupees(15_000 - 6_000) + (drawn.statusCode === 200 ? rupees(8_000) : 0),
    );
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  });
});
