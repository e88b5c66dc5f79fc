import { randomUUID } from 'node:crypto';

import { reconciliationPaths, type ReconciliationBreak } from '@kredo/contract/reconciliation';
import { addDays } from '@kredo/domain/working-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { SandboxPaymentGatewayService } from '../../providers/payment-gateway/sandbox.ts';
import { payAtCheckout } from '../../providers/payment-gateway/sandbox-checkout.ts';
import { sandboxPgPayments } from '../../providers/payment-gateway/sandbox.schema.ts';
import { auditLog } from '../audit/audit.schema.ts';
import { reconciliationBreaks } from '../ledger/ledger.schema.ts';
import { loanPayments } from '../loans/loan-payments.schema.ts';
import { operations, underwriter } from '../staff/staff-test-kit.ts';
import { settlementLineOf } from '../../providers/payment-gateway/sandbox-settlement-report.ts';
import { reconcileEndedDays } from './reconciliation-clock.ts';
import { settleReport } from './settle-report.ts';
import { specOf } from './settlement-sources.ts';
import { settlementTestKit } from './settlement-test-kit.ts';

describe('reconciliation breaks', () => {
  const ctx = {} as { t: TestApp };
  const kit = settlementTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const list = async (query = '', headers?: Record<string, string>) =>
    ctx.t.app.inject({
      url: `${reconciliationPaths.breaks}${query}`,
      headers: headers ?? (await kit.desk.staffHeaders(operations.email)),
    });
  const openBreaks = async (query = '') =>
    (await list(query)).json<{ breaks: ReconciliationBreak[] }>().breaks;
  const resolve = async (breakId: string, payload: object, headers?: Record<string, string>) =>
    ctx.t.app.inject({
      method: 'POST',
      url: reconciliationPaths.resolve.replace(':breakId', breakId),
      headers: headers ?? (await kit.desk.staffHeaders(operations.email)),
      payload,
    });
  const gatewayPaymentOf = async (paymentId: string) =>
    (await ctx.t.deps.db.select().from(loanPayments).where(eq(loanPayments.id, paymentId)))[0]
      ?.gatewayPaymentId ?? '';
  const failOnReport = (error: unknown) => {
    throw error;
  };

  it("records each break of a day's gateway settlement once, leaving what was not settled in suspense", async () => {
    const day = kit.nextDay();
    const b = await kit.paidOut();
    const unsettled = await kit.paidByGateway(b.headers, b.loan.id, 300_00, 'unsettled@upi');
    const shortPaid = await kit.paidByGateway(b.headers, b.loan.id, 400_00, 'short@upi');
    const altered = await gatewayPaymentOf(await kit.paidByGateway(b.headers, b.loan.id, 500_00));
    // The gateway's own record of one payment says another amount.
    await ctx.t.deps.db
      .update(sandboxPgPayments)
      .set({ amount: 499_00 })
      .where(eq(sandboxPgPayments.id, altered));
    // A payment on a link we never made: the gateway settles money we do not hold.
    const gateway = ctx.t.deps.sandboxPaymentGateway as SandboxPaymentGatewayService;
    const stranger = await gateway.createPaymentLink({
      reference: `stranger-${randomUUID().slice(0, 8)}`,
      amount: 250_00,
      description: 'Not ours',
      customer: { name: 'Somebody Else', mobile: '9812345670', email: null },
      callbackUrl: 'http://localhost/',
      expireBy: new Date(ctx.t.deps.clock.nowMs() + 86_400_000),
    });
    const paid = await payAtCheckout(gateway.checkout, stranger.linkId, {
      method: 'upi',
      vpa: 'success@upi',
    });
    if (paid.state !== 'accepted') throw new Error(paid.state);

    await kit.reconcile(day);
    await kit.reconcile(day, '07:30');
    const found = (await kit.written()).breaks.filter((row) => row.source === 'gateway-settlement');
    const lines = { 400_00: 400_00 - 8_00 - 1_44, 499_00: 499_00 - 9_98 - 1_80, 250_00: 250_00 - 5_00 - 90 };
    expect(
      found.map((row) => [row.kind, row.businessDate, row.lenderId, row.expected, row.actual]).sort(),
    ).toEqual([
      ['amount-mismatch', day, b.loan.lenderId, 500_00, 499_00],
      ['missing-line', day, b.loan.lenderId, 300_00, null],
      [
        'short-settlement',
        day,
        b.loan.lenderId,
        lines[400_00] + lines[499_00] + lines[250_00],
        lines[400_00] + lines[499_00] + lines[250_00] - 100_00,
      ],
      ['unknown-line', day, null, null, 250_00],
    ]);
    expect(found.find((row) => row.kind === 'missing-line')?.reference).toBe(unsettled);
    expect(found.find((row) => row.kind === 'amount-mismatch')?.reference).toBe(altered);
    // Only the matched payment is settled, and Rs 100 short of it: that stays owed by the gateway.
    expect((await kit.balances(b.loan.lenderId))['gateway-suspense']).toBe(300_00 + 500_00 + 100_00);

    const listed = await openBreaks('?source=gateway-settlement');
    expect(listed.map((row) => row.id).sort()).toEqual(found.map((row) => row.id).sort());
    const all = await openBreaks();
    expect(all.map((row) => row.foundAt)).toEqual([...all.map((row) => row.foundAt)].sort().reverse());
    expect((await list('?source=somewhere')).statusCode).toBe(400);

    // A later settlement lists the payment left out, and again one already settled.
    const lineOf = async (paymentId: string, amount: number) => {
      const line = settlementLineOf({ id: await gatewayPaymentOf(paymentId), reference: paymentId, amount });
      return { ...line, providerId: line.paymentId };
    };
    const later = [await lineOf(unsettled, 300_00), await lineOf(shortPaid, 400_00)];
    const spec = specOf('gateway-settlement');
    if (!spec) throw new Error('no gateway source');
    await settleReport(ctx.t.deps, spec, {
      reference: 'setl_LaterSettlement1',
      businessDate: addDays(day, 1),
      settledOn: addDays(day, 2),
      utr: '512345678901',
      lines: later,
      total: later.reduce((sum, line) => sum + line.net, 0),
    });
    expect((await kit.balances(b.loan.lenderId))['gateway-suspense']).toBe(500_00 + 100_00);
    const again = (await kit.written()).breaks.find(
      (row) => row.kind === 'unknown-line' && row.reference === later[1]?.providerId,
    );
    expect(again).toMatchObject({ businessDate: addDays(day, 1), actual: 400_00 });
    expect(again?.detail).toMatchObject({ alreadySettled: true });
  });

  it('records a late file past the cut-off, asks again each minute and resolves it once the file comes', async () => {
    const day = kit.nextDay();
    await kit.paidOut('50100000010007');
    const done = new Set<string>();
    kit.clockTo(addDays(day, 1), '07:00');
    await reconcileEndedDays(ctx.t.deps, done, failOnReport);
    expect([...done].sort()).toEqual([`gateway-settlement:${day}`, `nach-settlement:${day}`]);
    const lateOf = async () =>
      (await kit.written()).breaks.filter((row) => row.kind === 'late-file' && row.businessDate === day);
    expect(await lateOf()).toEqual([]);

    kit.clockTo(addDays(day, 1), '12:00');
    await reconcileEndedDays(ctx.t.deps, done, failOnReport);
    kit.clockTo(addDays(day, 1), '12:01');
    await reconcileEndedDays(ctx.t.deps, done, failOnReport);
    const [late] = await lateOf();
    expect(late).toMatchObject({
      source: 'payout-report',
      resolvedAt: null,
      reference: `daily-report:${day}`,
    });
    expect((await lateOf()).length).toBe(1);
    expect((await openBreaks('?source=payout-report')).map((row) => row.id)).toContain(late?.id);

    // The next day the late day is still asked for, besides the day that has just ended.
    kit.clockTo(addDays(day, 2), '00:30');
    await reconcileEndedDays(ctx.t.deps, done, failOnReport);
    const [resolved] = await lateOf();
    expect(resolved?.resolvedAt).not.toBeNull();
    expect(resolved?.resolution).toMatch(/^The report came on /);
    expect(done.has(`payout-report:${day}`)).toBe(true);
    expect((await openBreaks()).map((row) => row.id)).not.toContain(late?.id);
  });

  it('resolves a break with a note, audited, once; only staff who may view the ledger', async () => {
    const [recorded] = await ctx.t.deps.db
      .insert(reconciliationBreaks)
      .values({
        id: randomUUID(),
        source: 'ledger-balance',
        kind: 'balance-difference',
        lenderId: 176,
        businessDate: kit.today(),
        reference: 'account:999999',
        expected: 10_000,
        actual: 10_100,
        foundAt: ctx.t.deps.clock.now(),
      })
      .returning();
    if (!recorded) throw new Error('no break');
    expect((await openBreaks('?source=ledger-balance'))[0]).toMatchObject({
      id: recorded.id,
      kind: 'balance-difference',
      expected: 10_000,
      actual: 10_100,
      unit: 'INR',
    });

    const b = await kit.paidOut();
    for (const headers of [b.headers, {}]) {
      expect((await list('', headers)).statusCode).toBe(401);
      expect((await resolve(recorded.id, { note: 'Checked' }, headers)).statusCode).toBe(401);
    }
    const underwriterHeaders = await kit.desk.staffHeaders(underwriter.email);
    expect((await list('', underwriterHeaders)).statusCode).toBe(403);
    expect((await resolve(recorded.id, { note: 'Checked' }, underwriterHeaders)).statusCode).toBe(403);
    expect((await resolve(recorded.id, { note: ' ' })).statusCode).toBe(400);
    expect((await resolve(randomUUID(), { note: 'Checked' })).statusCode).toBe(404);

    const done = await resolve(recorded.id, { note: 'Posting of 14 March corrected by hand' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id: recorded.id,
      resolution: 'Posting of 14 March corrected by hand',
    });
    expect(done.json<ReconciliationBreak>().resolvedAt).not.toBeNull();
    expect((await openBreaks()).map((row) => row.id)).not.toContain(recorded.id);
    const again = await resolve(recorded.id, { note: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This break was already resolved' });

    const audited = await ctx.t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'RESOLVE_RECONCILIATION_BREAK'));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.details).toMatchObject({
      breakId: recorded.id,
      source: 'ledger-balance',
      kind: 'balance-difference',
      note: 'Posting of 14 March corrected by hand',
    });
  });
});
