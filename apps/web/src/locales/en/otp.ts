/** Texts of the OTP widget, shared by every screen that asks for a one-time code. */
export const otp = {
  label: 'OTP',
  resendIn: 'Resend OTP in {{time}}',
  didNotGetIt: "Didn't get the OTP?",
  resend: 'Resend',
};
