import type { IsoDate } from '@kredo/domain/calendar-date';

import type { AnyKeyFactStatement } from './key-fact-statement-pdf.ts';

/**
 * What the loan agreement is drawn from. The figures and the cooling-off period come from the
 * accepted KFS alone, so the agreement cannot state other terms than the statement it annexes: a
 * term loan's or a credit line's. Identifiers arrive masked: the document never holds a full PAN
 * or account number.
 */
export type LoanAgreementData<Kfs extends AnyKeyFactStatement = AnyKeyFactStatement> = {
  agreementNumber: string;
  /** The day it is executed (signed). */
  date: IsoDate;
  /** Where it is executed; its courts have jurisdiction. */
  place: string;
  lender: { legalName: string; address: string; registration?: string };
  borrower: { name: string; address: string; mobile: string; panLast4: string };
  disbursalAccount: { bankName: string | null; ifsc: string; accountNumberLast3: string };
  kfs: Kfs;
};
