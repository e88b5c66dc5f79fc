import type { IncompleteInfoScreen } from '@kredo/domain/incomplete-info';

/** Each correction screen's title: the heading, the list's row and the toast's '<title> updated successfully'. */
export const incompleteInfoTitles = {
  'bank-statement': 'Bank Statement',
  'selfie-unclear': 'Selfie',
  'pan-unclear': 'PAN Details',
  documents: 'Other Documents',
  'work-details': 'Work Details',
  'residence-address': 'Residence Address',
  'digilocker-okyc': 'Digilocker OKYC',
  okyc: 'Aadhaar OKYC',
  'loan-request': 'Loan Details',
  'bank-details': 'Bank Details',
  references: 'References',
  kyc: 'KYC',
} satisfies Record<IncompleteInfoScreen, string>;

/** Texts of the incomplete-information area (spec 000 §2.5, §4.2, §8). */
export const incompleteInfo = {
  titles: incompleteInfoTitles,
  updated: '{{title}} updated successfully',
  index: {
    title: 'Additional Information',
    intro: 'Please update the items below so that we can continue with your application.',
    nothingOutstanding: 'Nothing is pending on your application right now.',
    noScreensTitle: 'Looks like some items are still missing',
    noScreensBody: 'Please contact our support team at {{email}} if you need help.',
    home: 'Go to home',
  },
  continue: 'Continue',
  loadFailure: 'Something went wrong!',
};
