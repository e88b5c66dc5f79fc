/** Texts of the home screen after sign-in (spec 000 §2.3). */
export const home = {
  greeting: 'Hello, {{name}}',
  greetingWithoutName: 'Hello',
  applyLoan: 'Apply Loan',
  myLoans: 'My Loans',
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
  },
};
