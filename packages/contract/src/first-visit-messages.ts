/**
 * The catalogue's texts a first visit to the landing can show: the shell's, the sign-in's (the
 * server's answers to it included) and the API client's. They are part of `messages`
 * (messages.ts), kept in a module of their own so that the landing downloads them and not the
 * whole catalogue; the web app adds the rest with the first screen that needs it.
 */
export const firstVisitMessages = {
  genericRequestFailure: "Couldn't process the request, please try again",
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongBang: 'Something went wrong!',
  sessionTimeout: 'Session timeout',
  pageNotFound: 'Page not found',
  fieldRequired: 'This field is required',
  // A NUL character or half of a surrogate pair in a field (ours: the spec has no text for it).
  unsupportedCharacters: 'Please remove unsupported characters.',
  enterCorrectDetails: 'Please enter correct details to continue the application',
  enterMandatoryDetails: 'Please enter mandatory details',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  youAreOffline: 'You are offline',
  youAreBackOnline: 'You are back online',
  mailUsAt: 'Mail us at',
  incorrectOtp: 'Incorrect OTP',
  enterSixDigitOtp: 'Please enter 6 digit OTP',
  incorrectOtpBang: 'Incorrect Otp!',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpAlreadyUsed: 'This OTP has already been used. Please request a new one.',
  otpSuperseded: 'A newer OTP has been sent. Please enter the latest one.',
  otpTooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  otpNotFound: 'This OTP is not valid. Please request a new one.',
  otpResendWait: 'Please wait {{seconds}} sec before requesting a new OTP.',
  otpSendLimit: 'You have requested too many OTPs. Please try again after {{minutes}} min.',
  // After 100 wrong codes in a row on one account (ours: the spec has no text for it).
  otpSignInLocked:
    'Too many wrong codes. For your safety, sign-in with this number is locked until {{time}}. You can try again after that.',
  otpAccountLocked:
    'Too many wrong codes. For your safety, code checks on your account are locked until {{time}}. You can try again after that.',
  signinPanNotFound:
    "We couldn't find your combination of pan and mobile in our existing records. Visit the mobile app to start your loan application",
  signinDobNotFound:
    "We couldn't find your combination of date of birth and mobile in our existing records. Visit the mobile app to start your loan application",
  googleSigninFailed: 'Google sign-in failed. Please try again.',
  partnerLinkInvalid:
    'This link is invalid or has expired. Please open the latest link from the partner app.',
  partnerLinkUsed: 'This sign-in link has already been used. Please open a new link from the partner app.',
  enterValidField: 'Please enter a valid {{label}}',
  // Update e-mail's own field messages (spec 000 §5.1).
  incorrectMobileNumber: 'Incorrect Mobile Number',
  incorrectPanNumber: 'Incorrect Pan Number',
  dateAfterToday: "Entered date should not be after today's date",
} as const;
