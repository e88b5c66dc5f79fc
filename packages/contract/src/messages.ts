/**
 * The user-facing message catalogue: texts the specification quotes, shown exactly as written.
 * Server and web both take user-visible error texts from here; the web app's i18n English
 * resources are built from the same table so a translation never drifts from the server's text.
 */
export const messages = {
  genericRequestFailure: "Couldn't process the request, please try again",
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongBang: 'Something went wrong!',
  sessionTimeout: 'Session timeout',
  pageNotFound: 'Page not found',
  fieldRequired: 'This field is required',
  enterCorrectDetails: 'Please enter correct details to continue the application',
  enterMandatoryDetails: 'Please enter mandatory details',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  youAreOffline: 'You are offline',
  youAreBackOnline: 'You are back online',
  mailUsAt: 'Mail us at',
  incorrectOtp: 'Incorrect OTP',
  incorrectOtpBang: 'Incorrect Otp!',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpAlreadyUsed: 'This OTP has already been used. Please request a new one.',
  otpSuperseded: 'A newer OTP has been sent. Please enter the latest one.',
  otpTooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  otpNotFound: 'This OTP is not valid. Please request a new one.',
  otpResendWait: 'Please wait {{seconds}} sec before requesting a new OTP.',
  otpSendLimit: 'You have requested too many OTPs. Please try again after {{minutes}} min.',
  signinPanNotFound:
    "We couldn't find your combination of pan and mobile in our existing records. Visit the mobile app to start your loan application",
  signinDobNotFound:
    "We couldn't find your combination of date of birth and mobile in our existing records. Visit the mobile app to start your loan application",
  mobileTakenByAnotherAccount:
    'This mobile number is registered with another account. Please use a different number.',
  mobileOtpFailure: 'Something went wrong, Please try again later.',
  googleSigninFailed: 'Google sign-in failed. Please try again.',
  emailUserNotFound: 'Sorry we could not find a user with the entered PAN and MOBILE!',
  emailUpdated: 'Email has been updated successfully!',
  emailUpdateRefused: 'Something went wrong. Please contact our customer support team @ {{phone}}',
  partnerLinkInvalid:
    'This link is invalid or has expired. Please open the latest link from the partner app.',
  partnerLinkUsed: 'This sign-in link has already been used. Please open a new link from the partner app.',
} as const;

/** The support line quoted in 'Something went wrong. Please contact our customer support team @ {phone}'. */
export const supportPhone = '1800-000-0000';

export type MessageKey = keyof typeof messages;
