/** Texts of the bank statement screens (spec 000 §2.5, §4.8, §5.5). */
export const bankStatements = {
  title: 'Bank Statement',
  backToApplication: 'Back to application',
  picker: {
    legend: 'Select your bank',
    majorBanks: 'Major banks',
    otherBanks: 'Other Banks',
  },
  modeQuestion: 'How would you like to share your statement?',
  /** How each way of sharing is named (spec 000 §2.5). */
  modes: {
    PDF_UPLOAD: 'PDF Upload',
    NET_BANKING: 'Net Banking',
    ACCOUNT_AGGREGATOR: 'Upload Via OTP',
    GOOGLE_FORM: 'Google Form',
  },
  getStarted: 'Get Started',
  chooser: {
    label: 'Upload a statement PDF',
    chooseFile: 'Choose File',
    addMoreFiles: 'Add More Files',
    chosenFile: 'Chosen file',
    noFileChosen: 'No file chosen',
    password: 'Enter Password If Any',
    notProtected: 'My file is not password protected',
    upload: 'Upload',
  },
  files: {
    label: 'Uploaded files',
    uploading: 'Uploading...',
    read: 'Uploaded',
    earlier: 'Statement file {{number}}',
  },
  complete: 'Complete',
  ok: 'OK',
  leave: 'Leave',
  stay: 'Stay',
  googleForm: {
    label: 'Google Form',
    open: 'Open Google Form',
  },
  email: {
    prefer: 'Prefer e-mail?',
    link: 'Email your bank statements to {{email}}',
  },
  tryAgain: 'Try Again',
  /** The countdown, as a screen reader says it. */
  secondsLeft: '{{count}} seconds left',
  secondsLeft_one: '{{count}} second left',
  step: {
    continue: 'Continue',
    addAnother: 'Add another statement',
  },
};
