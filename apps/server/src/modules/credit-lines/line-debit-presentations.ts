import { isoDate } from '@kredo/domain/calendar-date';
import { billUnpaid } from '@kredo/domain/credit-line-billing';
import { earliestChargeDate } from '@kredo/domain/nach-collection';
import { addDays } from '@kredo/domain/working-days';
import { and, asc, eq, isNotNull, isNull, lt, lte, ne } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { documentLanguageOf } from '../loans/loan-document-sources.ts';
import { preDebitNotice, sendBounceNotice } from '../loans/nach-notices.ts';
import { debitMandateOfOpportunity } from '../mandates/opportunity-nach.ts';
import { findUserById } from '../users/users.service.ts';
import { billsOf, findCreditLine } from './credit-line-records.ts';
import { creditLineDebits } from './credit-lines.schema.ts';
import { applyLineDebitStatus, laterOf, type LineDebitRow } from './line-debits.ts';

/**
 * A bill's NACH debit from its filing to its presentation: the pre-debit notice, then the debit
 * presented for what is owed the day before its charge date; and the sweep that asks the service
 * about debits past their date unanswered. What an answer does is line-debits.ts's.
 */

type Deps = Pick<AppDeps, 'db' | 'database' | 'clock' | 'mandate' | 'notifier'>;

/**
 * The pre-debit notice (RBI e-mandate framework), once, at least a day before the charge date, for
 * the amount the debit will ask at most (`amountToPresent` now, arrears included): the debit never
 * takes more than its notice said. Its charge date moves to the first one the notice allows.
 */
async function sendNotice(deps: Deps, row: LineDebitRow) {
  const line = await findCreditLine(deps.db, row.lineId);
  const user = line && (await findUserById(deps.db, line.userId));
  if (!line || !user?.mobile) return;
  const mandate = await debitMandateOfOpportunity(deps, line.opportunityId);
  const amount = await amountToPresent(deps, row, mandate?.maxAmount ?? Number.MAX_SAFE_INTEGER);
  const notified = amount ?? row.amountPaise;
  const chargeDate = laterOf(isoDate(row.chargeDate), earliestChargeDate(deps.clock.now()));
  if (notified > 0)
    await deps.notifier.send({
      channel: 'sms',
      to: user.mobile,
      template: 'pre-debit-notice',
      text: preDebitNotice(
        notified,
        chargeDate,
        line.lenderLoanAcctId,
        await documentLanguageOf(deps.db, line),
      ),
    });
  await deps.db
    .update(creditLineDebits)
    .set({ noticeSentAt: deps.clock.now(), chargeDate, amountPaise: notified })
    .where(and(eq(creditLineDebits.id, row.id), eq(creditLineDebits.status, 'FILING')));
}

/**
 * What a debit asks for. A bill's first debit: the bill's unpaid amount with the arrears of the
 * bills before it (a bounce never stops collection), less what other debits of the line have in
 * flight, within the mandate's maximum. A re-presentation: what its own bill still asks. Null when
 * the bill alone is above the maximum.
 */
async function amountToPresent(deps: Deps, row: LineDebitRow, maxAmount: number): Promise<number | null> {
  const bills = await billsOf(deps.db, row.lineId);
  const own = bills.find((each) => each.billNumber === row.billNumber);
  const ownUnpaid = own ? billUnpaid(own) : 0;
  if (ownUnpaid > maxAmount) return null;
  if (row.attempt > 1) return ownUnpaid;
  const owed = bills
    .filter((each) => each.billNumber <= row.billNumber)
    .reduce((sum, each) => sum + billUnpaid(each), 0);
  const inFlight = await deps.db
    .select({ amount: creditLineDebits.amountPaise })
    .from(creditLineDebits)
    .where(
      and(
        eq(creditLineDebits.lineId, row.lineId),
        eq(creditLineDebits.status, 'PRESENTED'),
        ne(creditLineDebits.id, row.id),
      ),
    );
  const presented = inFlight.reduce((sum, each) => sum + each.amount, 0);
  return Math.min(Math.max(0, owed - presented), maxAmount);
}

/**
 * A bill's first debit takes the arrears of the bills before it: their re-presentations still
 * filed are cancelled, so the same arrears are never presented twice.
 */
async function cancelEarlierRepresentations(deps: Deps, row: LineDebitRow) {
  if (row.attempt > 1) return;
  await deps.db
    .update(creditLineDebits)
    .set({
      status: 'CANCELLED',
      reasonCode: 'TAKEN_BY_NEXT',
      reasonText: `Presented with bill ${row.billNumber}`,
    })
    .where(
      and(
        eq(creditLineDebits.lineId, row.lineId),
        eq(creditLineDebits.status, 'FILING'),
        isNull(creditLineDebits.presentingAt),
        lt(creditLineDebits.billNumber, row.billNumber),
      ),
    );
}

/**
 * Presents a noticed debit from the day before its charge date, for what is owed then and never
 * more than its notice said (paid meanwhile: cancelled; partly paid: the rest). Its amount and
 * date are fixed before the service is asked, so a retry after a lost answer asks the same. A
 * sweep that was down past the charge date presents for the next day. No active mandate, a bill
 * above its maximum, or a refusal by the service sets it aside as REJECTED for operations; an
 * outage leaves it FILING.
 */
async function presentDebit(deps: Deps, row: LineDebitRow) {
  const line = await findCreditLine(deps.db, row.lineId);
  if (!line) return;
  const filing = and(eq(creditLineDebits.id, row.id), eq(creditLineDebits.status, 'FILING'));
  const setAside = (status: string, reasonCode: string, reasonText: string) =>
    deps.db.update(creditLineDebits).set({ status, reasonCode, reasonText }).where(filing);
  const mandate = await debitMandateOfOpportunity(deps, line.opportunityId);
  if (!mandate) return void (await setAside('REJECTED', 'NO_MANDATE', 'No active mandate'));
  let request = { amount: row.amountPaise, chargeDate: isoDate(row.chargeDate) };
  if (!row.presentingAt) {
    const owed = await amountToPresent(deps, row, mandate.maxAmount);
    if (owed === null)
      return void (await setAside('REJECTED', 'ABOVE_MANDATE', 'Above the mandate’s maximum amount'));
    if (owed === 0) {
      // Owed nothing of its own: cancelled. Its bill covered by another debit in flight: later.
      const own = (await billsOf(deps.db, row.lineId)).find((each) => each.billNumber === row.billNumber);
      if (!own || billUnpaid(own) === 0)
        await setAside('CANCELLED', 'PAID', 'Nothing owed on the charge date');
      return;
    }
    const tomorrow = addDays(isoDate(deps.clock.businessDate()), 1);
    request = {
      amount: Math.min(owed, row.amountPaise),
      chargeDate: laterOf(isoDate(row.chargeDate), tomorrow),
    };
    await cancelEarlierRepresentations(deps, row);
    await deps.db
      .update(creditLineDebits)
      .set({ presentingAt: deps.clock.now(), amountPaise: request.amount, chargeDate: request.chargeDate })
      .where(filing);
  }
  try {
    const created = await deps.mandate.createDebit({
      reference: row.reference,
      providerMandateId: mandate.providerMandateId,
      amount: request.amount,
      chargeDate: request.chargeDate,
      description: `Bill ${row.billNumber} ${line.lenderLoanAcctId}`,
    });
    await deps.db
      .update(creditLineDebits)
      .set({ status: 'PRESENTED', providerDebitId: created.debitId, chargeDate: created.chargeDate })
      .where(filing);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'VALIDATION_FAILED' || error.code === 'CONFLICT'))
      return void (await setAside('REJECTED', 'REFUSED', error.message.slice(0, 200)));
    throw error;
  }
}

/**
 * Tells the borrower a bill's debit was not made (returned by the bank or refused), with the
 * bounce charge when this answer levied it, as a term loan's borrower is told.
 */
export async function tellOfLineBounce(
  deps: Pick<AppDeps, 'db' | 'notifier'>,
  reference: string,
  charged: boolean,
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(creditLineDebits)
    .where(eq(creditLineDebits.reference, reference));
  const line = row && (await findCreditLine(deps.db, row.lineId));
  if (row && line) await sendBounceNotice(deps, line, row, charged);
}

/** The sweep's NACH work for bills: notices, then presentations, then debits past their date unanswered. */
export async function collectLineBills(deps: Deps, report: (error: unknown) => void): Promise<void> {
  // One instance at a time: two at once would both send a notice and both present a debit.
  await deps.database.tryExclusive('line-nach-debits', () => collectUnderLock(deps, report));
}

async function collectUnderLock(deps: Deps, report: (error: unknown) => void): Promise<void> {
  const unnoticed = await deps.db
    .select()
    .from(creditLineDebits)
    .where(and(eq(creditLineDebits.status, 'FILING'), isNull(creditLineDebits.noticeSentAt)))
    .orderBy(
      asc(creditLineDebits.chargeDate),
      asc(creditLineDebits.billNumber),
      asc(creditLineDebits.attempt),
    )
    .limit(200);
  for (const row of unnoticed) await sendNotice(deps, row).catch(report);
  const noticed = await deps.db
    .select()
    .from(creditLineDebits)
    .where(
      and(
        eq(creditLineDebits.status, 'FILING'),
        isNotNull(creditLineDebits.noticeSentAt),
        lte(creditLineDebits.chargeDate, addDays(isoDate(deps.clock.businessDate()), 1)),
      ),
    )
    .orderBy(
      asc(creditLineDebits.chargeDate),
      asc(creditLineDebits.billNumber),
      asc(creditLineDebits.attempt),
    )
    .limit(200);
  for (const row of noticed) await presentDebit(deps, row).catch(report);
  const quiet = await deps.db
    .select()
    .from(creditLineDebits)
    .where(
      and(
        eq(creditLineDebits.status, 'PRESENTED'),
        lt(creditLineDebits.chargeDate, deps.clock.businessDate()),
      ),
    )
    .limit(200);
  for (const row of quiet) {
    if (!row.providerDebitId) continue;
    try {
      const status = await deps.mandate.fetchDebit(row.providerDebitId);
      const outcome = await deps.db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(creditLineDebits)
          .where(eq(creditLineDebits.id, row.id))
          .for('update');
        return locked ? applyLineDebitStatus(deps, tx, locked, status) : 'ignored';
      });
      if (outcome === 'returned' || outcome === 'refused')
        await tellOfLineBounce(deps, row.reference, outcome === 'returned');
    } catch (error) {
      report(error);
    }
  }
}
