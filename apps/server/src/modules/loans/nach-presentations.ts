import { formatRupees, paise } from '@kredo/domain/money';
import { bounceCharge, standardChargePolicy } from '@kredo/domain/loan-charges';
import { credit, debit } from '@kredo/domain/ledger';
import { indianDate, isoDate } from '@kredo/domain/calendar-date';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DebitStatus, DebitWebhookEvent } from '../../providers/mandate/index.ts';
import { postEntry } from '../ledger/ledger.service.ts';
import { debitMandateOfOpportunity } from '../mandates/opportunity-nach.ts';
import { findUserById } from '../users/users.service.ts';
import { findLoan, lockLoan } from './loan-position.ts';
import { debitWebhookReceipts, loanDebits } from './loans.schema.ts';
import { applyAdvance, postReceipt, settleAfterPayment } from './receipts.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mandate' | 'notifier'>;
type DebitRow = typeof loanDebits.$inferSelect;

/** The pre-debit notice (RBI e-mandate framework): amount, date and the mandate, before each debit. */
export const preDebitNotice = (amount: number, date: string, account: string) =>
  `Kredo: Rs ${formatRupees(paise(amount), { symbol: false })} for loan ${account} will be debited from your bank account through NACH on ${date}. Keep sufficient balance to avoid charges.`;
export const bounceNotice = (amount: number, account: string, reason: string, charge: number) =>
  `Kredo: your NACH debit of Rs ${formatRupees(paise(amount), { symbol: false })} for loan ${account} was returned (${reason}). A bounce charge of Rs ${formatRupees(paise(charge), { symbol: false })} applies. Please pay your dues in the app.`;

/**
 * Sends the debits the close of business filed: each to the mandate service under its own
 * reference (a retry finds the same debit), with the pre-debit notice to the borrower once. A loan
 * with no active mandate, or a debit the service refuses, is set aside as REJECTED with the reason,
 * and the borrower pays by the gateway.
 */
export async function presentFiledDebits(deps: Deps, report: (error: unknown) => void): Promise<number> {
  const filed = await deps.db
    .select()
    .from(loanDebits)
    .where(eq(loanDebits.status, 'FILING'))
    .orderBy(asc(loanDebits.chargeDate))
    .limit(200);
  for (const row of filed) await presentDebit(deps, row).catch(report);
  return filed.length;
}

async function presentDebit(deps: Deps, row: DebitRow): Promise<void> {
  const loan = await findLoan(deps.db, row.loanId);
  if (!loan) return;
  const mandate = await debitMandateOfOpportunity(deps, loan.opportunityId);
  const setAside = (reasonText: string) =>
    deps.db
      .update(loanDebits)
      .set({ status: 'REJECTED', reasonCode: 'NO_MANDATE', reasonText })
      .where(and(eq(loanDebits.id, row.id), eq(loanDebits.status, 'FILING')));
  if (!mandate) return void (await setAside('No active mandate'));
  if (row.amountPaise > mandate.maxAmount) return void (await setAside('Above the mandate’s maximum amount'));
  try {
    const created = await deps.mandate.createDebit({
      reference: row.reference,
      providerMandateId: mandate.providerMandateId,
      amount: row.amountPaise,
      chargeDate: row.chargeDate,
      description: `EMI ${row.instalmentNumber} ${loan.lenderLoanAcctId}`,
    });
    await deps.db
      .update(loanDebits)
      .set({ status: 'PRESENTED', providerDebitId: created.debitId, chargeDate: created.chargeDate })
      .where(and(eq(loanDebits.id, row.id), eq(loanDebits.status, 'FILING')));
  } catch (error) {
    if (error instanceof AppError && (error.code === 'VALIDATION_FAILED' || error.code === 'CONFLICT'))
      return void (await setAside(error.message.slice(0, 200)));
    throw error; // an outage: the row stays FILING and the next pass tries again under the same reference
  }
  if (row.noticeSentAt) return;
  const user = await findUserById(deps.db, loan.userId);
  if (!user?.mobile) return;
  await deps.notifier.send({
    channel: 'sms',
    to: user.mobile,
    template: 'pre-debit-notice',
    text: preDebitNotice(row.amountPaise, row.chargeDate, loan.lenderLoanAcctId),
  });
  await deps.db.update(loanDebits).set({ noticeSentAt: deps.clock.now() }).where(eq(loanDebits.id, row.id));
}

/**
 * Applies a debit's outcome to its locked presentation, once: confirmed is a receipt into NACH
 * suspense (key of the debit's reference); returned or rejected levies the bounce charge with its
 * GST on the instalment (key of the reference too) and tells the borrower. Answers what it did.
 */
async function applyDebitStatus(deps: Deps, tx: Db, row: DebitRow, status: DebitStatus): Promise<string> {
  if (row.status !== 'PRESENTED') return 'stale';
  const now = deps.clock.now();
  const loan = await lockLoan(tx, row.loanId);
  if (!loan) return 'ignored';
  if (status.status === 'confirmed') {
    const day = indianDate(status.settledAt);
    await postReceipt(
      tx,
      loan,
      {
        idempotencyKey: `nach:${row.reference}`,
        source: 'nach',
        amount: paise(row.amountPaise),
        businessDate: day,
        narration: `NACH debit for instalment ${row.instalmentNumber}`,
      },
      now,
    );
    await tx
      .update(loanDebits)
      .set({ status: 'CONFIRMED', settledAt: status.settledAt })
      .where(eq(loanDebits.id, row.id));
    return 'credited';
  }
  if (status.status === 'returned' || status.status === 'rejected') {
    const day = isoDate(deps.clock.businessDate());
    const { charge, gst } = bounceCharge(standardChargePolicy);
    const at = { loanId: loan.id, instalmentNumber: row.instalmentNumber };
    await postEntry(
      tx,
      {
        idempotencyKey: `bounce:${row.reference}`,
        lenderId: loan.lenderId,
        kind: 'bounce-charge',
        businessDate: day,
        narration: `NACH debit returned (${status.reasonCode} ${status.reasonText}): bounce charge`,
        loanId: loan.id,
        lines: [
          debit('fees-receivable', paise(charge + gst), at),
          credit('fee-income', charge, { loanId: loan.id }),
          credit('gst-payable', gst, { loanId: loan.id }),
        ],
      },
      now,
    );
    await tx
      .update(loanDebits)
      .set({
        status: status.status === 'returned' ? 'RETURNED' : 'REJECTED',
        reasonCode: status.reasonCode,
        reasonText: status.reasonText,
        settledAt: now,
      })
      .where(eq(loanDebits.id, row.id));
    await applyAdvance(tx, loan, `bounce:${row.reference}:advance`, day, now);
    await settleAfterPayment(tx, loan, day);
    return 'returned';
  }
  return 'ignored';
}

/** A debit's webhook (verified by the caller): recorded by its event id with its effect, once. */
export async function receiveDebitEvent(
  deps: Deps,
  event: DebitWebhookEvent,
): Promise<{ duplicate: boolean; outcome: string }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(debitWebhookReceipts)
      .values({ eventId: event.eventId, receivedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (recorded.length === 0) return null;
    const [row] = await tx
      .select()
      .from(loanDebits)
      .where(eq(loanDebits.reference, event.reference))
      .for('update');
    if (!row) return 'unknown-debit';
    return applyDebitStatus(deps, tx, row, event);
  });
  if (outcome === null) return { duplicate: true, outcome: 'duplicate' };
  if (outcome === 'returned') await tellOfBounce(deps, event.reference).catch(() => undefined);
  return { duplicate: false, outcome };
}

async function tellOfBounce(deps: Deps, reference: string) {
  const [row] = await deps.db.select().from(loanDebits).where(eq(loanDebits.reference, reference));
  const loan = row && (await findLoan(deps.db, row.loanId));
  const user = loan && (await findUserById(deps.db, loan.userId));
  if (!row || !loan || !user?.mobile) return;
  const { charge, gst } = bounceCharge(standardChargePolicy);
  await deps.notifier.send({
    channel: 'sms',
    to: user.mobile,
    template: 'nach-bounce',
    text: bounceNotice(
      row.amountPaise,
      loan.lenderLoanAcctId,
      row.reasonText ?? row.reasonCode ?? 'returned',
      charge + gst,
    ),
  });
}

/** Presented debits past their charge date with no answer: the sweep asks the status API. */
export async function settleQuietDebits(deps: Deps, report: (error: unknown) => void): Promise<void> {
  const today = deps.clock.businessDate();
  const rows = await deps.db
    .select()
    .from(loanDebits)
    .where(and(inArray(loanDebits.status, ['PRESENTED']), lt(loanDebits.chargeDate, today)))
    .limit(200);
  for (const row of rows) {
    if (!row.providerDebitId) continue;
    try {
      const status = await deps.mandate.fetchDebit(row.providerDebitId);
      const outcome = await deps.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(loanDebits).where(eq(loanDebits.id, row.id)).for('update');
        return locked ? applyDebitStatus(deps, tx, locked, status) : 'ignored';
      });
      if (outcome === 'returned') await tellOfBounce(deps, row.reference);
    } catch (error) {
      report(error);
    }
  }
}
