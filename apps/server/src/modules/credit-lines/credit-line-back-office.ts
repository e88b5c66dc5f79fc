import type { CreditLineList, CreditLineView } from '@kredo/contract/credit-line-servicing';
import { accruedInterest, lineOutstanding } from '@kredo/domain/credit-line';
import { billUnpaid } from '@kredo/domain/credit-line-billing';
import { isLineExpired } from '@kredo/domain/credit-line-terms';
import { isoDate } from '@kredo/domain/calendar-date';
import { asc, desc, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { users } from '../users/users.schema.ts';
import {
  billsOf,
  heldOf,
  lineOf,
  lockCreditLine,
  termsOf,
  unbilledChargesOf,
  type CreditLineRow,
} from './credit-line-records.ts';
import {
  creditLineDebits,
  creditLineDrawdowns,
  creditLineRepayments,
  creditLines,
} from './credit-lines.schema.ts';
import { availableOf } from './drawdowns.ts';
import { creditLineRefunds } from './credit-line-refunds.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

async function listItemOf(deps: Deps, row: CreditLineRow, borrowerName: string) {
  const expired = isLineExpired(termsOf(row), isoDate(deps.clock.businessDate()));
  return {
    lineId: row.id,
    lenderLoanAcctId: row.lenderLoanAcctId,
    borrowerName,
    lenderId: row.lenderId,
    status: row.status,
    suspended: row.suspended,
    limit: row.limitPaise,
    drawn: row.principalPaise,
    available: row.status === 'ACTIVE' && !expired ? await availableOf(deps.db, row) : 0,
    openedOn: row.openedOn,
    expiresOn: row.expiresOn,
  };
}

/** Every credit line, newest first. */
export async function creditLineList(deps: Deps): Promise<CreditLineList> {
  const rows = await deps.db
    .select({ line: creditLines, name: users.name })
    .from(creditLines)
    .innerJoin(users, eq(users.id, creditLines.userId))
    .orderBy(desc(creditLines.openedOn), desc(creditLines.createdAt))
    .limit(500);
  return { lines: await Promise.all(rows.map((row) => listItemOf(deps, row.line, row.name ?? ''))) };
}

/** One line as operations see it: its figures, bills, drawdowns, payments, bill debits and refunds. */
export async function creditLineView(deps: Deps, lineId: string): Promise<CreditLineView> {
  const [found] = await deps.db
    .select({ line: creditLines, name: users.name })
    .from(creditLines)
    .innerJoin(users, eq(users.id, creditLines.userId))
    .where(eq(creditLines.id, lineId));
  if (!found) throw notFound('credit line');
  const row = found.line;
  const bills = await billsOf(deps.db, row.id);
  const drawdowns = await deps.db
    .select()
    .from(creditLineDrawdowns)
    .where(eq(creditLineDrawdowns.lineId, row.id))
    .orderBy(desc(creditLineDrawdowns.requestedAt));
  const repayments = await deps.db
    .select()
    .from(creditLineRepayments)
    .where(eq(creditLineRepayments.lineId, row.id))
    .orderBy(desc(creditLineRepayments.receivedOn), desc(creditLineRepayments.createdAt));
  const debits = await deps.db
    .select()
    .from(creditLineDebits)
    .where(eq(creditLineDebits.lineId, row.id))
    .orderBy(asc(creditLineDebits.billNumber), asc(creditLineDebits.attempt));
  const refunds = await deps.db
    .select()
    .from(creditLineRefunds)
    .where(eq(creditLineRefunds.lineId, row.id))
    .orderBy(desc(creditLineRefunds.createdAt));
  const line = lineOf(row, bills, heldOf(drawdowns));
  return {
    ...(await listItemOf(deps, row, found.name ?? '')),
    userId: row.userId,
    productCode: row.productCode,
    suspensionNote: row.suspensionNote,
    businessDate: row.businessDate,
    annualRateBp: row.annualRateBp,
    held: line.holds,
    outstanding: lineOutstanding(line),
    accruedInterest: accruedInterest(line),
    unbilledCharges: unbilledChargesOf(row),
    bills: bills.map((bill) => ({
      billNumber: bill.billNumber,
      billDate: bill.billDate,
      dueDate: bill.dueDate,
      interest: bill.interest,
      charges: bill.fees + bill.gst,
      principal: bill.principal,
      unpaid: billUnpaid(bill),
    })),
    drawdowns: drawdowns.map((drawdown) => ({
      drawdownId: drawdown.id,
      amount: drawdown.amountPaise,
      convenienceFee: drawdown.convenienceFeePaise,
      convenienceFeeGst: drawdown.convenienceFeeGstPaise,
      status: drawdown.status,
      requestedAt: drawdown.requestedAt.toISOString(),
      paidOn: drawdown.paidOn,
      utr: drawdown.utr,
      failureText: drawdown.failureText,
    })),
    repayments: repayments.map((repayment) => ({
      receivedOn: repayment.receivedOn,
      source: repayment.source,
      amount: repayment.amountPaise,
      charges: repayment.chargesPaidPaise,
      interest: repayment.interestPaidPaise,
      principal: repayment.principalPaidPaise,
      excess: repayment.excessPaise,
    })),
    debits: debits.map((debit) => ({
      billNumber: debit.billNumber,
      attempt: debit.attempt,
      amount: debit.amountPaise,
      chargeDate: debit.chargeDate,
      status: debit.status,
      reasonText: debit.reasonText,
    })),
    refunds: refunds.map((refund) => ({
      refundId: refund.id,
      amount: refund.amountPaise,
      status: refund.status,
      createdAt: refund.createdAt.toISOString(),
      paidAt: refund.paidAt?.toISOString() ?? null,
      utr: refund.utr,
      failureText: refund.failureText,
    })),
  };
}

/**
 * Suspends a line's drawdowns or resumes them, with the reason, audited in the same transaction.
 * Payments and bills go on as before; drawdowns already in flight complete. A line closed is refused.
 */
export async function setSuspension(
  deps: Deps,
  lineId: string,
  staff: { id: string },
  body: { suspended: boolean; note: string },
): Promise<CreditLineView> {
  await deps.db.transaction(async (tx) => {
    const row = await lockCreditLine(tx, lineId);
    if (!row) throw notFound('credit line');
    if (row.status !== 'ACTIVE')
      throw new AppError('CONFLICT', 'credit line closed', { userMessage: 'This credit line is closed.' });
    if (row.suspended === body.suspended) return;
    const note = body.note.trim();
    await tx
      .update(creditLines)
      .set({ suspended: body.suspended, suspensionNote: body.suspended ? note : null })
      .where(eq(creditLines.id, lineId));
    const opportunity = await findOpportunity(tx, row.opportunityId);
    await recordAudit(tx, {
      at: deps.clock.now(),
      staffId: staff.id,
      action: body.suspended ? 'SUSPEND_CREDIT_LINE' : 'RESUME_CREDIT_LINE',
      applicationId: opportunity?.applicationId ?? null,
      details: { lineId, note },
    });
  });
  return creditLineView(deps, lineId);
}
