import type { AccountType } from '@kredo/domain/ledger';

/** The texts of the ledger's pages: trial balance, a day's journal, a loan's statement (part of `text`). */
export const ledgerText = {
  ledger: {
    title: 'Ledger',
    sections: 'Ledger views',
    trialBalanceTab: 'Trial balance',
    journalTab: 'Journal of a day',
    downloadCsv: 'Download CSV',
    trialBalance: {
      title: 'Trial balance',
      lender: 'Lender',
      allLenders: 'All lenders',
      lenderOption: (id: number, name: string) => `${name} (${id})`,
      through: 'Through',
      throughHint: 'Entries of this business day and before; empty for all',
      empty: 'No entry posted yet',
      columns: {
        account: 'Account',
        name: 'Name',
        type: 'Type',
        debits: 'Debits',
        credits: 'Credits',
        balance: 'Balance',
      },
      types: {
        asset: 'Asset',
        liability: 'Liability',
        income: 'Income',
        expense: 'Expense',
      } satisfies Record<AccountType, string>,
      total: 'Total',
      balanced: 'Balanced',
      outOfBalance: (amount: string) => `Out of balance by ${amount}`,
    },
    /** A balance as accountants write it: which side it stands on. */
    debitBalance: (amount: string) => `${amount} Dr`,
    creditBalance: (amount: string) => `${amount} Cr`,
    journal: {
      title: 'Journal of a day',
      date: 'Business day',
      chooseDate: 'Choose a business day to see its entries.',
      empty: 'No entry on this day',
    },
    entries: {
      label: 'Journal entries',
      columns: {
        date: 'Business day',
        entry: 'Entry',
        account: 'Account',
        debit: 'Debit',
        credit: 'Credit',
        loan: 'Loan',
        receivable: 'Receivable after',
      },
      entry: (kind: string, narration: string) => `${kind} · ${narration}`,
      posted: (at: string) => `posted ${at}`,
      instalment: (number: number) => `instalment ${number}`,
      openLoan: 'Statement',
    },
    statement: {
      back: 'Back to the ledger',
      title: (account: string) => `Statement of loan ${account}`,
      hint: 'Receivable after: principal, interest, fees and penal charges the ledger holds as owed once the entry is posted.',
      empty: 'No entry posted for this loan yet',
      closing: (amount: string) => `Receivable now: ${amount}`,
    },
  },
} as const;
