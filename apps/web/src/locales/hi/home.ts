import type { home as enHome } from '../en/home';
import type { DeepPartial } from '../deep-partial';

export const home: DeepPartial<typeof enHome> = {
  greeting: 'नमस्ते, {{name}}',
  greetingWithoutName: 'नमस्ते',
  applyLoan: 'लोन के लिए आवेदन करें',
  myLoans: 'मेरे लोन',
  loans: {
    empty: 'अभी आपका कोई लोन नहीं है!',
    statuses: { DISBURSED: 'चालू', CLOSED: 'बंद', PRE_CLOSED: 'समय से पहले बंद' },
  },
  additionalInformationRequired: 'अतिरिक्त जानकारी आवश्यक है',
  dashboard: {
    label: 'आपका आवेदन',
    progress: 'आवेदन फ़ॉर्म पूरा हुआ',
    states: {
      none: { title: 'कुछ ही चरणों में लोन पाएँ', body: 'अपनी पात्रता जाँचें, प्रोडक्ट चुनें और एक फ़ॉर्म भरें।' },
      inProgress: { title: 'आपका आवेदन {{percent}}% पूरा है', body: 'जहाँ छोड़ा था, वहीं से आगे बढ़ें।' },
      processing: {
        title: 'आपके आवेदन पर काम चल रहा है',
        body: 'फ़ैसला होते ही हम आपको बताएँगे।',
      },
      needsInfo: {
        title: 'और जानकारी चाहिए',
        body: 'आपका आवेदन आपसे कुछ विवरणों की प्रतीक्षा कर रहा है।',
      },
      approved: { title: 'आपका लोन स्वीकृत हो गया है', body: 'अपने ऋणदाता का ऑफ़र देखें।' },
      rejected: { title: 'आपका पिछला आवेदन स्वीकृत नहीं हुआ', body: 'आप फिर से आवेदन कर सकते हैं।' },
      cancelled: { title: 'आपका पिछला आवेदन रद्द हो गया', body: 'जब चाहें, फिर से आवेदन कर सकते हैं।' },
      loanActive: { title: 'आपका लोन चालू है', body: 'इसका विवरण और किस्तें मेरे लोन में देखें।' },
      loanClosed: { title: 'आपका लोन बंद हो गया है', body: 'आप नए लोन के लिए आवेदन कर सकते हैं।' },
    },
    actions: {
      continueForm: 'आवेदन जारी रखें',
      viewStatus: 'आवेदन की स्थिति देखें',
      finishCorrections: 'सुधार पूरे करें',
      reviewOffer: 'ऑफ़र देखें',
    },
  },
  viewDetails: 'विवरण देखें',
  status: {
    title: 'आवेदन की स्थिति',
    initiatedTitle: 'आपका आवेदन सफलतापूर्वक अपडेट हो गया है',
    initiatedBody: 'कृपया इसे प्रोसेस करने के लिए हमें कुछ समय दें।',
    incompleteTitle: 'लगता है कुछ जानकारी अभी भी बाकी है',
    incompleteBody: 'मदद के लिए हमारी सहायता टीम से {{email}} पर संपर्क करें।',
    noApplication: 'आपने अभी तक लोन के लिए आवेदन नहीं किया है।',
    otherStatus: 'आपके आवेदन पर काम चल रहा है।',
    home: 'होम पर जाएँ',
    approvedTitle: 'आपका लोन स्वीकृत हो गया है',
    approvedBody: 'यह आपके ऋणदाता का ऑफ़र है।',
    rejectedTitle: 'आपका लोन आवेदन स्वीकृत नहीं हुआ',
    rejectedBody:
      'हमें खेद है, हम इस समय आपको लोन नहीं दे सकते। आपकी रुचि के लिए धन्यवाद; आप बाद में फिर से आवेदन कर सकते हैं।',
  },
  offer: {
    title: 'आपका लोन ऑफ़र',
    lender: 'ऋणदाता',
    amount: 'लोन राशि',
    tenure: 'अवधि',
    months: '{{count}} महीने',
    emi: 'EMI',
    perMonth: '{{amount}} प्रति माह',
    interest: 'ब्याज',
    interestRate: '{{percent}}% प्रति वर्ष (फ़्लैट)',
    processingFee: 'प्रोसेसिंग शुल्क',
    plusGst: '{{fee}} + GST {{gst}}',
    dueDay: 'EMI की तारीख',
    dueDayOfMonth: 'हर महीने की {{day}} तारीख',
  },
};
