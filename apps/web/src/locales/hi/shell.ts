import type { shell as enShell } from '../en/shell';
import type { DeepPartial } from '../deep-partial';

export const shell: DeepPartial<typeof enShell> = {
  header: {
    back: 'वापस',
    logout: 'लॉग आउट',
    getTheApp: 'ऐप डाउनलोड करें',
    logo: '{{partner}} लोगो',
  },
  footer: {
    copyright: '© {{year}} Kredo',
    partnership: '{{partner}} के साथ साझेदारी में',
    language: 'भाषा',
  },
  landing: {
    offersHeading: 'आपको क्या मिलता है',
    slidesLabel: 'मुख्य बातें',
    slideLabel: 'स्लाइड {{index}} / {{count}}',
    showSlide: 'स्लाइड {{index}} दिखाएँ',
    tipsLink: 'अपना क्रेडिट स्कोर सुधारने के सुझाव',
  },
  slides: {
    quickApproval: 'ऑनलाइन आवेदन करें और मिनटों में फ़ैसला पाएँ',
    lowInterest: 'सरल कीमत: 2.5% फ़्लैट ब्याज प्रति माह',
    flexibleTenure: '3, 6, 9 या 12 महीनों में चुकाएँ',
    medicalCare: 'अभी इलाज कराएँ और आसान किस्तों में चुकाएँ',
    salaryAdvance: 'नौकरी के पहले महीने के लिए वेतन अग्रिम',
    compareOffers: 'भरोसेमंद ऋणदाताओं के ऑफ़र की तुलना करें',
    growWealth: 'समझदारी से उधार लें और अपनी बचत बढ़ाते रहें',
  },
  location: {
    title: 'लोकेशन की अनुमति',
    body: 'यह जाँचने के लिए कि हम आपको सेवा दे सकते हैं और आपका खाता सुरक्षित रखने के लिए हमें आपकी लोकेशन चाहिए। कृपया लोकेशन की अनुमति दें।',
    deny: 'अस्वीकार करें',
    accept: 'स्वीकार करें',
  },
  chat: {
    title: 'हमसे बात करें',
    body: 'हमें लिखें, हमारी सहायता टीम आपसे संपर्क करेगी।',
  },
  notFound: { home: 'होम पेज पर जाएँ' },
  loading: 'लोड हो रहा है',
  tryAgain: 'फिर से प्रयास करें',
  close: 'बंद करें',
  skipToContent: 'मुख्य सामग्री पर जाएँ',
};
