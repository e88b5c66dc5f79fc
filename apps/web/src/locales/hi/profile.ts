import type { profile as enProfile } from '../en/profile';
import type { DeepPartial } from '../deep-partial';

export const profile: DeepPartial<typeof enProfile> = {
  fetchingDetails: 'कृपया प्रतीक्षा करें, हम आपका विवरण ला रहे हैं',
  tryAgain: 'फिर से प्रयास करें',
  mobileVerification: {
    title: 'अपना मोबाइल नंबर सत्यापित करें',
    intro: 'यह नंबर आपका है, यह पुष्टि करने के लिए हम इस पर 6 अंकों का OTP भेजेंगे।',
    mobile: 'मोबाइल नंबर',
    whatsapp: 'हम महत्वपूर्ण सूचनाएँ WhatsApp पर भेजेंगे',
    sendOtp: 'OTP भेजें',
    verify: 'सत्यापित करें',
    otpSentTo: '{{mobile}} पर भेजा गया 6 अंकों का OTP दर्ज करें',
    verified: 'आपका मोबाइल नंबर सत्यापित हो गया है',
  },
};
