/** Texts of the home screen after sign-in (spec 000 §2.3). */
export const home = {
  greeting: 'Hello, {{name}}',
  greetingWithoutName: 'Hello',
  applyLoan: 'Apply Loan',
  myLoans: 'My Loans',
  /** The loans list (spec 001 §2.10), titled 'My Loans'. */
  loans: {
    empty: 'You have no loans currently!',
    statuses: { DISBURSED: 'Active', CLOSED: 'Closed', PRE_CLOSED: 'Closed early' },
  },
  additionalInformationRequired: 'ADDITIONAL INFORMATION REQUIRED',
  viewDetails: 'View Details',
  status: {
    title: 'Application status',
    initiatedTitle: 'Your application is successfully updated',
    initiatedBody: 'Please allow us some time to process it.',
    incompleteTitle: 'Looks like some items are still missing',
    incompleteBody: 'Please contact our support team at {{email}} if you need help.',
    noApplication: 'You have not applied for a loan yet.',
    otherStatus: 'Your application is being processed.',
    home: 'Go to home',
    approvedTitle: 'Your loan is approved',
    approvedBody: 'Here is the offer from your lender.',
    rejectedTitle: 'Your loan application was not approved',
    rejectedBody:
      'We are sorry, we cannot offer you a loan at this time. Thank you for your interest; you may apply again later.',
  },
  offer: {
    title: 'Your loan offer',
    lender: 'Lender',
    amount: 'Loan amount',
    tenure: 'Tenure',
    months: '{{count}} months',
    emi: 'EMI',
    perMonth: '{{amount}} per month',
    interest: 'Interest',
    interestRate: '{{percent}}% p.a. (flat)',
    processingFee: 'Processing fee',
    plusGst: '{{fee}} + GST {{gst}}',
    dueDay: 'EMI due date',
    dueDayOfMonth: 'Day {{day}} of every month',
  },
};
