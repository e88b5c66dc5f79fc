import type { DeepPartial } from '../deep-partial';
import type { incompleteInfo as enIncompleteInfo } from '../en/incomplete-info';

export const incompleteInfo: DeepPartial<typeof enIncompleteInfo> = {
  titles: {
    'bank-statement': 'बैंक स्टेटमेंट',
    'selfie-unclear': 'सेल्फ़ी',
    'pan-unclear': 'PAN विवरण',
    documents: 'अन्य दस्तावेज़',
    'work-details': 'कार्य विवरण',
    'residence-address': 'निवास का पता',
    'digilocker-okyc': 'डिजीलॉकर OKYC',
    okyc: 'आधार OKYC',
    'loan-request': 'लोन विवरण',
    'bank-details': 'बैंक विवरण',
    references: 'संदर्भ',
    kyc: 'KYC',
  },
  updated: '{{title}} सफलतापूर्वक अपडेट हो गया',
  index: {
    title: 'अतिरिक्त जानकारी',
    intro: 'कृपया नीचे दी गई जानकारी अपडेट करें ताकि हम आपके आवेदन पर आगे बढ़ सकें।',
    nothingOutstanding: 'अभी आपके आवेदन पर कुछ भी बाकी नहीं है।',
    noScreensTitle: 'लगता है कुछ जानकारी अभी भी बाकी है',
    noScreensBody: 'मदद के लिए हमारी सहायता टीम से {{email}} पर संपर्क करें।',
    home: 'होम पर जाएँ',
  },
  continue: 'आगे बढ़ें',
  loadFailure: 'कुछ गलत हो गया!',
};
