/**
 * Texts of the post-approval form (spec 001 §2.3, §5, §8): one item at a time after the offer is
 * accepted. The spec's own words are kept as written ('Send Link', 'Select Nominee Relationship',
 * 'I confirm that the information in this form is correct.'); its error texts are the contract's
 * catalogue (`messages.*`).
 */
export const paForm = {
  title: 'A few more details',
  loading: 'Loading the next step',
  finishing: 'Saving your details',
  tryAgain: 'Try Again',
  alternate: {
    title: 'Alternate Contact',
    intro: 'Give us the number of someone we can reach if we cannot reach you. We will send them a link.',
    name: 'Reference Name',
    mobile: 'Reference Mobile Number',
    sendLink: 'Send Link',
  },
  bank: {
    titles: {
      DISBURSAL: 'Disbursal Account',
      NACH: 'Repayment Account (NACH)',
    },
    intros: {
      DISBURSAL: 'The loan amount is sent to this account.',
      NACH: 'Your EMIs are collected from this account through NACH.',
    },
    yourAccounts: 'Your bank accounts',
    accountLine: '{{bank}} A/c {{number}}',
    verification: {
      PENDING: 'Being verified',
      VERIFIED: 'Verified',
      FAILED: 'Not verified',
    },
    purposes: {
      DISBURSAL: 'Disbursal account',
      NACH: 'Repayment account',
    },
    beneficiaryName: 'Account Holder Name',
    ifsc: 'IFSC',
    accountNumber: 'Account Number',
    accountNumberAgain: 'Re-enter Account Number',
    accountType: 'Account Type',
    accountTypes: {
      SAVINGS: 'Savings',
      CURRENT: 'Current',
    },
    continue: 'Continue',
  },
  nominee: {
    title: 'Insurance Nominee',
    intro: 'Your loan is insured. Tell us who should receive the insurance benefit.',
    name: 'Nominee Name',
    relationship: 'Nominee Relationship',
    relationshipPlaceholder: 'Select Nominee Relationship',
    relations: {
      Father: 'Father',
      Mother: 'Mother',
      Son: 'Son',
      Daughter: 'Daughter',
      Spouse: 'Spouse',
    },
    dob: 'Nominee Date of Birth',
    confirm: 'I confirm that the information in this form is correct.',
    proceed: 'Proceed',
  },
  selfie: {
    title: 'Selfie',
    intro: 'Take a clear photo of your face in good light, without a cap or dark glasses.',
    take: 'Take Selfie',
    retake: 'Retake Selfie',
    input: 'Selfie photo',
    uploading: 'Uploading your selfie',
    uploaded: 'Your selfie is uploaded',
    preview: 'Your selfie',
    proceed: 'Proceed',
  },
  documentConsent: {
    title: 'Cancelled Cheque',
    intro:
      'The lender asks for a cancelled cheque of your repayment account. It is optional: you can go on without one.',
    question: 'Will you give a cancelled cheque?',
    choices: {
      give: 'I will give a cancelled cheque',
      none: 'I do not have a cheque book',
    },
    photoHint: 'Write CANCELLED across a cheque of your repayment account and take a clear photo of it.',
    take: 'Upload Cheque Photo',
    retake: 'Upload Another Photo',
    input: 'Cancelled cheque photo',
    uploading: 'Uploading your cheque photo',
    uploaded: 'Your cheque photo is uploaded',
    preview: 'Your cancelled cheque',
    proceed: 'Proceed',
  },
};
