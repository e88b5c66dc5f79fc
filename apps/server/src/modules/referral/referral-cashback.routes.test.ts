import { backOfficeReferralPaths, type ReferralRow } from '@kredo/contract/referral-back-office';
import { isoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { productBookId } from '@kredo/domain/ledger';
import { referralCashback } from '@kredo/domain/referral';
import { paise } from '@kredo/domain/money';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { auditLog } from '../audit/audit.schema.ts';
import { creditLinesTestKit } from '../credit-lines/credit-lines-test-kit.ts';
import { journalEntries, reconciliationBreaks } from '../ledger/ledger.schema.ts';
import { trialBalanceOf } from '../ledger/ledger.service.ts';
import { loans } from '../loans/loans.schema.ts';
import { runReconciliation } from '../settlement/reconciliation.service.ts';
import { operations, underwriter, type DemoEmail } from '../staff/staff-test-kit.ts';
import { noteDisbursal } from './referral-earnings.ts';
import { earnedKey } from './referral-ledger.ts';
import { referralTestKit } from './referral-test-kit.ts';
import { referralPayouts } from './referral.schema.ts';

const dayMs = 86_400_000;

describe('referral cashback', () => {
  const ctx = {} as { t: TestApp };
  const kit = referralTestKit(ctx);
  const lines = creditLinesTestKit(ctx);
  const lending = lines.loans;
  let stamp = 0;
  const email = (name: string) => `${name}.${Date.now()}.${(stamp += 1)}@example.com`;
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await lending.staff.seed();
  });
  afterAll(() => ctx.t.close());

  /** A referrer with a link, and a borrower they referred paid out: the cashback earned. */
  async function referredAndPaidOut(options: { disbursalAccountNumber?: string } = {}) {
    const referrerEmail = email('referrer');
    const referrer = { ...(await kit.googleSignIn(referrerEmail)), email: referrerEmail };
    await kit.shortLinkOf(referrer.headers, referrer.userId);
    const b = await lending.awaitingDisbursal(options);
    expect(await kit.refer(referrer.userId, b.userId)).toBe('attributed');
    const { id } = (await lending.desk.propose(b.opportunityId)).json<{ id: string }>();
    expect((await lending.desk.approve(id)).statusCode).toBe(200);
    await lending.settlePayout();
    const [loan] = await ctx.t.deps.db.select().from(loans).where(eq(loans.userId, b.userId));
    if (!loan) throw new Error('the loan did not open');
    return { referrer, b, loan };
  }

  const staffCall = async (email: DemoEmail, method: 'GET' | 'POST', url: string) =>
    ctx.t.app.inject({ method, url, headers: await lending.desk.staffHeaders(email) });
  const payNow = (cashbackId: string, as: DemoEmail = operations.email) =>
    staffCall(as, 'POST', backOfficeReferralPaths.payCashback.replace(':cashbackId', cashbackId));

  const productBook = async () => {
    const rows = await trialBalanceOf(ctx.t.deps.db, { lenderId: productBookId });
    const of = (account: string) => rows.find((row) => row.account === account)?.balance ?? 0;
    return { rows, expense: of('referral-cashback-expense'), payable: of('cashback-payable') };
  };

  it('is earned once with the first loan, waits out the cooling-off period, then is paid once', async () => {
    const { referrer, b, loan } = await referredAndPaidOut();
    await kit.verifiedAccount(referrer.userId, '50100077712389');
    const earned = await kit.cashbackOf(referrer.userId);
    const amount = referralCashback(paise(loan.principalPaise));
    expect(earned).toMatchObject({
      status: 'EARNED',
      subject: 'LOAN',
      subjectId: loan.id,
      amountPaise: amount,
    });
    const before = await productBook();
    // The referred borrower sees no cashback of the referrer's.
    expect((await kit.summaryOf(b.headers)).cashbacks).toEqual([]);

    // The disbursal told again, or a second loan: still one cashback, one entry.
    const told = {
      userId: b.userId,
      subject: 'LOAN' as const,
      lenderId: loan.lenderId,
      principal: 9_00_000_00,
    };
    for (const subjectId of [loan.id, crypto.randomUUID()])
      await ctx.t.deps.db.transaction((tx) =>
        noteDisbursal(
          tx,
          { ...told, subjectId, disbursedOn: isoDate(loan.disbursalDate) },
          ctx.t.deps.clock.now(),
        ),
      );
    const entries = await ctx.t.deps.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, earnedKey(earned?.referralId ?? '')));
    expect(entries).toHaveLength(1);
    expect(await productBook()).toEqual(before);

    // Within the cooling-off period and the clear day after it, nothing is paid.
    ctx.t.deps.clock.advance(4 * dayMs);
    await kit.sweep();
    expect((await kit.cashbackOf(referrer.userId))?.status).toBe('EARNED');
    ctx.t.deps.clock.advance(dayMs);
    await kit.sweep();
    const paying = await kit.cashbackOf(referrer.userId);
    expect(paying).toMatchObject({ status: 'PAYING', attempts: 1 });
    // The payout service's answer lost (a stop): the sweep finds the same payout by its key.
    await ctx.t.deps.db.update(referralPayouts).set({ providerId: null, checkedAt: null });
    await kit.sweep();
    await lending.settlePayout();
    await kit.sweep();
    const payouts = await ctx.t.deps.db
      .select()
      .from(referralPayouts)
      .where(eq(referralPayouts.cashbackId, paying?.id ?? ''));
    expect(payouts).toMatchObject([
      { status: 'PAID', amountPaise: amount, utr: expect.stringMatching(/^\d{12}$/) },
    ]);
    expect(await kit.cashbackOf(referrer.userId)).toMatchObject({ status: 'PAID' });
    // Days on, the referrer signs in again (a session lasts hours) and sees it paid.
    const again = await kit.googleSignIn(referrer.email);
    expect((await kit.summaryOf(again.headers)).cashbacks).toEqual([
      expect.objectContaining({ amount, status: 'PAID', earnedOn: loan.disbursalDate }),
    ]);
    const after = await productBook();
    expect(after.expense).toBe(before.expense);
    expect(after.payable).toBe(before.payable + amount);
    for (const unit of ['INR']) {
      const rows = after.rows.filter((row) => row.unit === unit);
      expect(rows.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
    }
    // The payout bank's statement of the day lists it: matched, no break, the clearing settled.
    const day = isoDate(ctx.t.deps.clock.businessDate());
    lending.clockTo(addDays(day, 1), '07:00');
    await runReconciliation(ctx.t.deps, day, (error) => {
      throw error;
    });
    const breaks = await ctx.t.deps.db.select().from(reconciliationBreaks);
    expect(breaks.filter((row) => row.source === 'payout-report')).toEqual([]);
    expect((await productBook()).rows.find((row) => row.account === 'disbursal-clearing')?.balance ?? 0).toBe(
      0,
    );
  });

  it('stays owed without a verified account, is tried again after a failed payout, and staff pay it now', async () => {
    const { referrer } = await referredAndPaidOut();
    ctx.t.deps.clock.advance(5 * dayMs);
    await kit.sweep();
    const owed = await kit.cashbackOf(referrer.userId);
    expect(owed).toMatchObject({ status: 'OWED', attempts: 0 });
    const listed = await staffCall(
      operations.email,
      'GET',
      `${backOfficeReferralPaths.referrals}?status=OWED`,
    );
    expect(listed.json<{ referrals: ReferralRow[] }>().referrals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          referrerUserId: referrer.userId,
          cashback: expect.objectContaining({ status: 'OWED' }),
        }),
      ]),
    );
    expect((await payNow(owed?.id ?? '', underwriter.email)).statusCode).toBe(403);

    // An account the bank then refuses (frozen, docs/providers.md): paid now, failed, planned again.
    await kit.verifiedAccount(referrer.userId, '50100077700002');
    const paying = await payNow(owed?.id ?? '');
    expect(paying.json<ReferralRow>().cashback).toMatchObject({ status: 'PAYING', attempts: 1 });
    await lending.settlePayout();
    const failed = await kit.cashbackOf(referrer.userId);
    expect(failed).toMatchObject({
      status: 'FAILED',
      failureText: 'Beneficiary account is frozen or dormant',
    });
    const nextIn = (failed?.nextAttemptAt?.getTime() ?? 0) - ctx.t.deps.clock.now().getTime();
    expect(nextIn).toBeGreaterThan(dayMs - 60_000);
    expect(nextIn).toBeLessThanOrEqual(dayMs);
    expect((await productBook()).payable).toBeLessThan(0);

    // The referrer's account corrected: the next day's attempt pays it.
    await kit.verifiedAccount(referrer.userId, '50100077712489');
    await kit.sweep();
    expect((await kit.cashbackOf(referrer.userId))?.status).toBe('FAILED');
    ctx.t.deps.clock.advance(dayMs);
    await kit.sweep();
    await lending.settlePayout();
    expect(await kit.cashbackOf(referrer.userId)).toMatchObject({ status: 'PAID', attempts: 2 });
    expect((await payNow(owed?.id ?? '')).statusCode).toBe(409);
    const audit = await ctx.t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'PAY_REFERRAL_CASHBACK'));
    expect(audit.map((entry) => entry.details)).toEqual([{ cashbackId: owed?.id, outcome: 'requested' }]);
  });

  it('earns nothing for a loan undone after its payout: the cashback is void and its entry reversed', async () => {
    // The payout sandbox returns a payout to an account ending 0003 an hour after paying it.
    const { referrer, loan } = await referredAndPaidOut({ disbursalAccountNumber: '50100077710003' });
    await kit.verifiedAccount(referrer.userId, '50100077712589');
    expect((await kit.cashbackOf(referrer.userId))?.status).toBe('EARNED');
    await lending.settlePayout(61 * 60_000);
    const [undone] = await ctx.t.deps.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(undone?.tags).toContain('cancelled');
    ctx.t.deps.clock.advance(5 * dayMs);
    await kit.sweep();
    const cashback = await kit.cashbackOf(referrer.userId);
    expect(cashback).toMatchObject({ status: 'VOID' });
    const reversal = await ctx.t.deps.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `reversal:${earnedKey(cashback?.referralId ?? '')}`));
    expect(reversal).toHaveLength(1);
    expect(
      await ctx.t.deps.db
        .select()
        .from(referralPayouts)
        .where(eq(referralPayouts.cashbackId, cashback?.id ?? '')),
    ).toEqual([]);
    const again = await kit.googleSignIn(referrer.email);
    expect((await kit.summaryOf(again.headers)).cashbacks).toMatchObject([{ status: 'CANCELLED' }]);
  });

  it("is earned with a credit line's first drawdown instead, on what was drawn", async () => {
    const referrer = await kit.googleSignIn(email('referrer'));
    await kit.shortLinkOf(referrer.headers, referrer.userId);
    const b = await lines.activeLine();
    expect(await kit.refer(referrer.userId, b.userId)).toBe('attributed');
    const drawn = await lines.draw(b.headers, b.lineId, 10_000_00);
    expect(drawn.statusCode, drawn.body).toBe(200);
    await lines.loans.settlePayout();
    expect(await kit.cashbackOf(referrer.userId)).toMatchObject({
      status: 'EARNED',
      subject: 'DRAWDOWN',
      principalPaise: 10_000_00,
      amountPaise: 100_00,
    });
  });
});
