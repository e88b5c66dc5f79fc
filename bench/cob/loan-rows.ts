import { randomUUID } from 'node:crypto';

import type { IsoDate } from '@kredo/domain/calendar-date';
import type { FlatLoanCost } from '@kredo/domain/flat-loan';
import type { RepaymentRow } from '@kredo/domain/key-fact-statement-schedule';
import type { JournalLine } from '@kredo/domain/ledger';
import type { AssetClass } from '@kredo/domain/loan-delinquency';
import type { BasisPoints, Paise } from '@kredo/domain/money';

import type { journalEntries, journalLines } from '../../apps/server/src/modules/ledger/ledger.schema.ts';
import type { EntryKind } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import type { loanApplications } from '../../apps/server/src/modules/loan-application/loan-application.schema.ts';
import type { disbursals, loanInstalments, loans } from '../../apps/server/src/modules/loans/loans.schema.ts';
import type { opportunities } from '../../apps/server/src/modules/underwriting/underwriting.schema.ts';
import type { users } from '../../apps/server/src/modules/users/users.schema.ts';
import { uuidFrom } from './loan-book.ts';

export type BookedEntry = {
  idempotencyKey: string;
  kind: EntryKind;
  businessDate: IsoDate;
  narration: string;
  lines: JournalLine[];
};

/** One generated loan, before it is written. */
export type LoanRows = {
  userId: string;
  loanId: string;
  disbursalId: string;
  product: { code: string; lenderId: number };
  principal: Paise;
  processingFee: Paise;
  gst: Paise;
  net: Paise;
  tenureMonths: number;
  monthlyFlatRate: BasisPoints;
  aprBp: BasisPoints;
  cost: FlatLoanCost;
  schedule: RepaymentRow[];
  disbursalDate: IsoDate;
  lenderLoanAcctId: string;
  businessDate: IsoDate;
  assetClass: AssetClass;
  daysPastDue: number | null;
  overdueSince: IsoDate | null;
  entries: BookedEntry[];
};

/** The rows of every table a loan needs, in the order their foreign keys ask for. */
export type TableRows = {
  users: (typeof users.$inferInsert)[];
  applications: (typeof loanApplications.$inferInsert)[];
  opportunities: (typeof opportunities.$inferInsert)[];
  disbursals: (typeof disbursals.$inferInsert)[];
  loans: (typeof loans.$inferInsert)[];
  instalments: (typeof loanInstalments.$inferInsert)[];
  entries: (typeof journalEntries.$inferInsert)[];
  lines: JournalLineRow[];
};

/** A journal line as generated: its account id comes when the round's accounts are opened. */
export type JournalLineRow = Omit<typeof journalLines.$inferInsert, 'accountId'>;

/** Late evening in India on a business day: when its entries were posted. */
const postedAtOf = (day: IsoDate) => new Date(`${day}T17:30:00Z`);

export function tableRows(book: readonly LoanRows[]): TableRows {
  const rows: TableRows = {
    users: [],
    applications: [],
    opportunities: [],
    disbursals: [],
    loans: [],
    instalments: [],
    entries: [],
    lines: [],
  };
  for (const loan of book) {
    const at = postedAtOf(loan.disbursalDate);
    const applicationId = uuidFrom(loan.loanId, 'application');
    const opportunityId = uuidFrom(loan.loanId, 'opportunity');
    const { code: productCode, lenderId } = loan.product;
    const instalments = loan.cost.instalments;
    rows.users.push({ id: loan.userId, name: 'Bench Borrower', createdAt: at, updatedAt: at });
    rows.applications.push({
      id: applicationId,
      userId: loan.userId,
      productCode,
      flow: 'main',
      status: 'DISBURSED',
      amountRequestedPaise: loan.principal,
      tenureRequestedMonths: loan.tenureMonths,
      createdAt: at,
      statusUpdatedAt: at,
    });
    rows.opportunities.push({
      id: opportunityId,
      applicationId,
      userId: loan.userId,
      status: 'DISBURSED',
      lenderId,
      productCode,
      amountPaise: loan.principal,
      tenureMonths: loan.tenureMonths,
      monthlyFlatRateBp: loan.monthlyFlatRate,
      annualInterestBp: loan.monthlyFlatRate * 12,
      emiPaise: Math.max(...instalments),
      installmentPaise: instalments.at(-1) ?? 0,
      instalmentsPaise: instalments,
      totalInterestPaise: loan.cost.totalInterest,
      totalRepayablePaise: loan.cost.totalRepayable,
      processingFeePaise: loan.processingFee,
      processingFeeGstPaise: loan.gst,
      convenienceFeeRateBp: 0,
      minConvenienceFeePaise: 0,
      convenienceFeePaise: 0,
      convenienceFeeGstPaise: 0,
      disbursedPaise: loan.net,
      aprBp: loan.aprBp,
      dueDayOfMonth: loan.schedule[0] ? Number(loan.schedule[0].dueDate.slice(8)) : 5,
      createdAt: at,
      updatedAt: at,
    });
    rows.disbursals.push({
      id: loan.disbursalId,
      opportunityId,
      userId: loan.userId,
      lenderId,
      status: 'PAID',
      loanAmountPaise: loan.principal,
      netAmountPaise: loan.net,
      mode: 'IMPS',
      beneficiaryName: 'Bench Borrower',
      accountNumberSealed: 'not-sealed:bench',
      accountNumberLast4: '0000',
      ifsc: 'HDFC0000001',
      proposedBy: loan.userId,
      proposedAt: at,
      decidedBy: loan.userId,
      decidedAt: at,
      utr: `BENCH${loan.lenderLoanAcctId}`,
      paidAt: at,
      loanId: loan.loanId,
    });
    rows.loans.push({
      id: loan.loanId,
      opportunityId,
      disbursalId: loan.disbursalId,
      userId: loan.userId,
      lenderId,
      productCode,
      lenderLoanAcctId: loan.lenderLoanAcctId,
      status: 'DISBURSED',
      principalPaise: loan.principal,
      processingFeePaise: loan.processingFee,
      processingFeeGstPaise: loan.gst,
      netDisbursedPaise: loan.net,
      annualFlatRateBp: loan.monthlyFlatRate * 12,
      aprBp: loan.aprBp,
      tenureMonths: loan.tenureMonths,
      dueDayOfMonth: 5,
      instalmentPaise: instalments.at(-1) ?? 0,
      kfsId: uuidFrom(loan.loanId, 'kfs'),
      disbursalDate: loan.disbursalDate,
      assetClass: loan.assetClass,
      daysPastDue: loan.daysPastDue,
      overdueSince: loan.overdueSince,
      businessDate: loan.businessDate,
      welcomedAt: at,
      createdAt: at,
    });
    for (const row of loan.schedule)
      rows.instalments.push({
        loanId: loan.loanId,
        scheduleVersion: 1,
        instalmentNumber: row.instalmentNumber,
        dueDate: row.dueDate,
        principalPaise: row.principal,
        interestPaise: row.interest,
        instalmentPaise: row.instalment,
        outstandingPrincipalPaise: row.outstandingPrincipal,
      });
    for (const entry of loan.entries) {
      const entryId = randomUUID();
      rows.entries.push({
        id: entryId,
        idempotencyKey: entry.idempotencyKey,
        lenderId,
        kind: entry.kind,
        businessDate: entry.businessDate,
        narration: entry.narration,
        loanId: loan.loanId,
        postedAt: postedAtOf(entry.businessDate),
      });
      entry.lines.forEach((line, index) =>
        rows.lines.push({
          entryId,
          lineNumber: index + 1,
          lenderId,
          account: line.account,
          amount: line.amount,
          loanId: line.loanId ?? null,
          instalmentNumber: line.instalmentNumber ?? null,
          component: line.component ?? null,
        }),
      );
    }
  }
  return rows;
}
