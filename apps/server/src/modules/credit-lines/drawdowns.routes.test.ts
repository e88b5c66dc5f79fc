import { randomUUID } from 'node:crypto';

import { backOfficeCreditLinePaths } from '@kredo/contract/credit-line-servicing';
import { creditLineMessages } from '@kredo/contract/credit-lines';
import { withdrawalMessages } from '@kredo/domain/credit-line-withdrawal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { auditLog } from '../audit/audit.schema.ts';
import { accountsOwnedBy } from '../ledger/ledger-accounts.ts';
import { trialBalanceOf } from '../ledger/ledger.service.ts';
import { operations, underwriter as underwriterStaff } from '../staff/staff-test-kit.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { creditLinesTestKit } from './credit-lines-test-kit.ts';
import { creditLineDrawdowns, creditLines } from './credit-lines.schema.ts';
import { resumeCreditLines } from './drawdown-payouts.ts';

const rupees = (amount: number) => amount * 100;

describe('a credit line: opened by its mandate, drawn through the payout service (spec 001 §5, §7 kuber)', () => {
  const ctx = {} as { t: TestApp };
  const kit = creditLinesTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.loans.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const balanceOf = async (ownerId: string, code: string) => {
    const account = (await accountsOwnedBy(ctx.t.deps.db, ownerId)).find((row) => row.code === code);
    return account
      ? { posted: account.postedDebits - account.postedCredits, pendingDebits: account.pendingDebits }
      : null;
  };

  it('opens with its limit on the e-NACH registration, nothing drawn, and lists as a line', async () => {
    const b = await kit.activeLine();
    expect((await findOpportunity(ctx.t.deps.db, b.opportunityId))?.status).toBe('DISBURSED');
    const card = await kit.lineCard(b.headers, b.lineId);
    const limit = rupees(20_000);
    expect(card).toMatchObject({
      is_rloc: true,
      is_closed: false,
      is_expired: false,
      available_limit: limit,
      bills: [],
      soa_txns: [],
      due: null,
      credit_line: { limit, outstanding: 0, accruedInterest: 0, suspended: false, drawdownsInFlight: 0 },
    });
    // The processing fee waits for the first bill, with its GST.
    const detail = card.state.loan_detail.loanDetail;
    expect(card.credit_line?.unbilledCharges).toBe(detail.processingFee + detail.processingFeeGst);
    expect(detail).toMatchObject({ amount: limit, status: 'DISBURSED', minConvenienceFee: 99_00 });
    // The limit is the line's no-negative account, in the LIMIT unit, against the lender's commitments.
    expect(await balanceOf(b.lineId, 'line-available')).toEqual({ posted: -limit, pendingDebits: 0 });
    const trial = await trialBalanceOf(ctx.t.deps.db, { lenderId: b.line.lenderId });
    expect(trial.find((row) => row.account === 'undrawn-commitments')?.unit).toBe('LIMIT');
  });

  it('answers the fee of an amount, and refuses one the line cannot draw with the screen’s texts', async () => {
    const b = await kit.activeLine();
    // 0.5% of Rs 10,000 is Rs 50, under the Rs 99 minimum; GST 18% on it.
    expect((await kit.info(b.headers, b.lineId, rupees(10_000))).json()).toEqual({
      convenienceFee: 99_00,
      convenienceFeeGst: 17_82,
    });
    // The whole limit: 0.5% of Rs 20,000 is Rs 100, above the minimum.
    expect((await kit.info(b.headers, b.lineId, rupees(20_000))).json()).toEqual({
      convenienceFee: 100_00,
      convenienceFeeGst: 18_00,
    });
    const above = await kit.info(b.headers, b.lineId, rupees(20_000) + 1);
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      code: 'DRAWDOWN_REFUSED',
      message: withdrawalMessages.ABOVE_AVAILABLE_LIMIT,
    });
    const zero = await kit.info(b.headers, b.lineId, 0);
    expect(zero.json().message).toBe('Please Enter amount between 0 and ₹20,000');
    expect((await kit.info(b.headers, b.lineId, 'ten')).statusCode).toBe(400);
  });

  it('draws once for a request however often it is sent, pays out, and the line shows it', async () => {
    const b = await kit.activeLine();
    const requestId = randomUUID();
    const first = await kit.draw(b.headers, b.lineId, rupees(5_000), requestId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'PROCESSING',
      amount: rupees(5_000),
      convenienceFee: 99_00,
    });
    const again = await kit.draw(b.headers, b.lineId, rupees(5_000), requestId);
    expect(again.json().drawdownId).toBe(first.json().drawdownId);
    const other = await kit.draw(b.headers, b.lineId, rupees(6_000), requestId);
    expect(other.json()).toMatchObject({
      code: 'DRAWDOWN_REFUSED',
      message: creditLineMessages.requestReused,
    });

    // In flight: the room is held, nothing is drawn yet.
    let card = await kit.lineCard(b.headers, b.lineId);
    expect(card.available_limit).toBe(rupees(15_000));
    expect(card.credit_line?.drawdownsInFlight).toBe(rupees(5_000));
    expect(await balanceOf(b.lineId, 'line-principal')).toEqual({ posted: 0, pendingDebits: rupees(5_000) });

    await kit.loans.settlePayout();
    card = await kit.lineCard(b.headers, b.lineId);
    expect(card.available_limit).toBe(rupees(15_000));
    expect(card.credit_line).toMatchObject({ outstanding: rupees(5_000), drawdownsInFlight: 0 });
    expect(card.soa_txns).toEqual([expect.objectContaining({ amount: -rupees(5_000) })]);
    expect(await balanceOf(b.lineId, 'line-principal')).toEqual({ posted: rupees(5_000), pendingDebits: 0 });
    expect(await balanceOf(b.lineId, 'line-fees-receivable')).toEqual({
      posted: 99_00 + 17_82,
      pendingDebits: 0,
    });
    expect(await balanceOf(b.lineId, 'line-available')).toEqual({
      posted: -rupees(15_000),
      pendingDebits: 0,
    });
    const drawdowns = await ctx.t.deps.db
      .select()
      .from(creditLineDrawdowns)
      .where(eq(creditLineDrawdowns.lineId, b.lineId));
    expect(drawdowns).toHaveLength(1);
    expect(drawdowns[0]).toMatchObject({ status: 'PAID', paidOn: expect.any(String) });
  });

  it('never lets two drawdowns together spend more than the limit', async () => {
    const b = await kit.activeLine();
    const answers = await Promise.all([
      kit.draw(b.headers, b.lineId, rupees(12_000)),
      kit.draw(b.headers, b.lineId, rupees(12_000)),
      kit.draw(b.headers, b.lineId, rupees(12_000)),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422]);
    for (const refused of answers.filter((answer) => answer.statusCode === 422))
      expect(refused.json().message).toBe(withdrawalMessages.ABOVE_AVAILABLE_LIMIT);
    expect((await kit.lineCard(b.headers, b.lineId)).available_limit).toBe(rupees(8_000));
  });

  it('gives the room back when the payout fails', async () => {
    // The payout sandbox fails an account ending 0001 (docs/providers.md).
    const b = await kit.activeLine({ disbursalAccountNumber: '602099990001' });
    const drawn = await kit.draw(b.headers, b.lineId, rupees(3_000));
    expect(drawn.json().status).toBe('PROCESSING');
    await kit.loans.settlePayout();
    const [row] = await ctx.t.deps.db
      .select()
      .from(creditLineDrawdowns)
      .where(eq(creditLineDrawdowns.lineId, b.lineId));
    expect(row).toMatchObject({ status: 'FAILED', failureText: 'Beneficiary account does not exist' });
    const card = await kit.lineCard(b.headers, b.lineId);
    expect(card.available_limit).toBe(rupees(20_000));
    expect(card.soa_txns).toEqual([]);
    expect(await balanceOf(b.lineId, 'line-available')).toEqual({
      posted: -rupees(20_000),
      pendingDebits: 0,
    });
  });

  it('refuses a suspended line, an expired one, and another borrower’s', async () => {
    const b = await kit.activeLine();
    const other = await kit.activeLine();
    expect((await kit.info(other.headers, b.lineId, rupees(1_000))).statusCode).toBe(404);
    expect((await kit.draw(other.headers, b.lineId, rupees(1_000))).statusCode).toBe(404);
    expect((await kit.lineCard(b.headers, b.lineId)).loan_id).toBe(b.lineId);
    expect((await kit.listed(other.headers)).map((loan) => loan.loan_id)).not.toContain(b.lineId);

    await ctx.t.deps.db.update(creditLines).set({ suspended: true }).where(eq(creditLines.id, b.lineId));
    expect((await kit.draw(b.headers, b.lineId, rupees(1_000))).json().message).toBe(
      creditLineMessages.suspended,
    );
    await ctx.t.deps.db.update(creditLines).set({ suspended: false }).where(eq(creditLines.id, b.lineId));

    await ctx.t.deps.db
      .update(creditLines)
      .set({ expiresOn: '2020-01-31' })
      .where(eq(creditLines.id, b.lineId));
    expect((await kit.draw(b.headers, b.lineId, rupees(1_000))).json().message).toBe(
      withdrawalMessages.LINE_EXPIRED,
    );
    const card = await kit.lineCard(b.headers, b.lineId);
    expect(card).toMatchObject({ is_expired: true, available_limit: 0 });
  });

  it('asks the provider again about a drawdown whose payout was never requested', async () => {
    const b = await kit.activeLine();
    const drawn = await kit.draw(b.headers, b.lineId, rupees(2_000));
    const { drawdownId } = drawn.json<{ drawdownId: string }>();
    // As if the process stopped before the payout's answer was kept.
    await ctx.t.deps.db
      .update(creditLineDrawdowns)
      .set({ payoutId: null, payoutCheckedAt: null })
      .where(eq(creditLineDrawdowns.id, drawdownId));
    await kit.loans.settlePayout();
    await resumeCreditLines(ctx.t.deps, (error) => {
      throw error;
    });
    const [row] = await ctx.t.deps.db
      .select()
      .from(creditLineDrawdowns)
      .where(eq(creditLineDrawdowns.id, drawdownId));
    expect(row?.status).toBe('PAID');
    expect((await kit.lineCard(b.headers, b.lineId)).credit_line?.outstanding).toBe(rupees(2_000));
  });

  it('shows operations the line, and lets them suspend and resume its drawdowns, audited', async () => {
    const b = await kit.activeLine();
    await kit.draw(b.headers, b.lineId, rupees(4_000));
    await kit.loans.settlePayout();
    const ops = await kit.loans.desk.staffHeaders(operations.email);
    const url = backOfficeCreditLinePaths.line.replace(':lineId', b.lineId);
    const view = await ctx.t.app.inject({ url, headers: ops });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      lineId: b.lineId,
      limit: rupees(20_000),
      drawn: rupees(4_000),
      available: rupees(16_000),
      outstanding: rupees(4_000),
      suspended: false,
      drawdowns: [expect.objectContaining({ amount: rupees(4_000), status: 'PAID' })],
    });
    const list = await ctx.t.app.inject({ url: backOfficeCreditLinePaths.lines, headers: ops });
    expect(list.json().lines.map((line: { lineId: string }) => line.lineId)).toContain(b.lineId);
    const underwriter = await kit.loans.desk.staffHeaders(underwriterStaff.email);
    expect((await ctx.t.app.inject({ url, headers: underwriter })).statusCode).toBe(403);
    expect((await ctx.t.app.inject({ url, headers: b.headers })).statusCode).toBe(401);

    const suspend = (suspended: boolean, note: string, headers = ops) =>
      ctx.t.app.inject({
        method: 'POST',
        url: backOfficeCreditLinePaths.suspension.replace(':lineId', b.lineId),
        headers,
        payload: { suspended, note },
      });
    expect((await suspend(true, 'x')).statusCode).toBe(400);
    expect((await suspend(true, 'x', underwriter)).statusCode).toBe(403);
    const suspended = await suspend(true, 'Reported as fraud by the borrower');
    expect(suspended.json()).toMatchObject({
      suspended: true,
      suspensionNote: 'Reported as fraud by the borrower',
    });
    expect((await kit.draw(b.headers, b.lineId, rupees(1_000))).json().message).toBe(
      creditLineMessages.suspended,
    );
    expect((await kit.lineCard(b.headers, b.lineId)).credit_line?.suspended).toBe(true);
    expect((await suspend(false, 'Borrower verified')).json()).toMatchObject({
      suspended: false,
      suspensionNote: null,
    });
    expect((await kit.draw(b.headers, b.lineId, rupees(1_000))).statusCode).toBe(200);
    const actions = (await ctx.t.deps.db.select().from(auditLog))
      .filter((entry) => (entry.details as { lineId?: string }).lineId === b.lineId)
      .map((entry) => entry.action);
    expect(actions).toEqual(['SUSPEND_CREDIT_LINE', 'RESUME_CREDIT_LINE']);
  });
});
