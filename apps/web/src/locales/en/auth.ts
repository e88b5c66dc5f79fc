/** Texts of the PAN and date-of-birth sign-in, update e-mail (spec 000 §2.2) and logout. */
export const auth = {
  signIn: {
    title: 'SignIn to your account',
    pan: 'PAN',
    mobile: 'Mobile Number',
    dob: 'Date Of Birth',
    otpSentTo: 'Enter the 6 digit OTP sent to {{mobile}}',
    usePan: 'Sign in with PAN instead',
    useDob: 'Sign in with date of birth instead',
  },
  // The spec writes the two sign-ins' buttons differently; each keeps its own spelling.
  panSignIn: {
    generateOtp: 'Generate Otp',
    signIn: 'Sign In',
  },
  dobSignIn: {
    generateOtp: 'Generate OTP',
    signIn: 'Sign in',
  },
  logout: {
    signingOut: 'Signing you out…',
  },
  google: {
    signIn: 'Sign in with Google',
    or: 'or',
  },
  updateEmail: {
    title: 'Connect your email to the account',
    mobile: 'Mobile Number',
    pan: 'PAN Number',
    generateOtp: 'Generate OTP',
    otpSentTo: 'Enter the 6 digit OTP sent to {{mobile}}',
    verifyOtp: 'Verify OTP',
    chooseGoogle: 'Now sign in with the Google account whose email you want to connect.',
    googleUnavailable: 'Google sign-in is not available right now. Please try again later.',
    reenterOtp: 'Re-enter OTP',
    connected: '{{email}} is now the email of your account.',
    goToLogin: 'Go To Login',
  },
};
