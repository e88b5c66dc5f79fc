import type { UserLoan } from '@kredo/contract/loans';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { accruedInterest, lineOutstanding } from '@kredo/domain/credit-line';
import {
  billDueDate,
  billUnpaid,
  nextBillDate,
  type CreditLineBill,
} from '@kredo/domain/credit-line-billing';
import { isLineExpired, processingFeeWithGst } from '@kredo/domain/credit-line-terms';
import { paise, sumPaise } from '@kredo/domain/money';
import { desc, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { nachStatusOfOpportunity } from '../mandates/opportunity-nach.ts';
import { lenderInfoOf, loanBankAccounts, repaymentAccountDetailsOf } from '../loans/loan-card-parts.ts';
import {
  billsOf,
  heldOf,
  lineOf,
  termsOf,
  unbilledChargesOf,
  type CreditLineRow,
} from './credit-line-records.ts';
import { creditLineDrawdowns, creditLineRepayments, creditLines } from './credit-lines.schema.ts';
import { availableOf } from './drawdowns.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The bills' unpaid figures summed, dated by the oldest bill still unpaid; null when all are paid. */
function dueOf(bills: readonly CreditLineBill[]): UserLoan['due'] {
  const unpaid = bills.filter((bill) => billUnpaid(bill) > 0);
  const oldest = unpaid[0];
  if (!oldest) return null;
  const sum = (pick: (bill: CreditLineBill) => number) => sumPaise(unpaid.map((bill) => paise(pick(bill))));
  return {
    principal: sum((bill) => bill.unpaid.principal),
    interest: sum((bill) => bill.unpaid.interest),
    charges: sum((bill) => bill.unpaid.charges),
    date: oldest.dueDate,
  };
}

/**
 * The line's statement for the borrower, newest first: drawdowns paid (negative) and money received
 * (positive), on the day each counted for the line; a drawdown the bank sent back is listed paid
 * and returned (positive, the day it came off the line), and the credit it left is that return's,
 * not money received.
 */
async function transactionsOf(
  deps: Deps,
  lineId: string,
  drawdowns: ReadonlyArray<typeof creditLineDrawdowns.$inferSelect>,
): Promise<UserLoan['soa_txns']> {
  const received = await deps.db
    .select()
    .from(creditLineRepayments)
    .where(eq(creditLineRepayments.lineId, lineId));
  const paid = drawdowns.filter((drawdown) => drawdown.status === 'PAID' || drawdown.status === 'REVERSED');
  const moves = [
    ...paid.map((drawdown) => ({
      narration: `Drawdown to XXXX${drawdown.accountNumberLast4.slice(-3)}`,
      date: drawdown.paidOn as IsoDate,
      amount: -drawdown.amountPaise,
      at: drawdown.requestedAt.getTime(),
    })),
    ...paid
      .filter((drawdown) => drawdown.reversedOn)
      .map((drawdown) => ({
        narration: `Drawdown returned by your bank`,
        date: drawdown.reversedOn as IsoDate,
        amount: drawdown.amountPaise,
        at: drawdown.requestedAt.getTime() + 1,
      })),
    ...received
      .filter((repayment) => repayment.source !== 'credit')
      .map((repayment) => ({
        narration: repayment.narration,
        date: repayment.receivedOn as IsoDate,
        amount: repayment.amountPaise,
        at: repayment.createdAt.getTime(),
      })),
  ];
  return moves
    .sort((a, b) => b.date.localeCompare(a.date) || b.at - a.at)
    .map(({ narration, date, amount }) => ({ narration, date, amount }));
}

/** A credit line as the loan list shows it (spec 001 §2.10 RLOC card, §3 "Loan (list item)"). */
async function userLineOf(deps: Deps, row: CreditLineRow): Promise<UserLoan> {
  const today = isoDate(deps.clock.businessDate());
  const terms = termsOf(row);
  const bills = await billsOf(deps.db, row.id);
  const drawdowns = await deps.db
    .select()
    .from(creditLineDrawdowns)
    .where(eq(creditLineDrawdowns.lineId, row.id))
    .orderBy(desc(creditLineDrawdowns.paidOn), desc(creditLineDrawdowns.requestedAt));
  const line = lineOf(row, bills, heldOf(drawdowns));
  const expired = isLineExpired(terms, today);
  const closed = row.status === 'CLOSED';
  const processing = processingFeeWithGst(terms);
  const fee = terms.convenienceFee;
  const firstBill = nextBillDate(terms.openedOn);
  return {
    loan_id: row.id,
    is_rloc: true,
    lender_info: lenderInfoOf(row.lenderId),
    state: {
      loan_detail: {
        loanDetail: {
          loanId: row.id,
          lenderId: row.lenderId,
          lenderLoanAcctId: row.lenderLoanAcctId,
          status: closed ? 'CLOSED' : 'DISBURSED',
          amount: row.limitPaise,
          tenureMonths: row.tenureMonths,
          emiAmount: 0,
          emiStartDate: billDueDate(firstBill),
          disbursalDate: row.openedOn,
          brokenInterest: 0,
          processingFee: processing.fee,
          processingFeeGst: processing.gst,
          convenienceFee: fee.kind === 'fixed' ? fee.amount : 0,
          convenienceFeeGst: 0,
          convenienceFeePct: fee.kind === 'percent' ? fee.rate / 100 : 0,
          minConvenienceFee: fee.kind === 'percent' ? fee.minimum : 0,
          interestPercent: terms.annualRate / 100,
          nachStatus: await nachStatusOfOpportunity(deps, row.opportunityId),
          bankAccounts: await loanBankAccounts(deps, row.userId),
          repaymentAccountDetails: repaymentAccountDetailsOf(row.lenderId, row.id),
        },
      },
    },
    cd: row.createdAt.toISOString(),
    is_expired: expired,
    is_closed: closed,
    tags: closed ? ['closed'] : [],
    repayment_schedules: [],
    bills: bills.map((bill) => ({ balance: billUnpaid(bill) })),
    available_limit: closed || expired ? 0 : await availableOf(deps.db, row),
    soa_txns: await transactionsOf(deps, row.id, drawdowns),
    due: dueOf(bills),
    credit_line: {
      limit: row.limitPaise,
      outstanding: lineOutstanding(line),
      accruedInterest: accruedInterest(line),
      unbilledCharges: unbilledChargesOf(row),
      nextBillDate: nextBillDate(line.today),
      expiresOn: terms.expiresOn,
      suspended: row.suspended,
      drawdownsInFlight: line.holds,
    },
  };
}

/** The borrower's credit lines, newest first. */
export async function userCreditLines(deps: Deps, userId: string): Promise<UserLoan[]> {
  const rows = await deps.db
    .select()
    .from(creditLines)
    .where(eq(creditLines.userId, userId))
    .orderBy(desc(creditLines.openedOn), desc(creditLines.createdAt));
  return Promise.all(rows.map((row) => userLineOf(deps, row)));
}
