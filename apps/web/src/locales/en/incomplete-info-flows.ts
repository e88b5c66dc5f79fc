import { messages } from '@kredo/contract/messages';

/**
 * Texts of the correction screens that reuse other areas (spec 000 §2.5, §5.1, §5.5, §8): the
 * bank statement, the selfie, PAN details, other documents and the KYC screens.
 */
export const incompleteInfoFlows = {
  /** An upload on these screens that failed for a reason other than the file itself (spec 000 §8). */
  uploadFailed: 'Something wrong, please try again',
  loadFailure: messages.somethingWentWrongBang as string,
  bankStatement: {
    reason: messages.statementIncomplete as string,
    backToApplication: 'Back to application',
    submitted: messages.statementSubmitted as string,
  },
  selfie: {
    reason: messages.selfieUnclear as string,
    label: 'Selfie',
  },
  pan: {
    reason: messages.panUnclear as string,
    panLabel: 'PAN Number',
    dobLabel: 'Date Of Birth',
    imageLabel: 'PAN Card',
    invalidPan: 'Please enter a valid PAN number',
    failed: 'Failed to update Pan details!',
  },
  documents: {
    reason: 'Please upload the documents below to continue the application',
    payslip: 'Latest Payslip',
    statementOfAccount: 'Statement of Account',
    businessProof: 'Business Proof',
    businessProofType: messages.selectBusinessProofType as string,
    businessProofTypes: {
      UDYOG: 'Udyog Aadhaar',
      GST: 'GST Registration',
      UDYAM: 'Udyam Registration',
    },
  },
  kyc: {
    reason: 'Your Aadhaar or current address proof was unclear. Please complete your KYC again.',
    chooseAgain: 'Choose another way',
  },
};
