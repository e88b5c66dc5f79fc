import type { auth as enAuth } from '../en/auth';
import type { DeepPartial } from '../deep-partial';

export const auth: DeepPartial<typeof enAuth> = {
  signIn: {
    title: 'अपने खाते में साइन इन करें',
    pan: 'PAN',
    mobile: 'मोबाइल नंबर',
    dob: 'जन्म तिथि',
    otpSentTo: '{{mobile}} पर भेजा गया 6 अंकों का OTP दर्ज करें',
    usePan: 'इसके बजाय PAN से साइन इन करें',
    useDob: 'इसके बजाय जन्म तिथि से साइन इन करें',
  },
  panSignIn: {
    generateOtp: 'OTP भेजें',
    signIn: 'साइन इन करें',
  },
  dobSignIn: {
    generateOtp: 'OTP भेजें',
    signIn: 'साइन इन करें',
  },
  logout: { signingOut: 'आपको साइन आउट किया जा रहा है…' },
  google: { signIn: 'Google से साइन इन करें', or: 'या' },
};
