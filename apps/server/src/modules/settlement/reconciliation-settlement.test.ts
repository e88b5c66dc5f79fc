import type { IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { runCloseOfBusiness } from '../loans/close-of-business-jobs.ts';
import { findLoan, positionOf } from '../loans/loan-position.ts';
import { loanDebits } from '../loans/loans.schema.ts';
import { resumeDisbursals } from '../loans/resume-disbursals.ts';
import { catchUpDays, reconcileEndedDays } from './reconciliation-clock.ts';
import { runReconciliation } from './reconciliation.service.ts';
import { settlementTestKit } from './settlement-test-kit.ts';

describe('settling what the providers report', () => {
  const ctx = {} as { t: TestApp };
  const kit = settlementTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  let lenderId = 0;
  let loanId = '';
  let net = 0;

  it('clears gateway suspense and disbursal clearing of a day exactly, booking the fee and its GST', async () => {
    const day = kit.nextDay();
    const b = await kit.paidOut();
    ({ lenderId, id: loanId } = b.loan);
    const before = await kit.balances(lenderId);
    net = -before['disbursal-clearing']!;
    expect(net).toBeGreaterThan(0);
    await kit.paidByGateway(b.headers, loanId, 800_00);
    await kit.paidByGateway(b.headers, loanId, 1_234_56);
    expect((await kit.balances(lenderId))['gateway-suspense']).toBe(800_00 + 1_234_56);

    // Before the reports are made (06:00 the next day) nothing is settled, and nothing is late yet.
    expect(await kit.reconcile(day, '05:00')).toEqual({
      'gateway-settlement': 'waiting',
      'nach-settlement': 'waiting',
      'payout-report': 'waiting',
    });
    expect((await kit.written()).entries).toHaveLength(0);

    expect(await kit.reconcile(day, '07:00')).toEqual({
      'gateway-settlement': 'reconciled',
      'nach-settlement': 'reconciled',
      'payout-report': 'reconciled',
    });
    // 2% of Rs 800 and of Rs 1,234.56 (24.6912, rounded half up), and 18% GST on each fee.
    const fee = 16_00 + 24_69;
    const gst = 2_88 + 4_44;
    const balances = await kit.balances(lenderId);
    expect(balances).toMatchObject({
      'gateway-suspense': 0,
      'disbursal-clearing': 0,
      'gateway-fee-expense': fee,
      'gst-input-credit': gst,
      bank: 800_00 + 1_234_56 - fee - gst - net,
    });
    const { entries, reports, breaks } = await kit.written();
    expect(
      entries.map((entry) => [entry.idempotencyKey.split(':')[1], entry.lenderId, entry.businessDate]).sort(),
    ).toEqual([
      ['gateway-settlement', lenderId, addDays(day, 1)],
      ['payout-report', lenderId, day],
    ]);
    expect(reports.map((report) => [report.source, report.status, report.total]).sort()).toEqual([
      ['gateway-settlement', 'RECONCILED', 800_00 + 1_234_56 - fee - gst],
      ['payout-report', 'RECONCILED', net],
    ]);
    expect(breaks.filter((row) => row.source !== 'ledger-balance')).toEqual([]);
  });

  it('posts nothing twice: run again, from two instances at once, or after a source failed part-way', async () => {
    const day = kit.nextDay();
    const b = await kit.paidOut();
    await kit.paidByGateway(b.headers, b.loan.id, 500_00);
    const failing = {
      ...ctx.t.deps,
      paymentGateway: {
        ...ctx.t.deps.paymentGateway,
        fetchSettlementReport: () => Promise.reject(new Error('connection reset')),
      },
    };
    const errors: unknown[] = [];
    kit.clockTo(addDays(day, 1), '07:00');
    // The gateway's fetch fails: the other sources go on, the gateway's waits for the next run.
    expect(await runReconciliation(failing, day, (error) => errors.push(error))).toMatchObject({
      'gateway-settlement': 'failed',
      'payout-report': 'reconciled',
    });
    expect(errors).toHaveLength(1);
    expect((await kit.balances(b.loan.lenderId))['gateway-suspense']).toBe(500_00);

    const report = () => {
      throw new Error('no failure expected');
    };
    await Promise.all([
      runReconciliation(ctx.t.deps, day, report),
      runReconciliation(ctx.t.deps, day, report),
    ]);
    const once = await kit.written();
    await kit.reconcile(day, '08:00');
    expect(await kit.written()).toEqual(once);
    expect(await kit.balances(b.loan.lenderId)).toMatchObject({
      'gateway-suspense': 0,
      'disbursal-clearing': 0,
    });
    // Each part posted once under its key, for one lender.
    const keys = once.entries.map((entry) => entry.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => /^settlement:[a-z-]+:[^:]+:\d+$/.test(key))).toBe(true);
  });

  it('clears NACH suspense of the debits confirmed on a day', async () => {
    const sweep = () =>
      resumeDisbursals(ctx.t.deps, (error) => {
        throw error;
      });
    const loan = await findLoan(ctx.t.deps.db, loanId);
    const first = loan && (await positionOf(ctx.t.deps.db, loan)).schedule[0];
    if (!first) throw new Error('no schedule');
    const eve = addDays(first.dueDate, -1);
    kit.clockTo(first.dueDate, '01:00');
    await runCloseOfBusiness(ctx.t.deps, eve);
    await sweep();
    const [presented] = await ctx.t.deps.db.select().from(loanDebits).where(eq(loanDebits.loanId, loanId));
    if (!presented) throw new Error('no debit presented');
    const day = presented.chargeDate as IsoDate;
    kit.clockTo(day, '14:01');
    await kit.deliverWebhooks();
    // The other test's loan falls due the same day: its debit is confirmed with this one.
    const confirmed = await ctx.t.deps.db.select().from(loanDebits).where(eq(loanDebits.chargeDate, day));
    expect(confirmed.map((row) => row.status)).toEqual(confirmed.map(() => 'CONFIRMED'));
    const collected = confirmed.reduce((sum, row) => sum + row.amountPaise, 0);
    const bankBefore = (await kit.balances(lenderId)).bank!;
    expect((await kit.balances(lenderId))['nach-suspense']).toBe(collected);

    expect(await kit.reconcile(day)).toMatchObject({ 'nach-settlement': 'reconciled' });
    expect(await kit.balances(lenderId)).toMatchObject({ 'nach-suspense': 0, bank: bankBefore + collected });
    const parts = (await kit.written()).reports.filter((report) => report.source === 'nach-settlement');
    expect(parts.map((part) => [part.reportDate, part.lenderId, part.total, part.lines.length])).toEqual([
      [day, lenderId, collected, confirmed.length],
    ]);
  });

  it('goes over the week before on its first run after a start, for the days a stopped server missed', async () => {
    const day = kit.nextDay();
    const b = await kit.paidOut();
    kit.clockTo(addDays(day, 3), '10:00');
    const done = new Set<string>();
    await reconcileEndedDays(
      ctx.t.deps,
      done,
      (error) => {
        throw error;
      },
      catchUpDays,
    );
    expect(done.has(`payout-report:${day}`)).toBe(true);
    const parts = (await kit.written()).reports.filter((report) =>
      report.reference.startsWith(`payouts-${day}:`),
    );
    expect(parts.map((part) => part.lenderId)).toEqual([b.loan.lenderId]);
    expect((await kit.balances(b.loan.lenderId))['disbursal-clearing']).toBe(0);
  });
});
