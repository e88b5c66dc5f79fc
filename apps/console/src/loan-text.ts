import type { loanListQuerySchema } from '@kredo/contract/loan-servicing';
import type * as z from 'zod/mini';

type LoanListView = z.output<typeof loanListQuerySchema>['view'];

/** The texts of operations' loan lists and a loan's page, with the admin's write-off (part of `text`). */
export const loanText = {
  loans: {
    title: 'Loans',
    tabsLabel: 'View',
    views: {
      overdue: 'Overdue',
      npa: 'NPA',
      open: 'Open',
      closed: 'Closed',
    } satisfies Record<LoanListView, string>,
    empty: 'No loans here',
    columns: {
      borrower: 'Borrower',
      account: 'Loan account number',
      lender: 'Lender',
      principal: 'Principal',
      daysPastDue: 'Days past due',
      assetClass: 'Class',
      overdueSince: 'Overdue since',
      dues: 'Dues',
      tags: 'Tags',
      status: 'Status',
    },
    lender: (id: number, name: string | undefined) => (name ? `${name} (${id})` : String(id)),
  },
  loan: {
    back: 'Back to the loans',
    title: (account: string) => `Loan ${account}`,
    details: 'Loan',
    standing: 'Standing',
    dates: 'Dates',
    fields: {
      status: 'Status',
      tags: 'Tags',
      account: 'Loan account number',
      loanId: 'Loan id',
      borrower: 'Borrower',
      userId: 'Borrower id',
      lender: 'Lender',
      principal: 'Principal',
      statement: 'Statement',
      assetClass: 'Class',
      daysPastDue: 'Days past due',
      overdueSince: 'Overdue since',
      dues: 'Due and unpaid today',
      receivable: 'Receivable in the ledger',
      advance: 'Advance held',
      disbursalDate: 'Disbursed on',
      businessDate: 'Last business day closed',
      maturedOn: 'Matured on',
      writtenOffOn: 'Written off on',
      closedOn: 'Closed on',
    },
    openStatement: 'Open the loan’s statement',
    actions: 'Loan actions',
    writeOff: {
      open: 'Write off',
      title: 'Write the loan off',
      warning: (receivable: string) =>
        `Every receivable of the loan (${receivable}) goes to the write-off expense. The borrower still owes it: what they pay from now on is a recovery.`,
      note: 'Why the loan is written off',
      submit: 'Write off',
      done: 'Loan written off.',
    },
  },
} as const;
