import {
  keyFactStatement,
  type KeyFactStatement,
  type KeyFactStatementInput,
} from '@kredo/domain/key-fact-statement';
import { kfsInput } from '@kredo/domain/key-fact-statement-test-kit';
import { isoDate } from '@kredo/domain/calendar-date';

import type { KfsParties } from './key-fact-statement-pdf.ts';
import type { LoanAgreementData } from './loan-agreement-data.ts';

/** Test data for the generated documents. The worked loan of docs/decisions.md (₹1,00,000, 2.5% flat a month, 12 months, 2% fee + GST), with overrides. */
export function anchorKfs(overrides: Partial<KeyFactStatementInput> = {}): KeyFactStatement {
  return keyFactStatement(kfsInput(overrides));
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
export function agreementData(overrides: Partial<LoanAgreementData> = {}): LoanAgreementData {
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
    kfs: anchorKfs(),
    ...overrides,
  };
}
