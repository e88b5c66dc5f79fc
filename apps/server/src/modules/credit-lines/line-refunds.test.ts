import { backOfficeCreditLinePaths } from '@kredo/contract/credit-line-servicing';
import { indianDate, isoDate } from '@kredo/domain/calendar-date';
import { billUnpaid, nextBillDate } from '@kredo/domain/credit-line-billing';
import { addDays } from '@kredo/domain/working-days';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { sandboxPayouts } from '../../providers/payout/sandbox.schema.ts';
import { balanceDifferences } from '../ledger/ledger-balance-check.ts';
import { trialBalanceOf } from '../ledger/ledger.service.ts';
import { runCloseOfBusiness } from '../loans/close-of-business-jobs.ts';
import { receivePayoutWebhook } from '../loans/payout-reports.ts';
import { resumeDisbursals } from '../loans/resume-disbursals.ts';
import { accountNumberContext } from '../profile/profile.service.ts';
import { payoutExpected } from '../settlement/settlement-expectations.ts';
import { operations } from '../staff/staff-test-kit.ts';
import { bankAccounts } from '../profile/profile.schema.ts';
import { billsOf, findCreditLine } from './credit-line-records.ts';
import { creditLineRefunds } from './credit-line-refunds.schema.ts';
import { creditLinesTestKit } from './credit-lines-test-kit.ts';
import { creditLineDebits } from './credit-lines.schema.ts';

const rupees = (amount: number) => amount * 100;
type Headers = Record<string, string>;

describe('a credit line paid more than it owes pays the excess back (refunds of lines)', () => {
  const ctx = {} as { t: TestApp };
  const kit = creditLinesTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.loans.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const { pay, payment } = kit.loans.borrowerPayments;
  const sweep = () =>
    resumeDisbursals(ctx.t.deps, (error) => {
      throw error;
    });
  const refundsOf = (lineId: string) =>
    ctx.t.deps.db.select().from(creditLineRefunds).where(eq(creditLineRefunds.lineId, lineId));
  const payoutsOf = (reference: string) =>
    ctx.t.deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.reference, reference));
  /** What refunds payable holds for borrowers (its credit balance), for every lender. */
  const refundsPayable = async () =>
    -((await trialBalanceOf(ctx.t.deps.db)).find((row) => row.account === 'refunds-payable')?.balance ?? 0);

  /** Pays at the gateway's page by UPI and reads the payment back (the status API credits it). */
  async function paid(headers: Headers, body: object) {
    const created = await pay(headers, body);
    expect(created.statusCode).toBe(200);
    const { paymentId, link } = created.json<{ paymentId: string; link: string }>();
    await kit.loans.payAtGateway(link, { method: 'upi', vpa: 'success@upi' });
    return (await payment(headers, paymentId)).json<{ status: string; amount: number }>();
  }

  /** A line that drew Rs 10,000 and paid it twice over at the gateway: Rs 2,000.01 to pay back. */
  async function paidTwice(options: { disbursalAccountNumber?: string } = {}) {
    const b = await kit.activeLine(options);
    expect((await kit.draw(b.headers, b.lineId, rupees(10_000))).statusCode).toBe(200);
    await kit.loans.settlePayout();
    // Two links made before either is paid (two tabs): both within the outstanding when made.
    const links = await Promise.all(
      [rupees(10_000), rupees(2_000) + 1].map(async (amount) =>
        (await pay(b.headers, { loanId: b.lineId, purpose: 'AMOUNT', amount })).json<{
          paymentId: string;
          link: string;
        }>(),
      ),
    );
    for (const { paymentId, link } of links) {
      await kit.loans.payAtGateway(link, { method: 'upi', vpa: 'success@upi' });
      expect((await payment(b.headers, paymentId)).json().status).toBe('CAPTURED');
    }
    return b;
  }

  /** The borrower's disbursal account now: another number or IFSC (a magic one of the payout sandbox). */
  async function moveDisbursalAccount(userId: string, change: { accountNumber?: string; ifsc?: string }) {
    const where = and(eq(bankAccounts.userId, userId), eq(bankAccounts.purposeType, 'DISBURSAL'));
    const [account] = await ctx.t.deps.db.select().from(bankAccounts).where(where);
    if (!account) throw new Error('no disbursal account');
    const number = change.accountNumber;
    await ctx.t.deps.db
      .update(bankAccounts)
      .set({
        ...(change.ifsc ? { ifsc: change.ifsc } : {}),
        ...(number
          ? {
              accountNumberSealed: ctx.t.deps.cipher.encrypt(accountNumberContext(account.id), number),
              accountNumberLast4: number.slice(-4),
            }
          : {}),
      })
      .where(where);
  }

  it('pays a bill paid at the gateway and then by its NACH debit back once, to the borrower’s account', async () => {
    const b = await kit.activeLine();
    expect((await kit.draw(b.headers, b.lineId, rupees(5_000))).statusCode).toBe(200);
    await kit.loans.settlePayout();
    const owedBefore = await refundsPayable();
    const billDay = nextBillDate(isoDate(b.line.openedOn));
    await kit.steerClearOfMagicAmounts(b.lineId, billDay);
    kit.loans.clockTo(addDays(billDay, 1), '09:00');
    await runCloseOfBusiness(ctx.t.deps, billDay);
    await sweep();
    const [bill] = await billsOf(ctx.t.deps.db, b.lineId);
    if (!bill) throw new Error('no bill');
    const total = billUnpaid(bill);

    // The debit is presented the day before its charge date; the borrower pays the bill meanwhile.
    kit.loans.clockTo(addDays(bill.dueDate, -1), '09:00');
    await sweep();
    const headers = await kit.loans.freshHeaders(b);
    expect(await paid(headers, { loanId: b.lineId, purpose: 'DUES' })).toMatchObject({
      status: 'CAPTURED',
      amount: total,
    });
    kit.loans.clockTo(bill.dueDate, '14:01');
    await kit.loans.deliverWebhooks();
    const [debit] = await ctx.t.deps.db
      .select()
      .from(creditLineDebits)
      .where(eq(creditLineDebits.lineId, b.lineId));
    expect(debit).toMatchObject({ status: 'CONFIRMED', amountPaise: total });

    // The whole debit was beyond what the line owed: set aside with the receipt, paid by the sweep.
    const [refund] = await refundsOf(b.lineId);
    expect(refund).toMatchObject({ amountPaise: total, status: 'REQUESTED', payoutId: null });
    expect(await refundsPayable()).toBe(owedBefore + total);
    await sweep();
    await kit.loans.settlePayout();
    const [done] = await refundsOf(b.lineId);
    expect(done).toMatchObject({ status: 'PAID', utr: expect.stringMatching(/^\d{12}$/) });
    const payouts = await payoutsOf(refund?.id ?? '');
    expect(payouts).toEqual([expect.objectContaining({ amount: total, mode: 'IMPS' })]);
    const [account] = await ctx.t.deps.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, b.userId), eq(bankAccounts.purposeType, 'DISBURSAL')));
    expect(payouts[0]?.accountNumberLast4).toBe(account?.accountNumberLast4);
    expect(await refundsPayable()).toBe(owedBefore);
    const card = await kit.lineCard(await kit.loans.freshHeaders(b), b.lineId);
    expect(card).toMatchObject({ due: null, available_limit: rupees(20_000) });
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  });

  it('never pays twice: a lost answer, a sweep run again and a webhook replayed pay one payout', async () => {
    const owedBefore = await refundsPayable();
    const b = await paidTwice();
    const [refund] = await refundsOf(b.lineId);
    if (!refund) throw new Error('no refund');
    expect(refund).toMatchObject({ amountPaise: rupees(2_000) + 1, status: 'REQUESTED' });
    expect(await refundsPayable()).toBe(owedBefore + rupees(2_000) + 1);

    await sweep();
    // The payout's id never got stored (a stop after the request): the sweep finds it by the key.
    await ctx.t.deps.db
      .update(creditLineRefunds)
      .set({ payoutId: null, payoutCheckedAt: null })
      .where(eq(creditLineRefunds.id, refund.id));
    await sweep();
    await sweep();
    expect(await payoutsOf(refund.id)).toHaveLength(1);

    // An odd amount: the sandbox delivers each of its webhooks twice.
    await kit.loans.settlePayout();
    const [done] = await refundsOf(b.lineId);
    expect(done).toMatchObject({ status: 'PAID', paidAt: expect.any(Date) });
    const status = await ctx.t.deps.payout.fetchPayout(done?.payoutId ?? '');
    const replay = await receivePayoutWebhook(ctx.t.deps, {
      eventId: `evt_replay_${refund.id.slice(0, 8)}`,
      type: 'payout.processed',
      occurredAt: ctx.t.deps.clock.now(),
      payout: status,
    });
    expect(replay).toEqual({ duplicate: false, outcome: 'stale' });
    // The bank's statement of the day's payouts is expected to list it.
    const paidOn = indianDate(done?.paidAt ?? new Date(0));
    expect(await payoutExpected(ctx.t.deps.db, paidOn, [])).toContainEqual(
      expect.objectContaining({
        reference: refund.id,
        providerId: done?.payoutId,
        amount: rupees(2_000) + 1,
      }),
    );
    ctx.t.deps.clock.advance(5 * 60_000);
    await sweep();
    expect(await payoutsOf(refund.id)).toHaveLength(1);
    expect(await refundsOf(b.lineId)).toEqual([expect.objectContaining({ status: 'PAID' })]);
    expect(await refundsPayable()).toBe(owedBefore);
    const line = await findCreditLine(ctx.t.deps.db, b.lineId);
    expect(line?.principalPaise).toBe(0);
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  });

  it('leaves a refund whose payout fails FAILED, its money still owed to the borrower, and does not retry it', async () => {
    const owedBefore = await refundsPayable();
    const b = await paidTwice();
    // The borrower's bank is down (the payout sandbox fails every payout to a YESB branch).
    await moveDisbursalAccount(b.userId, { ifsc: 'YESB0000001' });
    await sweep();
    await kit.loans.settlePayout();
    const [refund] = await refundsOf(b.lineId);
    expect(refund).toMatchObject({
      status: 'FAILED',
      failureText: "Beneficiary bank's systems are down",
      paidAt: null,
    });
    expect(await refundsPayable()).toBe(owedBefore + rupees(2_000) + 1);
    ctx.t.deps.clock.advance(10 * 60_000);
    await sweep();
    await sweep();
    expect(await payoutsOf(refund?.id ?? '')).toHaveLength(1);
    expect((await refundsOf(b.lineId))[0]?.status).toBe('FAILED');
    // Operations see it on the line.
    const view = await ctx.t.app.inject({
      url: backOfficeCreditLinePaths.line.replace(':lineId', b.lineId),
      headers: await kit.loans.staffHeaders(operations.email),
    });
    expect(view.json().refunds).toEqual([
      expect.objectContaining({
        amount: rupees(2_000) + 1,
        status: 'FAILED',
        failureText: "Beneficiary bank's systems are down",
      }),
    ]);
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  });

  it('takes a refund the bank returns after paying it back into refunds payable', async () => {
    const owedBefore = await refundsPayable();
    const b = await paidTwice();
    // The payout sandbox returns a payout to an account ending 0003 an hour after paying it.
    await moveDisbursalAccount(b.userId, { accountNumber: '602000770003' });
    await sweep();
    await kit.loans.settlePayout();
    expect((await refundsOf(b.lineId))[0]).toMatchObject({ status: 'PAID' });
    expect(await refundsPayable()).toBe(owedBefore);
    ctx.t.deps.clock.advance(60 * 60_000);
    await kit.loans.deliverPayoutWebhooks();
    const [refund] = await refundsOf(b.lineId);
    expect(refund).toMatchObject({
      status: 'FAILED',
      failureText: 'Returned by the bank after payment: Returned by the beneficiary bank',
      paidAt: expect.any(Date),
    });
    expect(await refundsPayable()).toBe(owedBefore + rupees(2_000) + 1);
    await sweep();
    expect(await payoutsOf(refund?.id ?? '')).toHaveLength(1);
    expect(await balanceDifferences(ctx.t.deps.db)).toEqual([]);
  });
});
