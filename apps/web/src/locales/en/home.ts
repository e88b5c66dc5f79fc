/** Texts of the home screen after sign-in (spec 000 §2.3). */
export const home = {
  greeting: 'Hello, {{name}}',
  greetingWithoutName: 'Hello',
  applyLoan: 'Apply Loan',
  myLoans: 'My Loans',
  /** The digital gold area's entry (spec 002 §2). */
  digitalGold: 'Digital Gold',
  /** The insurance area's entry (spec 002 §2). */
  insurance: 'Insurance',
  /** The credit report's entry (spec 002 §2). */
  creditReport: 'Credit Report',
  /** The referral screen's entry (spec 002 §2). */
  referAndEarn: 'Refer and earn',
  additionalInformationRequired: 'ADDITIONAL INFORMATION REQUIRED',
  /** Home's card: where the latest application stands, and the one next step. */
  dashboard: {
    label: 'Your application',
    progress: 'Application form completed',
    states: {
      none: {
        title: 'Get a loan in a few steps',
        body: 'Check your eligibility, choose a product and fill in one form.',
      },
      inProgress: { title: 'Your application is {{percent}}% complete', body: 'Pick up where you left off.' },
      processing: {
        title: 'Your application is being processed',
        body: 'We will let you know as soon as there is a decision.',
      },
      needsInfo: {
        title: 'More information is needed',
        body: 'Your application is waiting for a few details from you.',
      },
      approved: { title: 'Your loan is approved', body: 'Review the offer from your lender.' },
      /** An approved offer waiting for the borrower's next step in the consent area. */
      consent: {
        reviewOffer: { title: 'Your loan is approved', body: 'Review the offer from your lender.' },
        completeDetails: {
          title: 'Your offer is accepted',
          body: 'Complete a few details your lender needs.',
        },
        signAgreement: {
          title: 'Your loan agreement is ready',
          body: 'Sign it with a code sent to your mobile.',
        },
        setUpRepayment: { title: 'Your loan agreement is signed', body: 'Next, set up how you will repay.' },
      },
      rejected: { title: 'Your last application was not approved', body: 'You may apply again.' },
      cancelled: {
        title: 'Your last application was cancelled',
        body: 'You may apply again whenever you are ready.',
      },
      /** The repayment mandate lets the lender disburse: the loan waits for its payout. */
      awaitingPayout: {
        title: 'Your loan will be paid out soon',
        body: 'Your loan of {{amount}} will be paid into your bank account {{account}}.',
        bodyWithoutAccount: 'Your loan of {{amount}} will be paid into your bank account.',
        bodyPlain: 'Your loan will be paid into your bank account.',
        inMyLoans: 'You will find it in My Loans once it is paid out.',
        here: 'It will show here once it is paid out.',
      },
      loanActive: { title: 'Your loan is active', body: 'See its details and repayments in My Loans.' },
      loanClosed: { title: 'Your loan is closed', body: 'You may apply for a new loan.' },
    },
    actions: {
      continueForm: 'Continue application',
      viewStatus: 'View application status',
      finishCorrections: 'Finish corrections',
      reviewOffer: 'Review offer',
      completeDetails: 'Complete details',
      signAgreement: 'Sign agreement',
      setUpRepayment: 'Set up repayment',
    },
  },
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
    lineTitle: 'Your credit line offer',
    limit: 'Credit limit',
    lineInterestRate: '{{percent}}% a year, only on what you withdraw',
    billDue: 'Bill due date',
    billDueDay: '5th of every month',
  },
};
