/** The texts of the close of business's failed loan-days, under the loans (part of `text`). */
export const closeOfBusinessText = {
  closeOfBusiness: {
    link: 'Close of business failures',
    back: 'Back to the loans',
    title: 'Close of business failures',
    intro:
      'Loan-days the close of business could not close. The other loans closed; each of these is tried again every minute and leaves this list once its day closes.',
    empty: 'Every loan-day has closed',
    tableLabel: 'Loan-days not closed',
    columns: {
      account: 'Loan account number',
      lender: 'Lender',
      status: 'Loan status',
      businessDay: 'Business day',
      attempts: 'Attempts',
      firstSeen: 'First failed',
      lastSeen: 'Last tried',
      error: 'Error',
    },
  },
} as const;
