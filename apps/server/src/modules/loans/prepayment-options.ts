import type { CreatePaymentBody, RepaymentOptions } from '@kredo/contract/loan-payments';
import { fill, messages } from '@kredo/contract/messages';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { formatMoney, paise, type Paise } from '@kredo/domain/money';
import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { duesOn, type LoanPosition } from './loan-position.ts';
import { loanDebits } from './loans.schema.ts';

/** The least any payment link takes (Rs 100), a prepayment too. */
export const minimumPaymentPaise = 100_00;

/** What a part prepayment leaves of the principal at least: paying all of it is a foreclosure. */
export const principalLeftAtLeast = paise(100);

type PrepaymentOptions = RepaymentOptions['prepayment'];

/**
 * The instalments whose NACH debit is filed or presented and not yet answered. While there is
 * one, no part prepayment is taken: the debit was filed for what was due less the advance, which
 * a prepayment would change under it.
 */
export async function instalmentsInCollection(db: Db, loanId: string): Promise<Set<number>> {
  const rows = await db
    .select({ instalmentNumber: loanDebits.instalmentNumber })
    .from(loanDebits)
    .where(and(eq(loanDebits.loanId, loanId), inArray(loanDebits.status, ['FILING', 'PRESENTED'])));
  return new Set(rows.map((row) => row.instalmentNumber));
}

/** The principal of the instalments not yet due on `day`. */
export const principalNotDueOn = (position: LoanPosition, day: IsoDate): Paise =>
  paise(position.dues.filter((due) => due.dueDate > day).reduce((sum, due) => sum + due.unpaid.principal, 0));

/**
 * What a part prepayment may be on `today`. The dues are taken first and the advance held goes
 * with the payment, so at least the dues less the advance plus one EMI (the KFS's instalment: the
 * loan is then shorter by an instalment at least), and at most what leaves Re 1 of principal.
 */
export function prepaymentOptionsOf(
  position: LoanPosition,
  today: IsoDate,
  inCollection: ReadonlySet<number>,
): PrepaymentOptions {
  const { loan, advance } = position;
  const dues = duesOn(position, today);
  const duesFirst = Math.max(0, dues - advance);
  const spare = Math.max(0, advance - dues);
  const minimum = Math.max(minimumPaymentPaise, duesFirst + loan.instalmentPaise - spare);
  const maximum = Math.max(0, duesFirst + principalNotDueOn(position, today) - principalLeftAtLeast - spare);
  const refusal: PrepaymentOptions['refusal'] = loan.tags.includes('written-off')
    ? 'WRITTEN_OFF'
    : inCollection.size > 0
      ? 'NACH_IN_PROCESS'
      : loan.status !== 'DISBURSED' || maximum < minimum
        ? // Arrears can make the principal outstanding large while little of it is yet to fall due.
          dues > 0 && principalNotDueOn(position, today) < loan.instalmentPaise
          ? 'ALL_DUE'
          : 'TOO_LITTLE_LEFT'
        : null;
  return { minimum: paise(minimum), maximum: paise(maximum), duesFirst: paise(duesFirst), refusal };
}

const refusalMessages: Record<NonNullable<PrepaymentOptions['refusal']>, string> = {
  NACH_IN_PROCESS: messages.prepaymentNachInProcess,
  TOO_LITTLE_LEFT: messages.prepaymentTooLittleLeft,
  ALL_DUE: messages.prepaymentAllDue,
  WRITTEN_OFF: messages.prepaymentWrittenOff,
};

const refuseAmount = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { userMessage: message, fieldErrors: { amount: [message] } });

/** The amount of a part prepayment asked for, checked against what may be prepaid today. */
export function prepaymentAmount(options: PrepaymentOptions, body: Pick<CreatePaymentBody, 'amount'>): Paise {
  if (options.refusal)
    throw new AppError('CONFLICT', `part prepayment refused: ${options.refusal}`, {
      userMessage: refusalMessages[options.refusal],
    });
  const amount = body.amount ?? 0;
  if (amount < options.minimum)
    throw refuseAmount(fill(messages.prepaymentTooSmall, { amount: formatMoney(paise(options.minimum)) }));
  if (amount > options.maximum)
    throw refuseAmount(fill(messages.prepaymentTooLarge, { amount: formatMoney(paise(options.maximum)) }));
  return paise(amount);
}
