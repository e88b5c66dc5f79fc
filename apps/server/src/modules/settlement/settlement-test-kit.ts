import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { eq } from 'drizzle-orm';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { journalEntries, providerReports, reconciliationBreaks } from '../ledger/ledger.schema.ts';
import { trialBalanceOf } from '../ledger/ledger.service.ts';
import { loansTestKit } from '../loans/loans-test-kit.ts';
import { runReconciliation, type ReconciliationDeps } from './reconciliation.service.ts';

type Headers = Record<string, string>;

/** Loans paid out, paid by the gateway and by NACH, then reconciled, for settlement tests. */
export function settlementTestKit(ctx: { t: TestApp }) {
  const kit = loansTestKit(ctx);
  const db = () => ctx.t.deps.db;
  const today = () => isoDate(ctx.t.deps.clock.businessDate());

  /** The clock to 10:00 India time on the day after its own: a day no earlier test touched. */
  function nextDay(): IsoDate {
    const day = addDays(today(), 1);
    kit.clockTo(day, '10:00');
    return day;
  }

  /** A loan paid out now (its payout processed), to an account ending as given if given. */
  async function paidOut(disbursalAccountNumber?: string) {
    const b = await kit.disbursed(disbursalAccountNumber ? { disbursalAccountNumber } : {});
    const loan = await kit.loanOf(b.disbursalId);
    return { ...b, loan };
  }

  /** A payment of `amount` paise on the loan, captured now at the gateway with `vpa` and credited. */
  async function paidByGateway(headers: Headers, loanId: string, amount: number, vpa = 'success@upi') {
    const made = await kit.borrowerPayments.pay(headers, { loanId, purpose: 'AMOUNT', amount });
    if (made.statusCode !== 200) throw new Error(`pay answered ${made.statusCode}: ${made.body}`);
    const { link, paymentId } = made.json<{ link: string; paymentId: string }>();
    await kit.payAtGateway(link, { method: 'upi', vpa });
    ctx.t.deps.clock.advance(10_000);
    await kit.deliverPaymentWebhooks();
    return paymentId;
  }

  /** The reconciliation of `day` at `time` (India) the day after, any failure thrown. */
  async function reconcile(day: IsoDate, time = '07:00', deps: ReconciliationDeps = ctx.t.deps) {
    kit.clockTo(addDays(day, 1), time);
    return runReconciliation(deps, day, (error) => {
      throw error;
    });
  }

  /** The lender's balances (debits less credits) by account code. */
  async function balances(lenderId: number): Promise<Record<string, number>> {
    const rows = await trialBalanceOf(db(), { lenderId });
    return Object.fromEntries(rows.map((row) => [row.account, row.balance]));
  }

  /** What the reconciliation wrote: settlement entries, report parts and breaks. */
  async function written() {
    return {
      entries: await db().select().from(journalEntries).where(eq(journalEntries.kind, 'settlement')),
      reports: await db().select().from(providerReports),
      breaks: await db().select().from(reconciliationBreaks),
    };
  }

  return { ...kit, loans: kit, today, nextDay, paidOut, paidByGateway, reconcile, balances, written };
}
