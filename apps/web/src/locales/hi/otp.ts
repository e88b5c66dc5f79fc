import type { otp as enOtp } from '../en/otp';
import type { DeepPartial } from '../deep-partial';

export const otp: DeepPartial<typeof enOtp> = {
  label: 'OTP',
  resendIn: '{{time}} में OTP दोबारा भेजें',
  didNotGetIt: 'OTP नहीं मिला?',
  resend: 'दोबारा भेजें',
};
