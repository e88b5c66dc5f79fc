import type { IsoDate } from '@kredo/domain/calendar-date';
import type { KeyFactStatement } from '@kredo/domain/key-fact-statement';

/**
 * What the loan agreement is drawn from. The figures and the cooling-off period come from the
 * accepted KFS alone, so the agreement cannot state other terms than the statement it annexes.
 * Identifiers arrive masked: the document never holds a full PAN or account number.
 */
export type LoanAgreementData = {
  agreementNumber: string;
  /** The day it is executed (signed). */
  date: IsoDate;
  /** Where it is executed; its courts have jurisdiction. */
  place: string;
  lender: { legalName: string; address: string; registration?: string };
  borrower: { name: string; address: string; mobile: string; panLast4: string };
  disbursalAccount: { bankName: string | null; ifsc: string; accountNumberLast3: string };
  kfs: KeyFactStatement;
};
