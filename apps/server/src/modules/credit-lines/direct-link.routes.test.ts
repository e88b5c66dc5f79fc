import { creditLinePaths } from '@kredo/contract/credit-lines';
import { messages } from '@kredo/contract/messages';
import { isoDate } from '@kredo/domain/calendar-date';
import { billUnpaid, nextBillDate } from '@kredo/domain/credit-line-billing';
import { addDays } from '@kredo/domain/working-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { runCloseOfBusiness } from '../loans/close-of-business-jobs.ts';
import { loanPayments } from '../loans/loan-payments.schema.ts';
import { billsOf } from './credit-line-records.ts';
import { creditLinesTestKit } from './credit-lines-test-kit.ts';

const rupees = (amount: number) => amount * 100;
type Headers = Record<string, string>;

describe('the bank link: what is due now on a credit line, paid at the gateway (spec 001 §2.10, §7)', () => {
  const ctx = {} as { t: TestApp };
  const kit = creditLinesTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.loans.staff.seed();
  });
  afterAll(() => ctx.t.close());

  /** The screen's call, from the web app on this site. */
  const directLink = (headers: Headers) =>
    ctx.t.app.inject({ url: creditLinePaths.directLink, headers: { ...headers, host: 'localhost' } });

  /** The payment a link was made for. */
  async function paymentAt(link: string) {
    const [row] = await ctx.t.deps.db.select().from(loanPayments).where(eq(loanPayments.link, link));
    if (!row) throw new Error(`no payment at ${link}`);
    return row;
  }

  const billDues = async (lineId: string) =>
    (await billsOf(ctx.t.deps.db, lineId)).reduce((sum, bill) => sum + billUnpaid(bill), 0);

  it('answers the gateway’s page for the bill’s dues, each borrower’s own line only; paying there credits the bill', async () => {
    const b = await kit.activeLine();
    const other = await kit.activeLine();
    await kit.draw(b.headers, b.lineId, rupees(10_000));
    await kit.draw(other.headers, other.lineId, rupees(4_000));
    await kit.loans.settlePayout();

    // Drawn but not billed yet: nothing is due.
    const early = await directLink(b.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CONFLICT', message: messages.paymentNothingDue });
    expect(early.json()).not.toHaveProperty('link');

    // Through the 1st: each line's bill asks for its principal, the month's interest and the fees.
    const billDay = nextBillDate(isoDate(b.line.openedOn));
    kit.loans.clockTo(addDays(billDay, 2), '09:00');
    await runCloseOfBusiness(ctx.t.deps, addDays(billDay, 1));
    const headers = await kit.loans.freshHeaders(b);
    const otherHeaders = await kit.loans.freshHeaders(other);
    const dues = await billDues(b.lineId);
    expect(dues).toBeGreaterThan(rupees(10_000));

    const answered = await directLink(headers);
    expect(answered.statusCode).toBe(200);
    const { link } = answered.json<{ link: string }>();
    expect(await paymentAt(link)).toMatchObject({
      loanId: b.lineId,
      userId: b.userId,
      purpose: 'DUES',
      amountPaise: dues,
      status: 'CREATED',
    });

    // The other borrower's link is for their own line, never b's.
    const theirs = await directLink(otherHeaders);
    expect(theirs.statusCode).toBe(200);
    const theirLink = theirs.json<{ link: string }>().link;
    expect(theirLink).not.toBe(link);
    expect(await paymentAt(theirLink)).toMatchObject({
      loanId: other.lineId,
      userId: other.userId,
      amountPaise: await billDues(other.lineId),
    });

    // Paid at the page: the browser goes back to the web app's result screen for the payment.
    const { id } = await paymentAt(link);
    const paid = await kit.loans.payAtGateway(link, { method: 'upi', vpa: 'success@upi' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(
      new RegExp(`^http://localhost/#/repayment/result\\?payment_id=${id}(&|$)`),
    );
    const payment = await kit.loans.borrowerPayments.payment(headers, id);
    expect(payment.json()).toMatchObject({ status: 'CAPTURED', amount: dues, loanId: b.lineId });
    const [settled] = await billsOf(ctx.t.deps.db, b.lineId);
    expect(settled?.unpaid).toEqual({ charges: 0, interest: 0, principal: 0 });
    expect(await kit.lineCard(headers, b.lineId)).toMatchObject({ due: null });

    // Nothing is due on b's line now; the other's bill is still unpaid.
    const after = await directLink(headers);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(messages.paymentNothingDue);
    expect(await billDues(other.lineId)).toBeGreaterThan(0);
  });

  it('answers 409 to a borrower without a credit line', async () => {
    const userId = await seedPerson(ctx.t, {
      mobile: '9123450987',
      pan: 'ABCPD4321K',
      dob: '1990-04-12',
      name: 'Devika Rao',
    });
    const answer = await directLink(await kit.loans.freshHeaders({ userId }));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'CONFLICT', message: messages.paymentNothingDue });
  });

  it('answers 401 without a session', async () => {
    const answer = await directLink({});
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('UNAUTHENTICATED');
  });
});
