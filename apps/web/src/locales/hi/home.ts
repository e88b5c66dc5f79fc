import type { home as enHome } from '../en/home';
import type { DeepPartial } from '../deep-partial';

export const home: DeepPartial<typeof enHome> = {
  greeting: 'नमस्ते, {{name}}',
  greetingWithoutName: 'नमस्ते',
  applyLoan: 'लोन के लिए आवेदन करें',
  myLoans: 'मेरे लोन',
  additionalInformationRequired: 'अतिरिक्त जानकारी आवश्यक है',
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
  },
};
