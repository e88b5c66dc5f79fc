import type { NachFormData } from './nach-form-pdf.ts';

/** A mandate for the worked loan's borrower: ₹20,000 maximum a month, for the loan's 12 instalments and a margin. */
export const sampleNachForm: NachFormData = {
  date: '2026-11-24',
  umrn: null,
  action: 'CREATE',
  sponsorBankCode: 'ICIC0000104',
  utilityCode: 'NACH00000000012345',
  corporateName: 'Sahyadri Finance Private Limited',
  accountType: 'SB',
  accountNumber: '50100123456789',
  bankName: 'HDFC Bank',
  ifsc: 'HDFC0000123',
  maxAmount: 2_000_000,
  debitType: 'MAXIMUM',
  frequency: 'MNTH',
  reference1: 'LA-2026-000016',
  reference2: 'Personal Loan 12M',
  mobile: '+91 98765 43210',
  email: 'ravi.kumar@example.in',
  validFrom: '2026-11-24',
  validUntil: '2029-11-23',
  accountHolderName: 'Ravi Kumar',
};
