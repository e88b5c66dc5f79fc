import type { IsoDate } from '@kredo/domain/calendar-date';
import type { BasisPoints, Paise } from '@kredo/domain/money';

/** The lender as its documents name it (consent/lender-terms.ts): its letterhead. */
export type LenderLetterhead = {
  /** The brand the borrower knows. */
  name: string;
  legalName: string;
  /** The RBI certificate of registration. */
  registration: string;
  registeredAddress: string;
  /** Where the borrower writes about the loan (the grievance officer's address). */
  email: string;
};

export type LoanStatus = 'DISBURSED' | 'CLOSED' | 'PRE_CLOSED';

/** The loan's terms as its statement and its NOC state them. */
export type LoanTerms = {
  /** The lender's loan account number. */
  accountNumber: string;
  amount: Paise;
  disbursalDate: IsoDate;
  annualFlatRate: BasisPoints;
  apr: BasisPoints;
  tenureMonths: number;
  instalment: Paise;
  status: LoanStatus;
  closedOn: IsoDate | null;
};

export type ScheduleLine = {
  instalmentNumber: number;
  dueDate: IsoDate;
  principal: Paise;
  interest: Paise;
  instalment: Paise;
  /** The day its principal and interest were fully paid. */
  paidOn: IsoDate | null;
};

export type StatementTransactionKind =
  | 'disbursal'
  | 'disbursal-reversed'
  | 'interest-due'
  | 'interest-to-closure'
  | 'payment'
  | 'penal-charge'
  | 'bounce-charge'
  | 'foreclosure-charge'
  | 'refund'
  | 'reversal';

/** One line of the statement, from the borrower's side: a debit adds to what is owed, a credit pays it. */
export type StatementTransaction = {
  date: IsoDate;
  kind: StatementTransactionKind;
  instalmentNumber: number | null;
  /** The ledger's own words for a payout or a payment (its UTR, the gateway's payment id). */
  reference: string | null;
  debit: Paise;
  credit: Paise;
  /** What is owed after this line: negative when more was paid than is due. */
  balance: Paise;
};

export type StatementOfAccountData = {
  asOf: IsoDate;
  lender: LenderLetterhead;
  borrowerName: string;
  loan: LoanTerms;
  schedule: readonly ScheduleLine[];
  transactions: readonly StatementTransaction[];
};

/** What the No Objection Certificate states: the closed loan, and when the bureaus learn of it. */
export type NocData = {
  referenceNumber: string;
  issuedOn: IsoDate;
  /** Where it is issued: the lender's registered office's city. */
  place: string;
  lender: LenderLetterhead;
  borrowerName: string;
  loan: Pick<LoanTerms, 'accountNumber' | 'amount' | 'disbursalDate' | 'status'> & { closedOn: IsoDate };
  /** The credit bureaus' reporting date by which the loan is reported closed. */
  bureauReportingDate: IsoDate;
};
