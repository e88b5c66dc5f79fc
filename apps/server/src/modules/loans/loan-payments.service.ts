import { randomUUID } from 'node:crypto';

import type {
  CreatePaymentBody,
  Payment,
  PaymentPurpose,
  PaymentStatus,
} from '@kredo/contract/loan-payments';
import { fill, messages } from '@kredo/contract/messages';
import { isoDate } from '@kredo/domain/calendar-date';
import { formatMoney, paise } from '@kredo/domain/money';
import { eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isSameSiteText } from '../../lib/same-site.ts';
import { findOwnCreditLine, type CreditLineRow } from '../credit-lines/credit-line-records.ts';
import { lineRepaymentOptions } from '../credit-lines/credit-line-receipts.ts';
import { findUserById } from '../users/users.service.ts';
import { loanPayments } from './loan-payments.schema.ts';
import { ownLoan } from './loans.service.ts';
import { minimumPaymentPaise, prepaymentAmount } from './prepayment-options.ts';
import { repaymentOptionsOf } from './repayment-options.ts';

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentGateway' | 'mode'>;
export type PaymentRow = typeof loanPayments.$inferSelect;

/** A payment link takes money for this long; a foreclosure's only for the day of its quote. */
export const paymentLinkMinutes = 30;

const refuse = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { userMessage: message, fieldErrors: { amount: [message] } });

/**
 * The return address with the payment's id: an empty `payment_id=` the screen left for it is
 * filled, otherwise the parameter is added (to the hash's query on a hash route).
 */
export function withPaymentId(returnUrl: string, id: string): string {
  if (/[?&]payment_id=(?=&|$)/.test(returnUrl))
    return returnUrl.replace(/([?&])payment_id=(?=&|$)/, `$1payment_id=${id}`);
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}payment_id=${id}`;
}

/** The amount a purpose asks for today, checked against what may be paid. */
async function amountFor(
  db: Db,
  loan: Parameters<typeof repaymentOptionsOf>[1],
  body: CreatePaymentBody,
  today: string,
) {
  const options = await repaymentOptionsOf(db, loan, isoDate(today));
  const purpose: PaymentPurpose = body.purpose;
  let amount: number;
  if (purpose === 'DUES') amount = options.dues;
  else if (purpose === 'NEXT_EMI') amount = options.dues + (options.nextEmi?.amount ?? 0);
  else if (purpose === 'FORECLOSURE') amount = options.foreclosure.total;
  else if (purpose === 'PREPAYMENT') amount = prepaymentAmount(options.prepayment, body);
  else if (purpose === 'COOLING_OFF') {
    if (!options.coolingOff)
      throw new AppError('CONFLICT', 'cooling-off period over', { userMessage: messages.coolingOffOver });
    return paise(Math.max(0, options.coolingOff.total - options.advance));
  } else amount = body.amount ?? 0;
  if (purpose === 'AMOUNT' && amount < minimumPaymentPaise) throw refuse(messages.paymentAmountTooSmall);
  if (amount > options.foreclosure.total) throw refuse(messages.paymentAmountTooLarge);
  // More than the dues and the next EMI would sit idle as an advance while interest runs: it is a
  // part prepayment, or (covering the payoff) a foreclosure, which closes the loan when credited.
  const owedSoon = options.dues + Math.max(options.nextEmi?.amount ?? 0, loan.instalmentPaise);
  if (purpose === 'AMOUNT' && amount > owedSoon && amount < options.foreclosure.total)
    throw refuse(
      fill(messages.paymentAmountBeyondDues, { amount: formatMoney(paise(options.foreclosure.total)) }),
    );
  if (amount <= 0)
    throw new AppError('CONFLICT', 'nothing is due', { userMessage: messages.paymentNothingDue });
  return paise(amount);
}

/**
 * The amount a payment on a credit line asks for today: its bills' dues, the whole outstanding, or
 * any amount of at least Rs 100 up to the outstanding (spec 001 §2.10 Repay).
 */
async function lineAmountFor(
  db: Db,
  line: CreditLineRow | undefined,
  body: CreatePaymentBody,
  today: string,
) {
  if (!line) throw notFound('loan');
  const options = await lineRepaymentOptions(db, line, isoDate(today));
  const outstanding = options.foreclosure.total;
  let amount: number;
  if (body.purpose === 'DUES') amount = options.dues;
  else if (body.purpose === 'FORECLOSURE') amount = outstanding;
  else if (body.purpose === 'AMOUNT') amount = body.amount ?? 0;
  else
    throw new AppError('CONFLICT', 'not a purpose of a credit line', {
      userMessage: messages.paymentNothingDue,
    });
  if (body.purpose === 'AMOUNT' && amount < minimumPaymentPaise) throw refuse(messages.paymentAmountTooSmall);
  if (amount > outstanding) throw refuse(messages.paymentAmountTooLarge);
  if (amount <= 0)
    throw new AppError('CONFLICT', 'nothing is due', { userMessage: messages.paymentNothingDue });
  return paise(amount);
}

export function paymentViewOf(row: PaymentRow): Payment {
  return {
    paymentId: row.id,
    loanId: row.loanId,
    purpose: row.purpose as PaymentPurpose,
    amount: row.amountPaise,
    status: row.status as PaymentStatus,
    link: row.status === 'CREATED' || row.status === 'FAILED' ? row.link : null,
    creditedOn: row.creditedOn,
    failureReason: row.failureReason,
  };
}

/**
 * A payment of the borrower's own open loan: the amount its purpose asks for today, a payment
 * link at the gateway under the payment's id (a retry finds the same link), and the link.
 */
export async function createPayment(
  deps: Deps,
  userId: string,
  body: CreatePaymentBody,
  host: string | undefined,
) {
  const loan = await ownLoan(deps.db, userId, body.loanId);
  const line = loan ? undefined : await findOwnCreditLine(deps.db, userId, body.loanId);
  const account = loan ?? line;
  if (!account) throw notFound('loan');
  if (account.status !== (loan ? 'DISBURSED' : 'ACTIVE'))
    throw new AppError('CONFLICT', 'loan closed', { userMessage: messages.paymentLoanClosed });
  if (!isSameSiteText(body.returnUrl, host, deps.mode === 'sandbox'))
    throw new AppError('VALIDATION_FAILED', 'return URL is not on this site', {
      fieldErrors: { returnUrl: [messages.invalid] },
    });
  const now = deps.clock.now();
  const today = deps.clock.businessDate();
  const amount = loan
    ? await amountFor(deps.db, loan, body, today)
    : await lineAmountFor(deps.db, line, body, today);
  const user = await findUserById(deps.db, userId);
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + paymentLinkMinutes * 60_000);
  await deps.db.insert(loanPayments).values({
    id,
    loanId: account.id,
    userId,
    purpose: body.purpose,
    amountPaise: amount,
    status: 'CREATED',
    expiresAt,
    createdAt: now,
  });
  const created = await deps.paymentGateway.createPaymentLink({
    reference: id,
    amount,
    description: `${loan ? 'Loan' : 'Credit line'} ${account.lenderLoanAcctId}`,
    customer: { name: user?.name ?? 'Borrower', mobile: user?.mobile ?? '', email: user?.email ?? null },
    callbackUrl: withPaymentId(body.returnUrl, id),
    expireBy: expiresAt,
  });
  const [row] = await deps.db
    .update(loanPayments)
    .set({ linkId: created.linkId, link: created.shortUrl })
    .where(eq(loanPayments.id, id))
    .returning();
  if (!row) throw notFound('payment');
  return paymentViewOf(row);
}
