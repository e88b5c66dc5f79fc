/** Texts of the signed-in area's entrance: loading the profile and verifying the mobile. */
export const profile = {
  fetchingDetails: "Please wait, we're fetching your details",
  tryAgain: 'Try again',
  mobileVerification: {
    title: 'Verify your mobile number',
    intro: 'We will send a 6 digit OTP to this number to confirm that it is yours.',
    mobile: 'Mobile Number',
    whatsapp: 'We will send important notification on WhatsApp',
    sendOtp: 'Send OTP',
    verify: 'Verify',
    otpSentTo: 'Enter the 6 digit OTP sent to {{mobile}}',
    verified: 'Your mobile number is verified',
  },
};
