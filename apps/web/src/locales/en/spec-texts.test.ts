import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { auth } from './auth';
import { bankStatements } from './bank-statements';
import { home } from './home';
import { incompleteInfo } from './incomplete-info';
import { incompleteInfoFlows } from './incomplete-info-flows';
import { kyc } from './kyc';
import { profile } from './profile';
import { shell } from './shell';

/*
 * Spec 000's quoted texts (§2.2, §2.3, §5, §8, and the §2.5/§4.8 texts of the same screens) are
 * shown exactly as written: each row is a catalogue key and the spec's quote, copied from the
 * spec, not from the catalogue. Where the spec writes a placeholder ('{phone}', 'X'), the quote
 * is written with the catalogue's placeholder ('{{phone}}'). docs/texts.md maps each key to the
 * screens that show it, and lists the quotes with no key and why.
 */
const specQuotes: ReadonlyArray<readonly [key: string, quote: string]> = [
  // §2.1, §2.2: sign-in, mobile verification, update e-mail, footer, location, offline.
  ['messages.pageNotFound', 'Page not found'],
  ['profile.fetchingDetails', "Please wait, we're fetching your details"],
  ['auth.signIn.title', 'SignIn to your account'],
  ['auth.panSignIn.generateOtp', 'Generate Otp'],
  ['auth.panSignIn.signIn', 'Sign In'],
  ['auth.dobSignIn.generateOtp', 'Generate OTP'],
  ['auth.dobSignIn.signIn', 'Sign in'],
  ['profile.mobileVerification.whatsapp', 'We will send important notification on WhatsApp'],
  ['profile.mobileVerification.sendOtp', 'Send OTP'],
  ['auth.updateEmail.title', 'Connect your email to the account'],
  ['shell.marketing.updateEmail', 'Connect your email to the account'],
  ['auth.updateEmail.generateOtp', 'Generate OTP'],
  ['auth.updateEmail.goToLogin', 'Go To Login'],
  ['shell.footer.partnership', 'In partnership with {{partner}}'],
  ['shell.location.title', 'Location Permission'],
  ['shell.location.deny', 'Deny'],
  ['shell.location.accept', 'Accept'],
  ['messages.youAreOffline', 'You are offline'],
  ['messages.youAreBackOnline', 'You are back online'],
  // §2.3: home.
  ['home.applyLoan', 'Apply Loan'],
  ['home.myLoans', 'My Loans'],
  ['home.status.initiatedTitle', 'Your application is successfully updated'],
  ['home.status.initiatedBody', 'Please allow us some time to process it.'],
  ['home.status.incompleteTitle', 'Looks like some items are still missing'],
  ['incompleteInfo.index.noScreensTitle', 'Looks like some items are still missing'],
  ['home.additionalInformationRequired', 'ADDITIONAL INFORMATION REQUIRED'],
  ['home.viewDetails', 'View Details'],
  // §5.1: identity and contact.
  ['messages.incorrectMobileNumber', 'Incorrect Mobile Number'],
  ['messages.invalidNumber', 'Invalid Number'],
  ['messages.referenceNameSame', "Reference name can't be same"],
  ['messages.referenceMobileSame', "Reference mobile number can't be same"],
  ['messages.incorrectPanNumber', 'Incorrect Pan Number'],
  ['incompleteInfoFlows.pan.invalidPan', 'Please enter a valid PAN number'],
  ['messages.invalidEmail', 'Invalid Email'],
  ['messages.ageBetween', 'Age should be between 21 - 60'],
  ['messages.enterAadhaarDigits', 'Please Enter 12 digit Aadhaar Number'],
  ['messages.enterValidAadhaar', 'Enter Valid Aadhar Number'],
  ['messages.enterCaptcha', 'Please Enter Captcha'],
  ['messages.enterValidCaptcha', 'Please Enter Valid Captcha'],
  // §5.2: eligibility.
  ['messages.mandatory', 'Mandatory'],
  ['messages.invalid', 'Invalid'],
  ['messages.notEligibleTitle', 'We are extremely sorry!'],
  ['messages.notEligible', 'Sorry! You are not eligible for the loan. Please try again later!'],
  ['messages.invalidPincode', 'Invalid Pincode'],
  ['messages.validatingPincode', 'Validating pincode'],
  ['messages.enterValidPincode', 'Please Enter Valid Pincode'],
  ['messages.selectWorkExperience', 'Please select work experience to continue'],
  ['messages.selectCompany', 'Please select the name of your company to continue the application'],
  // §5.3: residence, employment, loan, bank account.
  ['messages.dateAfterToday', "Entered date should not be after today's date"],
  ['messages.dateBeforeDob', 'Entered date should not be less than DOB'],
  ['messages.validDateRequired', 'Valid date required'],
  ['messages.dateBeyondExperience', 'Date Is Greater Then Total Experience'],
  ['messages.experienceBeyondTotal', 'Please select work experience less then total experience'],
  ['messages.currentExperienceBeyondTotal', 'Current experience cannot be more than total experience'],
  ['messages.companyCinMissing', 'Please provide full or correct name of the company.'],
  ['messages.accountNumberMismatch', 'Bank Account Number Mismatched'],
  ['messages.accountNumberNotMatching', 'Account Number does not match'],
  ['messages.wrongIfsc', 'Wrong IFSC'],
  ['messages.incorrectIfsc', 'Incorrect IFSC code!'],
  ['messages.enterCorrectAccountNumber', 'Please enter correct account number'],
  ['messages.repaymentAccountSame', '*Repayment Account details should be different from the disbursal'],
  ['messages.disbursalAccountSame', '*Disbursal Account details should be different from the repayment'],
  // §5.4: generic form rules.
  ['messages.fieldRequired', 'This field is required'],
  ['messages.selectToContinue', 'Please select this to continue the application'],
  ['messages.enterToContinue', 'Please enter this to continue the application'],
  ['messages.enterCorrectDetails', 'Please enter correct details to continue the application'],
  ['messages.enterValidField', 'Please enter a valid {{label}}'],
  ['messages.fieldBetween', 'Please enter {{label}} between {{min}} and {{max}}'],
  ['messages.selectFieldBetween', 'Please select {{label}} between {{min}} and {{max}}'],
  ['messages.fieldMinimum', 'minimum {{min}}'],
  ['messages.fieldMaximum', 'maximum {{max}}'],
  ['messages.enterMandatoryDetails', 'Please enter mandatory details'],
  ['messages.pincodeLength', 'Pin Code must be of Length 6'],
  // §5.5: documents and bank statements.
  ['messages.allowedFileTypes', 'Allowed file type pdf/jpg/jpeg/png.'],
  ['messages.selectBusinessProofType', 'Select Business Proof Type'],
  ['incompleteInfoFlows.documents.businessProofType', 'Select Business Proof Type'],
  ['messages.selectBothImages', 'Please select both images'],
  ['messages.selectType', 'Please select type'],
  ['messages.onlyImagesAllowed', 'Only image(.jpg, .png) files allowed!'],
  ['messages.uploadCurrentAddressProof', 'Please upload current address proof to continue the application'],
  ['messages.selectBank', 'Please select bank.'],
  ['messages.selectInstitution', 'Please Select Institution'],
  ['messages.selectFile', 'Please select file'],
  ['messages.chooseFile', 'Please choose a file!'],
  ['messages.statementTooLarge', 'The PDF file is too large. Please upload a PDF file smaller than 5MB.'],
  [
    'messages.statementPasswordOrBox',
    'Please enter password or if file is not password protected then check the box',
  ],
  [
    'messages.statementPasswordEnabled',
    'Looks like pdf is password enabled, please enter your password below to process the bank statement',
  ],
  ['bankStatements.chooser.password', 'Enter Password If Any'],
  // §2.5, §4.8: the bank statement screens' own texts.
  ['bankStatements.picker.otherBanks', 'Other Banks'],
  ['bankStatements.getStarted', 'Get Started'],
  ['messages.bankWithoutModes', "Selected Bank doesn't support Net Banking"],
  ['messages.statementSubmitted', 'Bank statement submitted successfully'],
  ['messages.statementFileUploaded', 'File upload completed'],
  ['messages.statementProcessing', 'We are processing your Bank statement'],
  ['messages.statementUnprocessable', 'Sorry we are unable to process your Bank statement'],
  ['messages.somethingsWrongTitle', "Something's Wrong"],
  ['messages.somethingsWrongText', 'Looks like something is missing'],
  ['messages.contactSupport', 'Please contact support'],
  // §8: the error catalogue.
  ['messages.sessionTimeout', 'Session timeout'],
  ['messages.mailUsAt', 'Mail us at'],
  ['messages.genericRequestFailure', "Couldn't process the request, please try again"],
  [
    'messages.signinPanNotFound',
    "We couldn't find your combination of pan and mobile in our existing records. Visit the mobile app to start your loan application",
  ],
  ['messages.somethingWentWrong', 'Something went wrong'],
  ['messages.somethingWentWrongBang', 'Something went wrong!'],
  ['messages.mobileOtpFailure', 'Something went wrong, Please try again later.'],
  ['messages.emailUpdated', 'Email has been updated successfully!'],
  ['messages.incorrectOtpBang', 'Incorrect Otp!'],
  [
    'messages.emailUpdateRefused',
    'Something went wrong. Please contact our customer support team @ {{phone}}',
  ],
  ['messages.emailUserNotFound', 'Sorry we could not find a user with the entered PAN and MOBILE!'],
  [
    'messages.uploadLimitReached',
    'Looks like you have already used maximum trials to upload documents. Please contact support for further support',
  ],
  ['incompleteInfoFlows.uploadFailed', 'Something wrong, please try again'],
  ['messages.selfieRequired', 'SELFIE REQUIRED'],
  ['messages.panRequired', 'PAN REQUIRED'],
  ['messages.paySlipRequired', 'PAY SLIP REQUIRED'],
  ['messages.currentAddressProofRequired', 'CURRENT ADDRESS PROOF REQUIRED'],
  ['messages.offerLetterRequired', 'OFFER LETTER REQUIRED'],
  ['messages.rentalAgreementRequired', 'RENTAL AGREEMENT REQUIRED'],
  ['messages.otherDocumentRequired', 'OTHER REQUIRED'],
  ['messages.profileUpdated', 'Profile Updated'],
  ['incompleteInfoFlows.pan.failed', 'Failed to update Pan details!'],
  ['messages.kycTryAgain', 'something went wrong, Please try again!'],
  ['messages.generateOtpAgain', 'Please click generate otp again'],
  ['messages.enableCameraPermission', 'Please enable camera permission'],
  ['messages.digilockerUpdated', 'Digilocker KYC updated successfully'],
  ['incompleteInfoFlows.loadFailure', 'Something went wrong!'],
  ['incompleteInfo.loadFailure', 'Something went wrong!'],
  ['messages.noProductsTitle', 'Not Eligible!'],
  ['messages.noProducts', 'Sorry! You are Not Eligible for a loan currently.'],
  [
    'messages.applicationUnderProcess',
    'Sorry! Your loan application is under process and you won’t be able to apply for a new loan.',
  ],
  ['messages.applyRefused', 'You can not apply for a loan at this moment. Please try again later!'],
  [
    'messages.statementIncomplete',
    'Please upload your bank statements for the last 7 months, showing all salary/income credits.',
  ],
  [
    'incompleteInfoFlows.bankStatement.reason',
    'Please upload your bank statements for the last 7 months, showing all salary/income credits.',
  ],
  ['messages.selfieUnclear', 'Selfie image is unclear. Please upload a clear picture'],
  ['incompleteInfoFlows.selfie.reason', 'Selfie image is unclear. Please upload a clear picture'],
  ['messages.statementInvalidDocument', 'Invalid document. Please upload pdf of your bank statement'],
  ['messages.statementNotProcessable', 'Not able to process. Please email your bank statements to {{email}}'],
  [
    'messages.statementWrongPassword',
    'Password incorrect. Please enter the correct password to upload your bank statement',
  ],
  [
    'messages.statementBankMismatch',
    "Your bank name doesn't match with uploaded bank statement. Please select right bank name",
  ],
  ['messages.statementInvalidFormat', 'Invalid file format. Please upload a Valid PDF bank statement.'],
  [
    'messages.statementUnsupportedFormat',
    'Unsupported Bank Statement Format. It should have balance, date and amount',
  ],
  ['messages.statementWaitProcessing', 'Wait till the txns are Processed'],
  ['messages.statementLeaveTitle', 'Are you sure want to leave'],
  [
    'messages.statementLeaveText',
    'Looks like you have not submitted your bank statement. Your application will remain incomplete without submitting bank statement.',
  ],
  ['messages.incorrectOtp', 'Incorrect OTP'],
  ['messages.bankRedirectFailure', 'Something went wrong! Looks like {{error}}'],
  ['incompleteInfo.updated', '{{title}} updated successfully'],
  ['messages.kycUpdated', 'KYC updated successfully'],
  ['kyc.okyc.title', 'Aadhaar KYC Verification'],
  ['kyc.digilocker.title', 'Digilocker KYC Verification'],
];

/** The English the screens read, by namespace (the lazily registered ones included). */
const english: Record<string, unknown> = {
  messages,
  auth,
  bankStatements,
  home,
  incompleteInfo,
  incompleteInfoFlows,
  kyc,
  profile,
  shell,
};

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
}

describe("the English catalogue holds spec 000's quoted texts exactly", () => {
  it.each(specQuotes)('%s', (key, quote) => {
    expect(lookup(key)).toBe(quote);
  });
});
