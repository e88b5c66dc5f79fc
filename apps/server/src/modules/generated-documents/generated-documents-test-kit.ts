import {
  creditLineKeyFactStatement,
  type CreditLineKeyFactStatement,
  type CreditLineKfsInput,
} from '@kredo/domain/credit-line-key-facts';
import {
  keyFactStatement,
  type KeyFactStatement,
  type KeyFactStatementInput,
} from '@kredo/domain/key-fact-statement';
import { kfsInput, lineKfsInput } from '@kredo/domain/key-fact-statement-test-kit';
import { isoDate } from '@kredo/domain/calendar-date';

import type { KfsParties } from './key-fact-statement-pdf.ts';
import type { LoanAgreementData } from './loan-agreement-data.ts';

/** Test data for the generated documents. The worked loan of docs/decisions.md (₹1,00,000, 2.5% flat a month, 12 months, 2% fee + GST), with overrides. */
export function anchorKfs(overrides: Partial<KeyFactStatementInput> = {}): KeyFactStatement {
  return keyFactStatement(kfsInput(overrides));
}

/**
 * A credit line's KFS: ₹1,00,000 for 12 months at 30% a year on what is drawn, a ₹2,000
 * processing fee, 2% a drawdown (₹199 at least), 18% GST, issued the worked loan's day with its
 * contingent charges and disclosures; with overrides.
 */
export function lineKfs(overrides: Partial<CreditLineKfsInput> = {}): CreditLineKeyFactStatement {
  return creditLineKeyFactStatement(lineKfsInput(overrides));
}

export function kfsParties(overrides: Partial<KfsParties> = {}): KfsParties {
  return {
    lenderName: 'Sahyadri Finance Private Limited',
    lenderAddress: '4th Floor, Prabhat Towers, Baner Road, Pune 411045, Maharashtra',
    lenderRegistration: 'N-13.02287',
    borrowerName: 'Ravi Kumar',
    ...overrides,
  };
}

/** An agreement on the worked loan's KFS, executed the day the KFS was issued, with overrides. */
export function agreementData(
  overrides: Partial<LoanAgreementData<KeyFactStatement>> = {},
): LoanAgreementData<KeyFactStatement> {
  return { ...agreementParties(), kfs: anchorKfs(), ...overrides };
}

/** An agreement on the line of `lineKfs`, executed the day its KFS was issued. */
export function lineAgreementData(
  overrides: Partial<LoanAgreementData<CreditLineKeyFactStatement>> = {},
): LoanAgreementData<CreditLineKeyFactStatement> {
  return { ...agreementParties(), kfs: lineKfs(), ...overrides };
}

function agreementParties(): Omit<LoanAgreementData, 'kfs'> {
  return {
    agreementNumber: 'LA-2026-000016',
    date: isoDate('2026-11-24'),
    place: 'Pune',
    lender: {
      legalName: 'Sahyadri Finance Private Limited',
      address: '4th Floor, Prabhat Towers, Baner Road, Pune 411045, Maharashtra',
      registration: 'N-13.02287',
    },
    borrower: {
      name: 'Ravi Kumar',
      address: '12 MG Road, Kothrud, Pune 411038, Maharashtra',
      mobile: '+91 98765 43210',
      panLast4: '234K',
    },
    disbursalAccount: { bankName: 'HDFC Bank', ifsc: 'HDFC0000123', accountNumberLast3: '789' },
  };
}
