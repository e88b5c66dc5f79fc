import { loanServicingMessages, type LoanSummary } from '@kredo/contract/loan-servicing';
import { isoDate } from '@kredo/domain/calendar-date';
import { credit, debit, type AccountCode, type JournalLine } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { journalLines } from '../ledger/ledger.schema.ts';
import { postEntry } from '../ledger/ledger.service.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { users } from '../users/users.schema.ts';
import type { LoanRow } from './loan-opening.ts';
import { duesOn, lockLoan, positionOf } from './loan-position.ts';
import { loans } from './loans.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const receivableAccounts: AccountCode[] = [
  'loan-principal',
  'interest-receivable',
  'penal-receivable',
  'fees-receivable',
];

/** The loan's receivable balances by account and instalment, as its lines sum them. */
async function receivablesOf(db: Db, loanId: string) {
  const rows = await db
    .select({
      account: journalLines.account,
      instalmentNumber: journalLines.instalmentNumber,
      amount: sql<string>`sum(${journalLines.amount})`,
    })
    .from(journalLines)
    .where(and(eq(journalLines.loanId, loanId), inArray(journalLines.account, receivableAccounts)))
    .groupBy(journalLines.account, journalLines.instalmentNumber);
  return rows
    .map((row) => ({ ...row, account: row.account as AccountCode, amount: Number(row.amount) }))
    .filter((row) => row.amount !== 0);
}

async function summaryOf(deps: Deps, loan: LoanRow, borrowerName: string): Promise<LoanSummary> {
  const position = await positionOf(deps.db, loan);
  const receivable = (await receivablesOf(deps.db, loan.id)).reduce((sum, row) => sum + row.amount, 0);
  return {
    loanId: loan.id,
    lenderLoanAcctId: loan.lenderLoanAcctId,
    userId: loan.userId,
    borrowerName,
    lenderId: loan.lenderId,
    status: loan.status,
    tags: loan.tags,
    principal: loan.principalPaise,
    disbursalDate: loan.disbursalDate,
    assetClass: loan.assetClass,
    daysPastDue: loan.daysPastDue,
    overdueSince: loan.overdueSince,
    dues: duesOn(position, isoDate(deps.clock.businessDate())),
    receivable,
    advance: position.advance,
    businessDate: loan.businessDate,
    maturedOn: loan.maturedOn,
    writtenOffOn: loan.writtenOffOn,
    closedOn: loan.closedOn,
  };
}

export async function loanSummary(deps: Deps, loanId: string): Promise<LoanSummary> {
  const [row] = await deps.db
    .select({ loan: loans, name: users.name })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .where(eq(loans.id, loanId));
  if (!row) throw notFound('loan');
  return summaryOf(deps, row.loan, row.name ?? '');
}

/** Operations' loan lists: overdue (oldest first), NPA, open, closed. */
export async function loanList(deps: Deps, view: 'overdue' | 'npa' | 'open' | 'closed') {
  const where =
    view === 'overdue'
      ? and(eq(loans.status, 'DISBURSED'), isNotNull(loans.overdueSince))
      : view === 'npa'
        ? and(eq(loans.status, 'DISBURSED'), eq(loans.assetClass, 'NPA'))
        : view === 'open'
          ? eq(loans.status, 'DISBURSED')
          : inArray(loans.status, ['CLOSED', 'PRE_CLOSED']);
  const rows = await deps.db
    .select({ loan: loans, name: users.name })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .where(where)
    .orderBy(view === 'closed' ? desc(loans.closedOn) : asc(loans.overdueSince), asc(loans.id))
    .limit(200);
  return { loans: await Promise.all(rows.map((row) => summaryOf(deps, row.loan, row.name ?? ''))) };
}

/**
 * Writes a loan off, by the admin, with a note: every receivable it carries goes to the write-off
 * expense in one entry, the loan is tagged 'written-off', and the action is audited. The borrower
 * still owes what they owed; what they pay from now on is a recovery (receipts.ts).
 */
export async function writeOffLoan(deps: Deps, loanId: string, staff: { id: string }, note: string) {
  await deps.db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    if (!loan) throw notFound('loan');
    if (loan.tags.includes('written-off'))
      throw new AppError('CONFLICT', 'written off', { userMessage: loanServicingMessages.alreadyWrittenOff });
    if (loan.status !== 'DISBURSED')
      throw new AppError('CONFLICT', 'not open', { userMessage: loanServicingMessages.notOpen });
    const now = deps.clock.now();
    const day = isoDate(deps.clock.businessDate());
    const balances = await receivablesOf(tx, loan.id);
    const total = balances.reduce((sum, row) => sum + row.amount, 0);
    const lines: JournalLine[] = [
      debit('write-off-expense', paise(total), { loanId: loan.id }),
      ...balances.map((row) =>
        credit(row.account, paise(row.amount), { loanId: loan.id, instalmentNumber: row.instalmentNumber }),
      ),
    ];
    if (total > 0)
      await postEntry(
        tx,
        {
          idempotencyKey: `write-off:${loan.id}`,
          lenderId: loan.lenderId,
          kind: 'write-off',
          businessDate: day,
          narration: `Loan ${loan.lenderLoanAcctId} written off: ${note}`,
          loanId: loan.id,
          lines,
        },
        now,
      );
    await tx
      .update(loans)
      .set({ tags: [...new Set([...loan.tags, 'written-off'])], writtenOffOn: day })
      .where(eq(loans.id, loan.id));
    const opportunity = await findOpportunity(tx, loan.opportunityId);
    await recordAudit(tx, {
      at: now,
      staffId: staff.id,
      action: 'WRITE_OFF_LOAN',
      applicationId: opportunity?.applicationId ?? null,
      details: { loanId: loan.id, amount: total, note },
    });
  });
  return loanSummary(deps, loanId);
}
