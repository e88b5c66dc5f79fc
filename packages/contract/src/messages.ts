import { firstVisitMessages } from './first-visit-messages.ts';
import { creditReportMessages } from './credit-report-messages.ts';
import { goldMessages } from './gold-messages.ts';

/**
 * The user-facing message catalogue: texts the specification quotes, shown exactly as written.
 * Server and web both take user-visible error texts from here; the web app's i18n English
 * resources are built from the same table so a translation never drifts from the server's text.
 */
export const messages = {
  // The texts a first visit can show (first-visit-messages.ts), then the rest.
  ...firstVisitMessages,
  ...goldMessages,
  ...creditReportMessages,
  uploadLimitReached:
    'Looks like you have already used maximum trials to upload documents. Please contact support for further support',
  allowedFileTypes: 'Allowed file type pdf/jpg/jpeg/png.',
  uploadDocument: 'Please upload document',
  enterOtp: 'Please Enter Otp',
  documentTooLarge: 'The file is too large. Please upload a file smaller than 5MB.',
  // Ours, in the same voice: files refused for what they hold rather than their type or size.
  documentActiveContent:
    'This PDF has scripts or automatic actions in it, which we cannot accept. Please upload a plain PDF or a photo of the document.',
  imageTooManyPixels:
    'The picture is too large. Please upload a picture of at most {{megapixels}} megapixels.',
  selectBusinessProofType: 'Select Business Proof Type',
  // Document capture (spec 000 §5.5, §8).
  enableCameraPermission: 'Please enable camera permission',
  selectType: 'Please select type',
  selectBothImages: 'Please select both images',
  onlyImagesAllowed: 'Only image(.jpg, .png) files allowed!',
  uploadCurrentAddressProof: 'Please upload current address proof to continue the application',
  selfieRequired: 'SELFIE REQUIRED',
  panRequired: 'PAN REQUIRED',
  paySlipRequired: 'PAY SLIP REQUIRED',
  currentAddressProofRequired: 'CURRENT ADDRESS PROOF REQUIRED',
  offerLetterRequired: 'OFFER LETTER REQUIRED',
  rentalAgreementRequired: 'RENTAL AGREEMENT REQUIRED',
  otherDocumentRequired: 'OTHER REQUIRED',
  mobileTakenByAnotherAccount:
    'This mobile number is registered with another account. Please use a different number.',
  mobileOtpFailure: 'Something went wrong, Please try again later.',
  emailUserNotFound: 'Sorry we could not find a user with the entered PAN and MOBILE!',
  emailUpdated: 'Email has been updated successfully!',
  emailUpdateRefused: 'Something went wrong. Please contact our customer support team @ {{phone}}',
  // Loan application (spec 000 §2.4, §4.4, §5, §8).
  profileUpdated: 'Profile Updated',
  notEligibleTitle: 'We are extremely sorry!',
  notEligible: 'Sorry! You are not eligible for the loan. Please try again later!',
  noProductsTitle: 'Not Eligible!',
  noProducts: 'Sorry! You are Not Eligible for a loan currently.',
  applicationUnderProcess:
    'Sorry! Your loan application is under process and you won’t be able to apply for a new loan.',
  applyRefused: 'You can not apply for a loan at this moment. Please try again later!',
  applicationDecidedLocked:
    'Your loan application has already been decided, so these details can no longer be changed.',
  applicationComplete: 'Your loan application is complete! Please wait while we process it!',
  nonServiceable: 'We are not yet serving your area. We will let you know when we do.',
  selectToContinue: 'Please select this to continue the application',
  enterToContinue: 'Please enter this to continue the application',
  fieldBetween: 'Please enter {{label}} between {{min}} and {{max}}',
  selectFieldBetween: 'Please select {{label}} between {{min}} and {{max}}',
  fieldMinimum: 'minimum {{min}}',
  fieldMaximum: 'maximum {{max}}',
  mandatory: 'Mandatory',
  invalid: 'Invalid',
  invalidPincode: 'Invalid Pincode',
  validatingPincode: 'Validating pincode',
  enterValidPincode: 'Please Enter Valid Pincode',
  pincodeLength: 'Pin Code must be of Length 6',
  ageBetween: 'Age should be between 21 - 60',
  selectWorkExperience: 'Please select work experience to continue',
  selectCompany: 'Please select the name of your company to continue the application',
  dateBeforeDob: 'Entered date should not be less than DOB',
  validDateRequired: 'Valid date required',
  dateBeyondExperience: 'Date Is Greater Then Total Experience',
  experienceBeyondTotal: 'Please select work experience less then total experience',
  invalidNumber: 'Invalid Number',
  invalidEmail: 'Invalid Email',
  referenceNameSame: "Reference name can't be same",
  referenceMobileSame: "Reference mobile number can't be same",
  referenceMobileOwn: "Reference mobile number can't be your own number",
  accountNumberMismatch: 'Bank Account Number Mismatched',
  enterCorrectAccountNumber: 'Please enter correct account number',
  wrongIfsc: 'Wrong IFSC',
  incorrectIfsc: 'Incorrect IFSC code!',
  repaymentAccountSame: '*Repayment Account details should be different from the disbursal',
  disbursalAccountSame: '*Disbursal Account details should be different from the repayment',
  // Correction screens (spec 000 §5.3).
  companyCinMissing: 'Please provide full or correct name of the company.',
  currentExperienceBeyondTotal: 'Current experience cannot be more than total experience',
  accountNumberNotMatching: 'Account Number does not match',
  // Bank statements (spec 000 §4.8, §5.5, §8).
  statementInvalidDocument: 'Invalid document. Please upload pdf of your bank statement',
  statementNotProcessable: 'Not able to process. Please email your bank statements to {{email}}',
  statementWrongPassword:
    'Password incorrect. Please enter the correct password to upload your bank statement',
  statementBankMismatch:
    "Your bank name doesn't match with uploaded bank statement. Please select right bank name",
  statementInvalidFormat: 'Invalid file format. Please upload a Valid PDF bank statement.',
  statementUnsupportedFormat: 'Unsupported Bank Statement Format. It should have balance, date and amount',
  statementPasswordEnabled:
    'Looks like pdf is password enabled, please enter your password below to process the bank statement',
  statementTooLarge: 'The PDF file is too large. Please upload a PDF file smaller than 5MB.',
  statementPasswordOrBox: 'Please enter password or if file is not password protected then check the box',
  statementWaitProcessing: 'Wait till the txns are Processed',
  statementSubmitted: 'Bank statement submitted successfully',
  statementFileUploaded: 'File upload completed',
  statementProcessing: 'We are processing your Bank statement',
  statementUnprocessable: 'Sorry we are unable to process your Bank statement',
  statementLeaveTitle: 'Are you sure want to leave',
  statementLeaveText:
    'Looks like you have not submitted your bank statement. Your application will remain incomplete without submitting bank statement.',
  statementIncomplete:
    'Please upload your bank statements for the last 7 months, showing all salary/income credits.',
  statementNothingUploaded: 'Please upload at least one bank statement before completing',
  statementNoStart: 'Please start again: this bank statement session has ended',
  selectBank: 'Please select bank.',
  selectInstitution: 'Please Select Institution',
  selectFile: 'Please select file',
  chooseFile: 'Please choose a file!',
  bankWithoutModes: "Selected Bank doesn't support Net Banking",
  bankRedirectFailure: 'Something went wrong! Looks like {{error}}',
  somethingsWrongTitle: "Something's Wrong",
  somethingsWrongText: 'Looks like something is missing',
  contactSupport: 'Please contact support',
  // KYC: Aadhaar OKYC, DigiLocker, scan and appointment (spec 000 §2.4, §4.6, §5.1, §8).
  enterAadhaarDigits: 'Please Enter 12 digit Aadhaar Number',
  enterValidAadhaar: 'Enter Valid Aadhar Number',
  enterCaptcha: 'Please Enter Captcha',
  enterValidCaptcha: 'Please Enter Valid Captcha',
  kycTryAgain: 'something went wrong, Please try again!',
  generateOtpAgain: 'Please click generate otp again',
  digilockerUpdated: 'Digilocker KYC updated successfully',
  kycUpdated: 'KYC updated successfully',
  okycOtpSent: 'OTP sent to your Aadhaar-linked mobile number {{mobile}}',
  aadhaarWithoutMobile:
    'No mobile number is linked to this Aadhaar. Please choose another way to complete your KYC.',
  digilockerDenied:
    'You did not allow access to your DigiLocker. Please try again or choose another way to complete your KYC.',
  kycAttemptsExceeded: 'You have tried Aadhaar KYC too many times today. Please try again tomorrow.',
  appointmentBooked: 'Your appointment is booked',
  appointmentDateUnavailable: 'Please select a date from the list',
  // Incomplete information (spec 000 §2.5, §8); the spec quotes the selfie and statement texts,
  // the others are ours in the same voice.
  selfieUnclear: 'Selfie image is unclear. Please upload a clear picture',
  panUnclear: 'PAN image is unclear. Please upload a clear picture',
  kycIncomplete: 'Please complete your KYC to continue',
  referencesIncomplete: 'Please add at least 2 references to continue',
  bankDetailsIncomplete: 'Please add your bank account details to continue',
  addressNotUpdated: 'Please update your address to continue',
  workDetailsNotUpdated: 'Please update your work details to continue',
  loanRequestNotUpdated: 'Please update your loan request to continue',
  documentNotUploaded: 'Please upload the requested document to continue',
  applicationMoveRefused: 'Your application has moved on. Please refresh to see where it stands.',
  // The offer after approval (spec 001 §2.2-2.5, §5, §8).
  consentAlreadyMarked: 'Consent is already marked',
  mandatoryFieldStar: '*Mandatory field.',
  kfsDownloaded: 'Your KFS has been Successfully downloaded!',
  kfsDownloadFailed: 'Something went wrong please try again later',
  kfsExpired:
    'This Key Fact Statement is no longer valid. Please read the new one before accepting the offer.',
  offerNotOpen: 'This offer can no longer be accepted. Please contact support.',
  selectDenyReason: 'Please select one of the options to proceed.',
  mentionLoanSource: 'Please mention where did you get the loan offer.',
  agreementGenerationFailed: 'Your loan agreement generation has failed, for further support',
  esignFailed: 'E-Sign failed. Please enter correct OTP.',
  esignLocked: 'Too many wrong codes. Please ask for a new code.',
  esignResendTooSoon: 'Please wait {{seconds}} seconds before asking for a new code.',
  esignTooManySends: 'You have asked for too many codes. Please contact support.',
  esignExpired: 'This code has expired. Please ask for a new code.',
  // Ours: the eSign service provider does not answer (an outage), so nothing was signed or sent.
  esignUnavailable: 'The signing service is unavailable just now. Please try again in a few minutes.',
  paFieldsMissing: 'There was problem, Please contact',
  paItemsPending: 'Please complete every step before continuing.',
  withdrawNotPossible:
    'This loan can no longer be cancelled here. If it has been paid out, you can exit it from your loan details within the cooling-off period.',
  uploadChequeFirst: 'Please upload a photo of your cancelled cheque first.',
  nomineeNameInvalid: 'Please enter correct correct Nominee name',
  nomineeMinor: 'Nominee cannot be minor!',
  enterValidNumber: 'Please enter a valid number',
  referenceSaveFailed: 'Something went wrong! Try Again.',
  accountInvalid: 'We could not find this account. Please check the account number and IFSC.',
  accountClosed: 'This account is closed. Please give an account that is in use.',
  accountNameMismatch:
    'The name on this account does not match yours. Please give an account in your own name.',
  accountBankDown: 'Your bank is not responding right now. Please try again in a few minutes.',
  accountVerifying: 'We are verifying your account. This takes a few seconds.',
  referenceLinkSent: 'We have sent a link to {{name}}.',
  // Repayment mandates (spec 001 §2.6-2.8, §4.7, §8).
  bankAccountsMissing: 'Looks like your bank account details are missing',
  enachNotSupported: 'Your bank is not supporting e-NACH',
  repaymentModesFailed: 'Please try again later',
  enachNotEligibleScan: 'Your bank is not eligible for E-NACH. Please select Scan and Upload.',
  enachNotEligibleSupport: 'Your bank is not eligible for E-NACH. Please contact support at {{email}}.',
  nachLinkFailed: 'Something went wrong',
  nachUploadFailed: 'Something wrong, please try again',
  nachInProcess: 'Your mandate is under registration. Please check with your bank for its status.',
  nachAuthorized: 'Your bank has authorised the mandate. Its registration will be complete shortly.',
  nachActivated: 'Your mandate is active. Please keep sufficient balance in your account on the EMI date.',
  nachRejected:
    'Your mandate was rejected. Please transfer your EMI to the lender account before its due date.',
  mandateBeingRegistered: 'A mandate is already being registered with your bank. Please wait for its result.',
  mandateModeNotOffered: 'This repayment mode is not available for your loan.',
  mandateNotAwaited: 'Your loan is not waiting for a repayment mandate.',
  mandateRejectedReason: 'Your mandate was rejected: {{reason}}',
  // Ours: before the payout there is no EMI to transfer, so a rejection asks for a new mandate.
  nachRejectedBeforePayout:
    'Your mandate was rejected. Please set up a new mandate so that your loan can be paid out.',
  mandateSetUpNew: 'Please set up a new mandate so that your loan can be paid out.',
  // Paying a loan, its statement and its NOC (spec 001 §2.10, §4.9).
  nocNotClosed: 'The NOC is issued once the loan is closed and all dues are paid.',
  paymentAmountTooSmall: 'Please enter an amount of at least ₹100.',
  paymentAmountTooLarge: 'The amount is more than what closes your loan today.',
  paymentNothingDue: 'Nothing is due on this loan now.',
  paymentLoanClosed: 'This loan is closed: nothing more is to be paid.',
  paymentAmountBeyondDues:
    'This is more than your dues and one EMI. To reduce your loan choose Prepay part of the loan, or pay {{amount}} to close it.',
  coolingOffOver: 'The cooling-off period of this loan is over. You can still close it by foreclosure.',
  prepaymentTooSmall: 'A prepayment is at least one EMI beyond your dues: please enter {{amount}} or more.',
  prepaymentTooLarge: 'Please enter at most {{amount}}. To pay off the whole loan, close it instead.',
  prepaymentNachInProcess:
    'Your EMI is being collected through NACH. You can prepay once your bank has answered.',
  prepaymentTooLittleLeft: 'Less than one EMI of principal is left. Please close the loan instead.',
  prepaymentWrittenOff: 'Part prepayment is not available on this loan. Please pay your dues.',
  prepaymentAllDue: 'All of your loan has fallen due. Please pay your dues or close the loan.',
} as const;

/** What Continue says of a required document still missing, by its document type (spec 000 §8). */
export const documentRequiredMessages = {
  SELFIE: messages.selfieRequired,
  PAN: messages.panRequired,
  PAY_SLIP: messages.paySlipRequired,
  CURRENT_ADDRESS_PROOF: messages.currentAddressProofRequired,
  OFFER_LETTER: messages.offerLetterRequired,
  RENTAL_AGREEMENT: messages.rentalAgreementRequired,
  OTHER: messages.otherDocumentRequired,
} as const;

/** The support line quoted in 'Something went wrong. Please contact our customer support team @ {phone}'. */
export const supportPhone = '1800-000-0000';

export type MessageKey = keyof typeof messages;

/** A catalogue template with its {{placeholders}} filled. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));
}
