import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { instalmentFigures } from '@kredo/domain/instalment-figures';
import { basisPoints, paise } from '@kredo/domain/money';
import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import type { PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { consentRecords } from '../consent/consent.schema.ts';
import { lenderTermsOf } from '../consent/lender-terms.ts';
import type {
  LenderLetterhead,
  LoanStatus,
  LoanTerms,
  NocData,
  StatementOfAccountData,
} from '../generated-documents/loan-document-data.ts';
import type { StatementLine } from '../ledger/ledger.service.ts';
import { nextBureauReportingDate } from './bureau-reporting.ts';
import type { LoanRow } from './loan-opening.ts';
import type { LoanPosition } from './loan-position.ts';
import { statementTransactions } from './statement-transactions.ts';

/**
 * The language the loan's documents are written in: the one the borrower accepted the offer in,
 * as the agreement is (consent/agreement.service.ts).
 */
export const documentLanguageOf = (db: Db, loan: Pick<LoanRow, 'opportunityId'>) =>
  consentLanguageOf(db, loan.opportunityId);

/** The language the offer was accepted in, for a loan's or a line's documents. */
export async function consentLanguageOf(db: Db, opportunityId: string): Promise<PdfLanguage> {
  const [accepted] = await db
    .select({ language: consentRecords.language })
    .from(consentRecords)
    .where(and(eq(consentRecords.opportunityId, opportunityId), eq(consentRecords.consent, true)))
    .orderBy(desc(consentRecords.recordedAt))
    .limit(1);
  return accepted?.language === 'hi' ? 'hi' : 'en';
}

export function letterheadOf(lenderId: number): LenderLetterhead {
  const terms = lenderTermsOf(lenderId);
  return {
    name: terms.lender.name,
    legalName: terms.lender.legalName,
    registration: terms.lender.registration,
    registeredAddress: terms.registeredAddress,
    email: terms.disclosures.grievanceOfficer.email,
  };
}

function loanTermsOf(loan: LoanRow): LoanTerms {
  return {
    accountNumber: loan.lenderLoanAcctId,
    amount: paise(loan.principalPaise),
    disbursalDate: isoDate(loan.disbursalDate),
    annualFlatRate: basisPoints(loan.annualFlatRateBp),
    apr: basisPoints(loan.aprBp),
    tenureMonths: loan.tenureMonths,
    instalment: paise(loan.instalmentPaise),
    status: loan.status as LoanStatus,
    closedOn: loan.closedOn === null ? null : isoDate(loan.closedOn),
  };
}

/** The statement of a loan as of a day: its terms, its schedule with paid days, its transactions. */
export function statementDataOf(input: {
  position: LoanPosition;
  entries: readonly StatementLine[];
  borrowerName: string;
  asOf: IsoDate;
}): StatementOfAccountData {
  const { position, asOf } = input;
  const instalments = position.schedule.map((row) => row.instalment);
  const loan = {
    ...loanTermsOf(position.loan),
    // The EMI the offer, the KFS and the loan's details state (`instalmentFigures`).
    ...(instalments.length > 0 && { instalment: instalmentFigures(instalments).emi }),
  };
  return {
    asOf,
    lender: letterheadOf(position.loan.lenderId),
    borrowerName: input.borrowerName,
    loan,
    schedule: position.schedule.map((row) => ({
      instalmentNumber: row.instalmentNumber,
      dueDate: row.dueDate,
      principal: row.principal,
      interest: row.interest,
      instalment: row.instalment,
      paidOn: position.paidOn.get(row.instalmentNumber) ?? null,
    })),
    transactions: statementTransactions({
      entries: input.entries,
      schedule: position.schedule,
      closedOn: loan.closedOn,
      asOf,
    }),
  };
}

/** The certificate's reference: the lender's loan account number, which names one loan for good. */
export const nocReferenceOf = (loan: Pick<LoanRow, 'lenderLoanAcctId'>) => `NOC/${loan.lenderLoanAcctId}`;

/**
 * The NOC of a closed credit line: its account number, its limit as the amount sanctioned, the
 * day it opened and the day it closed.
 */
export function lineNocDataOf(
  line: {
    lenderLoanAcctId: string;
    lenderId: number;
    limitPaise: number;
    openedOn: string;
    closedOn: string | null;
  },
  borrowerName: string,
  issuedOn: IsoDate,
): NocData {
  const closedOn = line.closedOn ? isoDate(line.closedOn) : issuedOn;
  return {
    referenceNumber: nocReferenceOf(line),
    issuedOn,
    place: lenderTermsOf(line.lenderId).jurisdiction,
    lender: letterheadOf(line.lenderId),
    borrowerName,
    loan: {
      accountNumber: line.lenderLoanAcctId,
      amount: paise(line.limitPaise),
      disbursalDate: isoDate(line.openedOn),
      status: 'CLOSED',
      closedOn,
    },
    bureauReportingDate: nextBureauReportingDate(closedOn),
  };
}

/** The NOC of a closed loan, issued on `issuedOn`. */
export function nocDataOf(loan: LoanRow, borrowerName: string, issuedOn: IsoDate): NocData {
  const terms = loanTermsOf(loan);
  const closedOn = terms.closedOn ?? issuedOn;
  return {
    referenceNumber: nocReferenceOf(loan),
    issuedOn,
    place: lenderTermsOf(loan.lenderId).jurisdiction,
    lender: letterheadOf(loan.lenderId),
    borrowerName,
    loan: { ...terms, closedOn },
    bureauReportingDate: nextBureauReportingDate(closedOn),
  };
}
