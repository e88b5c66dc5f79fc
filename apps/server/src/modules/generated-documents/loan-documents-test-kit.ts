import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { basisPoints, paise, type Paise } from '@kredo/domain/money';

import { anchorKfs } from './generated-documents-test-kit.ts';
import type {
  LenderLetterhead,
  NocData,
  StatementOfAccountData,
  StatementTransaction,
} from './loan-document-data.ts';

/** Test data for the statement of account and the NOC: the worked loan of docs/decisions.md. */
export const sampleLender: LenderLetterhead = {
  name: 'Sahyadri Finance',
  legalName: 'Sahyadri Finance Private Limited',
  registration: 'N-13.02287',
  registeredAddress: '4th Floor, Prabhat Towers, Baner Road, Pune 411045, Maharashtra',
  email: 'grievance@sahyadrifinance.example',
};

type Line = Omit<StatementTransaction, 'balance' | 'instalmentNumber' | 'reference' | 'debit' | 'credit'> &
  Partial<Pick<StatementTransaction, 'instalmentNumber' | 'reference' | 'debit' | 'credit'>>;

/** Lines with their running balance, as the loan's statement derives them. */
export function withBalances(lines: readonly Line[]): StatementTransaction[] {
  let balance = 0;
  return lines.map((line) => {
    const debit = line.debit ?? paise(0);
    const credit = line.credit ?? paise(0);
    balance += debit - credit;
    return {
      instalmentNumber: null,
      reference: null,
      ...line,
      debit,
      credit,
      balance: paise(balance),
    };
  });
}

/**
 * ₹1,00,000 lent on 24 Nov 2026 for 12 months; the first two instalments paid (the second a day
 * late, with its penal charge), as of 10 Feb 2027.
 */
export function sampleStatement(overrides: Partial<StatementOfAccountData> = {}): StatementOfAccountData {
  const kfs = anchorKfs();
  const [first, second] = kfs.annexC;
  if (!first || !second) throw new Error('the worked loan has 12 instalments');
  const paidOn = new Map<number, IsoDate>([
    [1, first.dueDate],
    [2, isoDate('2027-02-06')],
  ]);
  return {
    asOf: isoDate('2027-02-10'),
    lender: sampleLender,
    borrowerName: 'Ravi Kumar',
    loan: {
      accountNumber: 'KL174261124A1B2C3',
      amount: kfs.partOne.loanAmount,
      disbursalDate: kfs.annexB.disbursalDate,
      annualFlatRate: kfs.annexB.annualFlatRate,
      apr: basisPoints(kfs.annexB.apr.basisPoints),
      tenureMonths: kfs.annexB.tenureMonths,
      instalment: kfs.annexB.instalmentAmount,
      status: 'DISBURSED',
      closedOn: null,
    },
    schedule: kfs.annexC.map((row) => ({ ...row, paidOn: paidOn.get(row.instalmentNumber) ?? null })),
    transactions: withBalances([
      {
        date: kfs.annexB.disbursalDate,
        kind: 'disbursal',
        reference: 'Loan KL174261124A1B2C3 disbursed, UTR 612345678901',
        debit: kfs.partOne.loanAmount,
      },
      { date: first.dueDate, kind: 'interest-due', instalmentNumber: 1, debit: first.interest },
      { date: first.dueDate, kind: 'payment', reference: 'Payment pay_Q1', credit: first.instalment },
      { date: second.dueDate, kind: 'interest-due', instalmentNumber: 2, debit: second.interest },
      { date: second.dueDate, kind: 'penal-charge', instalmentNumber: 2, debit: paise(500_00) },
      {
        date: isoDate('2027-02-06'),
        kind: 'payment',
        reference: 'Payment pay_Q2',
        credit: paise(second.instalment + 500_00) as Paise,
      },
    ]),
    ...overrides,
  };
}

/** The NOC of the worked loan, foreclosed on 20 Jan 2027, issued the next day. */
export function sampleNoc(overrides: Partial<NocData> = {}): NocData {
  const kfs = anchorKfs();
  return {
    referenceNumber: 'NOC/KL174261124A1B2C3',
    issuedOn: isoDate('2027-01-21'),
    place: 'Pune',
    lender: sampleLender,
    borrowerName: 'Ravi Kumar',
    loan: {
      accountNumber: 'KL174261124A1B2C3',
      amount: kfs.partOne.loanAmount,
      disbursalDate: kfs.annexB.disbursalDate,
      status: 'PRE_CLOSED',
      closedOn: isoDate('2027-01-20'),
    },
    bureauReportingDate: isoDate('2027-01-31'),
    ...overrides,
  };
}
