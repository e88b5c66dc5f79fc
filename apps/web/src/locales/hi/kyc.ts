import type { DeepPartial } from '../deep-partial';
import type { kyc as enKyc } from '../en/kyc';

export const kyc: DeepPartial<typeof enKyc> = {
  title: 'KYC',
  tryAgain: 'फिर से प्रयास करें',
  continue: 'आगे बढ़ें',
  options: {
    intro: 'चुनें कि आप अपना KYC कैसे पूरा करना चाहते हैं।',
    label: 'KYC के विकल्प',
  },
  modes: {
    OKYC: { title: 'Aadhaar OKYC', detail: 'अपने Aadhaar से जुड़े मोबाइल पर भेजे गए OTP से सत्यापित करें' },
    KYC_DIGI_LOCKER: { title: 'DigiLocker OKYC', detail: 'DigiLocker से अपना e-Aadhaar साझा करें' },
    SCAN: { title: 'स्कैन (डिजिटल KYC)', detail: 'अपने पते के प्रमाण का आगे और पीछे का भाग अपलोड करें' },
    APPOINTMENT: {
      title: 'अपॉइंटमेंट (भौतिक दस्तावेज़)',
      detail: 'अपने दस्तावेज़ जमा करवाने के लिए एजेंट की विज़िट बुक करें',
    },
  },
  verified: {
    label: 'आपका e-KYC',
    photo: '{{name}} की फ़ोटो',
    aadhaar: 'Aadhaar XXXX XXXX {{last4}}',
    genders: { M: 'पुरुष', F: 'महिला', T: 'ट्रांसजेंडर' },
  },
  okyc: {
    title: 'Aadhaar KYC सत्यापन',
    aadhaarForm: 'Aadhaar',
    aadhaarNumber: 'Aadhaar नंबर',
    captcha: 'कैप्चा',
    loadingCaptcha: 'कैप्चा लोड हो रहा है…',
    refreshCaptcha: 'नया कैप्चा लाएँ',
    refresh: 'रीफ़्रेश करें',
    enterCaptcha: 'कैप्चा दर्ज करें',
    generateOtp: 'OTP भेजें',
    otpForm: 'Aadhaar OTP',
    validateOtp: 'OTP सत्यापित करें',
  },
  digilocker: {
    title: 'DigiLocker KYC सत्यापन',
    intro:
      'अपना KYC पूरा करने के लिए DigiLocker से अपना e-Aadhaar साझा करें। आप DigiLocker में साइन इन करेंगे और Kredo को इसे लेने की अनुमति देंगे।',
    goToDigilocker: 'DigiLocker पर जाएँ',
  },
  scan: {
    title: 'पते का प्रमाण स्कैन करें',
    formLabel: 'पते का प्रमाण',
    intro: 'अपने वर्तमान पते के प्रमाण का आगे और पीछे का भाग अपलोड करें (PDF, JPG या PNG, अधिकतम 5 MB)।',
    proofType: 'पते के प्रमाण का प्रकार',
    proofTypes: { DL: 'ड्राइविंग लाइसेंस', AADHAAR: 'Aadhaar कार्ड', VOTER_ID: 'वोटर आईडी', PASSPORT: 'पासपोर्ट' },
    sides: { FRONT: 'आगे का भाग', BACK: 'पीछे का भाग' },
    submit: 'जमा करें',
  },
  appointment: {
    title: 'अपॉइंटमेंट बुक करें',
    booked: 'आपका अपॉइंटमेंट',
    agentWillVisit: 'हमारे एजेंट आपके दस्तावेज़ लेने आएँगे:',
    completeOnceCollected: 'एजेंट के आपके दस्तावेज़ ले लेने के बाद आपका KYC पूरा हो जाएगा।',
    change: 'अपॉइंटमेंट बदलें',
    formLabel: 'अपॉइंटमेंट',
    intro: 'अपने भौतिक दस्तावेज़ जमा करवाने के लिए हमारे एजेंट की विज़िट बुक करें।',
    date: 'तारीख',
    slot: 'समय स्लॉट',
    address: {
      house: 'मकान/फ़्लैट नंबर',
      street: 'गली',
      locality: 'इलाका',
      landmark: 'लैंडमार्क',
      pincode: 'पिनकोड',
    },
    book: 'अपॉइंटमेंट बुक करें',
  },
};
