import type { DeepPartial } from '../deep-partial';
import type { paForm as enPaForm } from '../en/pa-form';

export const paForm: DeepPartial<typeof enPaForm> = {
  title: 'कुछ और जानकारी',
  loading: 'अगला चरण लोड हो रहा है',
  finishing: 'आपकी जानकारी सहेजी जा रही है',
  tryAgain: 'फिर से प्रयास करें',
  alternate: {
    title: 'वैकल्पिक संपर्क',
    intro: 'किसी ऐसे व्यक्ति का नंबर दें जिससे हम आपसे संपर्क न हो पाने पर बात कर सकें। हम उन्हें एक लिंक भेजेंगे।',
    name: 'संदर्भ व्यक्ति का नाम',
    mobile: 'संदर्भ व्यक्ति का मोबाइल नंबर',
    sendLink: 'लिंक भेजें',
  },
  bank: {
    titles: {
      DISBURSAL: 'डिस्बर्सल खाता',
      NACH: 'पुनर्भुगतान खाता (NACH)',
    },
    intros: {
      DISBURSAL: 'लोन की राशि इस खाते में भेजी जाती है।',
      NACH: 'आपकी EMI NACH के ज़रिए इस खाते से ली जाती है।',
    },
    yourAccounts: 'आपके बैंक खाते',
    accountLine: '{{bank}} खाता {{number}}',
    verification: {
      PENDING: 'सत्यापन जारी है',
      VERIFIED: 'सत्यापित',
      FAILED: 'सत्यापित नहीं',
    },
    purposes: {
      DISBURSAL: 'डिस्बर्सल खाता',
      NACH: 'पुनर्भुगतान खाता',
    },
    beneficiaryName: 'खाताधारक का नाम',
    ifsc: 'IFSC',
    accountNumber: 'खाता संख्या',
    accountNumberAgain: 'खाता संख्या फिर से दर्ज करें',
    accountType: 'खाते का प्रकार',
    accountTypes: {
      SAVINGS: 'बचत',
      CURRENT: 'चालू',
    },
    continue: 'आगे बढ़ें',
  },
  nominee: {
    title: 'बीमा नॉमिनी',
    intro: 'आपका लोन बीमित है। बताएँ कि बीमा का लाभ किसे मिलना चाहिए।',
    name: 'नॉमिनी का नाम',
    relationship: 'नॉमिनी से संबंध',
    relationshipPlaceholder: 'नॉमिनी से संबंध चुनें',
    relations: {
      Father: 'पिता',
      Mother: 'माता',
      Son: 'पुत्र',
      Daughter: 'पुत्री',
      Spouse: 'पति/पत्नी',
    },
    dob: 'नॉमिनी की जन्म तिथि',
    confirm: 'मैं पुष्टि करता/करती हूँ कि इस फ़ॉर्म में दी गई जानकारी सही है।',
    proceed: 'आगे बढ़ें',
  },
  selfie: {
    title: 'सेल्फ़ी',
    intro: 'अच्छी रोशनी में अपने चेहरे की साफ़ फ़ोटो लें, बिना टोपी या काले चश्मे के।',
    take: 'सेल्फ़ी लें',
    retake: 'फिर से सेल्फ़ी लें',
    input: 'सेल्फ़ी फ़ोटो',
    uploading: 'आपकी सेल्फ़ी अपलोड हो रही है',
    uploaded: 'आपकी सेल्फ़ी अपलोड हो गई है',
    preview: 'आपकी सेल्फ़ी',
    proceed: 'आगे बढ़ें',
  },
};
