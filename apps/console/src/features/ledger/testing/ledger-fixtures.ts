import type { JournalEntryView, TrialBalanceResponse } from '@kredo/contract/ledger';

export const loanId = '6a0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a11';

/** A disbursal and a receipt on one loan: every debit has its credit. */
export function aTrialBalance(overrides: Partial<TrialBalanceResponse> = {}): TrialBalanceResponse {
  return {
    lenderId: null,
    through: null,
    rows: [
      {
        account: 'loan-principal',
        name: 'Loan principal receivable',
        type: 'asset',
        unit: 'INR',
        debits: 15_000_000,
        credits: 1_000_000,
        balance: 14_000_000,
      },
      {
        account: 'interest-receivable',
        name: 'Interest receivable',
        type: 'asset',
        unit: 'INR',
        debits: 375_050,
        credits: 0,
        balance: 375_050,
      },
      {
        account: 'interest-income',
        name: 'Interest income',
        type: 'income',
        unit: 'INR',
        debits: 0,
        credits: 375_050,
        balance: -375_050,
      },
      {
        account: 'disbursal-clearing',
        name: 'Disbursal clearing',
        type: 'liability',
        unit: 'INR',
        debits: 0,
        credits: 15_000_000,
        balance: -15_000_000,
      },
      {
        account: 'collections-clearing',
        name: 'Collections clearing',
        type: 'asset',
        unit: 'INR',
        debits: 1_000_000,
        credits: 0,
        balance: 1_000_000,
      },
    ],
    totals: [{ unit: 'INR', debits: 16_375_050, credits: 16_375_050 }],
    ...overrides,
  };
}

export function aDisbursalEntry(overrides: Partial<JournalEntryView> = {}): JournalEntryView {
  return {
    entryId: 'entry-1',
    businessDate: '2026-03-07',
    kind: 'disbursal',
    narration: 'Disbursal of KL0000042',
    postedAt: '2026-03-07T05:01:00.000Z',
    lines: [
      { unit: 'INR', account: 'loan-principal', amount: 15_000_000, loanId, instalmentNumber: null },
      { unit: 'INR', account: 'fee-income', amount: -300_000, loanId, instalmentNumber: null },
      { unit: 'INR', account: 'gst-payable', amount: -54_000, loanId, instalmentNumber: null },
      { unit: 'INR', account: 'disbursal-clearing', amount: -14_646_000, loanId, instalmentNumber: null },
    ],
    ...overrides,
  };
}

export function anAccrualEntry(overrides: Partial<JournalEntryView> = {}): JournalEntryView {
  return {
    entryId: 'entry-2',
    businessDate: '2026-03-31',
    kind: 'accrual',
    narration: 'Interest to month-end',
    postedAt: '2026-03-31T18:31:00.000Z',
    lines: [
      { unit: 'INR', account: 'interest-receivable', amount: 375_050, loanId, instalmentNumber: 1 },
      { unit: 'INR', account: 'interest-income', amount: -375_050, loanId, instalmentNumber: 1 },
    ],
    ...overrides,
  };
}

export function aReceiptEntry(overrides: Partial<JournalEntryView> = {}): JournalEntryView {
  return {
    entryId: 'entry-3',
    businessDate: '2026-04-05',
    kind: 'payment',
    narration: 'Payment pay_123',
    postedAt: '2026-04-05T06:00:00.000Z',
    lines: [
      { unit: 'INR', account: 'gateway-suspense', amount: 1_375_050, loanId, instalmentNumber: null },
      { unit: 'INR', account: 'interest-receivable', amount: -375_050, loanId, instalmentNumber: 1 },
      { unit: 'INR', account: 'loan-principal', amount: -1_000_000, loanId, instalmentNumber: 1 },
    ],
    ...overrides,
  };
}
