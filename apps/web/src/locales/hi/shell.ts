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
    carousel: 'कैरसेल',
    slide: 'स्लाइड',
    slideLabel: 'स्लाइड {{index}} / {{count}}',
    showSlide: 'स्लाइड {{index}} दिखाएँ',
    tipsLink: 'अपना क्रेडिट स्कोर सुधारने के सुझाव',
    coBrand: '{{brand}} द्वारा संचालित',
  },
  loanFacts: {
    sampleHeading: 'एक लोन की लागत',
    sampleIntro: '{{amount}} के लोन का उदाहरण, जो {{months}} महीनों में चुकाया जाए।',
    principal: 'लोन राशि',
    tenure: 'अवधि',
    tenureMonths: '{{count}} महीने',
    interest: 'ब्याज',
    interestFlat: '{{rate}}% फ़्लैट प्रति माह',
    processingFee: 'प्रोसेसिंग शुल्क',
    feeWithGst: '{{fee}} + {{gst}} जीएसटी',
    disbursed: 'आपके खाते में जमा',
    instalment: 'मासिक किस्त (ईएमआई)',
    instalmentSplit: 'पहले {{count}} महीने {{larger}}, फिर {{smaller}}',
    totalInterest: 'कुल ब्याज',
    totalRepayable: 'कुल चुकाने वाली राशि',
    apr: 'वार्षिक प्रतिशत दर (एपीआर)',
    aprNote:
      'एपीआर में ब्याज और जीएसटी सहित प्रोसेसिंग शुल्क शामिल हैं। आपका अपना ऑफ़र स्वीकार करने से पहले उसके आँकड़े दिखाता है।',
    lenderHeading: 'लोन प्रदाता',
    nbfc: 'भारतीय रिज़र्व बैंक में पंजीकृत गैर-बैंकिंग वित्तीय कंपनी',
    bank: 'भारतीय रिज़र्व बैंक से लाइसेंस प्राप्त बैंक',
    registration: 'पंजीकरण संख्या {{number}}',
    grievance: 'शिकायतें',
    lenderLogo: '{{lender}} लोगो',
  },
  marketing: {
    headline: 'आपके महीने के हिसाब से लोन',
    lead: 'फ़ोन से मिनटों में आवेदन करें। हस्ताक्षर से पहले देखें कि आप हर रुपया कितना चुकाएँगे।',
    testimonialsHeading: 'उधारकर्ता क्या कहते हैं',
    testimonials: {
      priya: {
        quote:
          'माँ की सर्जरी के लिए पैसों की ज़रूरत थी और अगले ही दिन खाते में आ गए। ईएमआई हर महीने एक जैसी है, कोई आश्चर्य नहीं।',
        name: 'प्रिया एस.',
        place: 'पुणे',
      },
      rahul: {
        quote: 'सब कुछ ऑनलाइन हुआ: पैन, बैंक स्टेटमेंट और ई-साइन। मुझे कभी शाखा नहीं जाना पड़ा।',
        name: 'राहुल एम.',
        place: 'जयपुर',
      },
      farhan: {
        quote: 'ऑफ़र स्वीकार करने से पहले ऐप ने ठीक-ठीक बताया कि मुझे कितना चुकाना होगा।',
        name: 'फ़रहान के.',
        place: 'लखनऊ',
      },
    },
    footerHeading: '{{brand}} के बारे में',
    about:
      '{{brand}} भारतीय रिज़र्व बैंक द्वारा विनियमित ऋणदाताओं से पर्सनल लोन और क्रेडिट लाइन दिलाता है। हर आवेदन पर फ़ैसला ऋणदाता करता है और हर ऑफ़र पर उसका नाम होता है।',
    lenderDisclosure: 'इस पेज के लोन {{lender}} द्वारा दिए जाते हैं।',
    writeToUs: 'हमें लिखें',
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
