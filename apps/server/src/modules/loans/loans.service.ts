import type { UserLoan, UserLoansResponse } from '@kredo/contract/loans';
import { advanceCover } from '@kredo/domain/advance-cover';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { instalmentFigures } from '@kredo/domain/instalment-figures';
import { and, desc, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { findKfs } from '../consent/key-fact-statements.ts';
import { userCreditLines } from '../credit-lines/credit-line-view.ts';
import { loanJournal } from '../ledger/ledger.service.ts';
import { nachStatusOfOpportunity } from '../mandates/opportunity-nach.ts';
import { lenderInfoOf, loanBankAccounts, repaymentAccountDetailsOf } from './loan-card-parts.ts';
import type { LoanRow } from './loan-opening.ts';
import { positionOf, type LoanPosition } from './loan-position.ts';
import { loans } from './loans.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** What is due now (overdue and due today), or else the next instalment: the loan card's `due`. */
function dueOf(position: LoanPosition, today: IsoDate): UserLoan['due'] {
  const owed = position.dues.filter((due) => due.dueDate <= today);
  const sum = (pick: (d: (typeof owed)[number]) => number) => owed.reduce((total, d) => total + pick(d), 0);
  const principal = sum((d) => d.unpaid.principal);
  const interest = sum((d) => d.unpaid.interest);
  const charges = sum((d) => d.unpaid.penal + d.unpaid.fees);
  const oldest = owed.find(
    (d) => d.unpaid.principal + d.unpaid.interest + d.unpaid.penal + d.unpaid.fees > 0,
  );
  if (oldest) return { principal, interest, charges, date: oldest.dueDate };
  const next = position.dues.find((d) => d.dueDate > today && d.unpaid.principal + d.unpaid.interest > 0);
  if (!next) return null;
  return { principal: next.unpaid.principal, interest: next.unpaid.interest, charges: 0, date: next.dueDate };
}

/** The statement's lines for the borrower: the payout (negative) and each payment (positive). */
async function statementLines(db: Db, loan: LoanRow): Promise<UserLoan['soa_txns']> {
  const entries = await loanJournal(db, loan.id);
  return entries
    .filter((entry) => entry.kind === 'disbursal' || entry.kind === 'receipt')
    .map((entry) => {
      const line =
        entry.kind === 'disbursal'
          ? entry.lines.find((l) => l.account === 'disbursal-clearing')
          : entry.lines.find((l) => l.amount > 0);
      const amount = entry.kind === 'disbursal' ? (line?.amount ?? 0) : (line?.amount ?? 0);
      return { narration: entry.narration, date: entry.businessDate, amount };
    })
    .reverse();
}

/**
 * The schedule in force as the EMI calendar shows it: each instalment's date, the day it was paid
 * in full, its amount, what is still to pay of it and how much of that the advance held pays when
 * it falls due. A closed loan owes nothing more on any instalment.
 */
function calendarOf(position: LoanPosition): UserLoan['repayment_schedules'] {
  const open = position.loan.status === 'DISBURSED';
  const cover = new Map(
    advanceCover(position.dues, position.advance).map((row) => [row.instalmentNumber, row] as const),
  );
  return position.schedule.map((row) => {
    const covered = open ? cover.get(row.instalmentNumber) : undefined;
    return {
      date: row.dueDate,
      paid_date: position.paidOn.get(row.instalmentNumber) ?? null,
      amount: row.instalment,
      unpaid: covered?.unpaid ?? 0,
      advance: covered?.advance ?? 0,
    };
  });
}

async function userLoanOf(deps: Deps, loan: LoanRow): Promise<UserLoan> {
  const today = isoDate(deps.clock.businessDate());
  const position = await positionOf(deps.db, loan);
  const kfs = await findKfs(deps.db, loan.opportunityId, loan.kfsId);
  const convenience = kfs?.statement.partOne.fees.find((fee) => fee.kind === 'convenience');
  return {
    loan_id: loan.id,
    is_rloc: false,
    lender_info: lenderInfoOf(loan.lenderId),
    state: {
      loan_detail: {
        loanDetail: {
          loanId: loan.id,
          lenderId: loan.lenderId,
          lenderLoanAcctId: loan.lenderLoanAcctId,
          status: loan.status as UserLoan['state']['loan_detail']['loanDetail']['status'],
          amount: loan.principalPaise,
          // The schedule in force: a part prepayment shortens it.
          tenureMonths: position.schedule.length || loan.tenureMonths,
          // The EMI as the offer, the KFS and the calendar state it: the schedule's (`instalmentFigures`).
          emiAmount: position.schedule.length
            ? instalmentFigures(position.schedule.map((row) => row.instalment)).emi
            : loan.instalmentPaise,
          emiStartDate: position.schedule[0]?.dueDate ?? loan.disbursalDate,
          disbursalDate: loan.disbursalDate,
          brokenInterest: 0,
          processingFee: loan.processingFeePaise,
          processingFeeGst: loan.processingFeeGstPaise,
          convenienceFee: convenience?.amount ?? 0,
          convenienceFeeGst: convenience?.gst ?? 0,
          convenienceFeePct: (convenience?.rate ?? 0) / 100,
          minConvenienceFee: 0,
          interestPercent: loan.annualFlatRateBp / 100,
          nachStatus: await nachStatusOfOpportunity(deps, loan.opportunityId),
          bankAccounts: await loanBankAccounts(deps, loan.userId),
          repaymentAccountDetails: repaymentAccountDetailsOf(loan.lenderId, loan.id),
        },
      },
    },
    cd: loan.createdAt.toISOString(),
    is_expired: loan.maturedOn !== null,
    is_closed: loan.status !== 'DISBURSED',
    tags: loan.tags,
    repayment_schedules: calendarOf(position),
    bills: [],
    available_limit: null,
    soa_txns: await statementLines(deps.db, loan),
    due: loan.status === 'DISBURSED' ? dueOf(position, today) : null,
    credit_line: null,
  };
}

/** The borrower's own loans, newest disbursal first (a payout sent back leaves no loan to show). */
export async function userLoans(deps: Deps, userId: string): Promise<UserLoansResponse> {
  const rows = await deps.db
    .select()
    .from(loans)
    .where(eq(loans.userId, userId))
    .orderBy(desc(loans.disbursalDate), desc(loans.createdAt));
  const shown = rows.filter((loan) => !loan.tags.includes('cancelled'));
  const all = [
    ...(await Promise.all(shown.map((loan) => userLoanOf(deps, loan)))),
    ...(await userCreditLines(deps, userId)),
  ];
  // Newest disbursal (a line's opening) first; a list already in that order within each kind.
  const opened = (loan: UserLoan) => loan.state.loan_detail.loanDetail.disbursalDate;
  return { loans: all.sort((a, b) => opened(b).localeCompare(opened(a))) };
}

/** The lender's account number of a loan; null for no such loan. */
export async function loanAccountNumber(db: Db, loanId: string): Promise<string | null> {
  const [row] = await db.select({ id: loans.lenderLoanAcctId }).from(loans).where(eq(loans.id, loanId));
  return row?.id ?? null;
}

/** The borrower's own loan, or none: another borrower's loan is not found. */
export async function ownLoan(db: Db, userId: string, loanId: string): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.userId, userId)));
  return row;
}

/** The lender's account number of the opportunity's loan while it stands (spec 001 §4.8's poll); null before. */
export async function loanAccountOfOpportunity(db: Db, opportunityId: string): Promise<string | null> {
  const rows = await db
    .select({ id: loans.lenderLoanAcctId, tags: loans.tags })
    .from(loans)
    .where(eq(loans.opportunityId, opportunityId))
    .orderBy(desc(loans.createdAt));
  return rows.find((row) => !row.tags.includes('cancelled'))?.id ?? null;
}
