import type { RepaymentOptions } from '@kredo/contract/loan-payments';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { advanceCover } from '@kredo/domain/advance-cover';
import { foreclosureQuote, type ForeclosureQuote } from '@kredo/domain/loan-foreclosure';
import { basisPoints, paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';
import { and, between, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import type { LoanRow } from './loan-opening.ts';
import { duesOn, positionOf, type LoanPosition } from './loan-position.ts';
import { loanDebits } from './loans.schema.ts';
import { coolingOffQuoteOf } from './cooling-off-quote.ts';
import { instalmentsInCollection, prepaymentOptionsOf } from './prepayment-options.ts';

/** The lenders' foreclosure charge: nil (KFS: 'the loan may be repaid early at any time without a charge'). */
export const foreclosureChargeRate = basisPoints(0);

export const quoteOf = (position: LoanPosition, asOf: IsoDate): ForeclosureQuote =>
  foreclosureQuote({
    schedule: position.schedule,
    disbursalDate: isoDate(position.loan.disbursalDate),
    dues: position.dues,
    advance: position.advance,
    asOf,
    foreclosureChargeRate,
  });

/**
 * The next instalment not yet due that the advance held does not cover in full, for what is left
 * of it (the advance is spent oldest first, as the close of business applies it); null after the last.
 */
function nextEmiOf(position: LoanPosition, today: IsoDate) {
  const cover = new Map(
    advanceCover(position.dues, position.advance).map((c) => [c.instalmentNumber, c] as const),
  );
  for (const due of position.dues) {
    if (due.dueDate <= today || due.unpaid.principal + due.unpaid.interest <= 0) continue;
    const left =
      (cover.get(due.instalmentNumber)?.unpaid ?? 0) - (cover.get(due.instalmentNumber)?.advance ?? 0);
    if (left > 0) return { amount: paise(left), dueDate: due.dueDate };
  }
  return null;
}

/** Whether a NACH debit is being presented within the next two days (spec 001 §4.9's window). */
async function presentationInProcess(db: Db, loanId: string, today: IsoDate): Promise<boolean> {
  const rows = await db
    .select({ id: loanDebits.id })
    .from(loanDebits)
    .where(
      and(
        eq(loanDebits.loanId, loanId),
        inArray(loanDebits.status, ['SCHEDULED', 'FILING', 'PRESENTED']),
        between(loanDebits.chargeDate, today, addDays(today, 2)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** What the borrower may pay on `today`: dues, the next EMI, the day's foreclosure quote, a part prepayment. */
export async function repaymentOptionsOf(db: Db, loan: LoanRow, today: IsoDate): Promise<RepaymentOptions> {
  const position = await positionOf(db, loan);
  const quote = quoteOf(position, today);
  const charges = quote.overdue.penal + quote.overdue.fees + quote.foreclosureCharge;
  return {
    loanId: loan.id,
    lenderLoanAcctId: loan.lenderLoanAcctId,
    dues: paise(Math.max(0, duesOn(position, today) - position.advance)),
    nextEmi: nextEmiOf(position, today),
    foreclosure: {
      total: quote.total,
      principal: paise(quote.overdue.principal + quote.principalNotDue),
      interest: paise(quote.overdue.interest + quote.interestAccrued),
      charges: paise(charges),
      advance: quote.advance,
      validOn: quote.validOn,
    },
    advance: position.advance,
    nachPresentationInProcess: await presentationInProcess(db, loan.id, today),
    duesBreakdown: {
      principal: quote.overdue.principal,
      interest: quote.overdue.interest,
      penal: quote.overdue.penal,
      bounce: quote.overdue.fees,
    },
    coolingOff: coolingOffQuoteOf(loan, today),
    prepayment: prepaymentOptionsOf(position, today, await instalmentsInCollection(db, loan.id)),
  };
}
