import type { DeepPartial } from '../deep-partial';
import type { bankStatements as enBankStatements } from '../en/bank-statements';

export const bankStatements: DeepPartial<typeof enBankStatements> = {
  title: 'बैंक स्टेटमेंट',
  backToApplication: 'आवेदन पर वापस जाएँ',
  picker: {
    legend: 'अपना बैंक चुनें',
    majorBanks: 'प्रमुख बैंक',
    otherBanks: 'अन्य बैंक',
  },
  modeQuestion: 'आप अपना स्टेटमेंट किस तरह साझा करना चाहेंगे?',
  modes: {
    PDF_UPLOAD: 'PDF अपलोड',
    NET_BANKING: 'नेट बैंकिंग',
    ACCOUNT_AGGREGATOR: 'OTP से अपलोड करें',
    GOOGLE_FORM: 'Google फ़ॉर्म',
  },
  getStarted: 'शुरू करें',
  chooser: {
    label: 'स्टेटमेंट की PDF अपलोड करें',
    chooseFile: 'फ़ाइल चुनें',
    addMoreFiles: 'और फ़ाइलें जोड़ें',
    chosenFile: 'चुनी गई फ़ाइल',
    noFileChosen: 'कोई फ़ाइल नहीं चुनी गई',
    password: 'पासवर्ड दर्ज करें (यदि हो)',
    notProtected: 'मेरी फ़ाइल पासवर्ड से सुरक्षित नहीं है',
    upload: 'अपलोड करें',
  },
  files: {
    label: 'अपलोड की गई फ़ाइलें',
    uploading: 'अपलोड हो रही है...',
    read: 'अपलोड हो गई',
    earlier: 'स्टेटमेंट फ़ाइल {{number}}',
  },
  complete: 'पूरा करें',
  ok: 'ठीक है',
  leave: 'छोड़ें',
  stay: 'यहीं रहें',
  googleForm: {
    label: 'Google फ़ॉर्म',
    open: 'Google फ़ॉर्म खोलें',
  },
  email: {
    prefer: 'ईमेल से भेजना चाहते हैं?',
    link: 'अपने बैंक स्टेटमेंट {{email}} पर ईमेल करें',
  },
  tryAgain: 'फिर से प्रयास करें',
  secondsLeft: '{{count}} सेकंड बाकी',
  secondsLeft_one: '{{count}} सेकंड बाकी',
  step: {
    continue: 'आगे बढ़ें',
    addAnother: 'एक और स्टेटमेंट जोड़ें',
  },
};
