import type { DeepPartial } from '../deep-partial';
import type { incompleteInfoFlows as enIncompleteInfoFlows } from '../en/incomplete-info-flows';

export const incompleteInfoFlows: DeepPartial<typeof enIncompleteInfoFlows> = {
  uploadFailed: 'कुछ गलत हुआ, कृपया फिर से प्रयास करें',
  loadFailure: 'कुछ गलत हो गया!',
  bankStatement: {
    reason: 'कृपया पिछले 7 महीनों के बैंक स्टेटमेंट अपलोड करें, जिनमें सभी वेतन/आय जमा दिखाई दें।',
    backToApplication: 'आवेदन पर वापस जाएँ',
    submitted: 'बैंक स्टेटमेंट सफलतापूर्वक जमा हो गया',
  },
  selfie: {
    reason: 'सेल्फ़ी की तस्वीर साफ़ नहीं है। कृपया एक साफ़ तस्वीर अपलोड करें',
    label: 'सेल्फ़ी',
  },
  pan: {
    reason: 'PAN की तस्वीर साफ़ नहीं है। कृपया एक साफ़ तस्वीर अपलोड करें',
    panLabel: 'PAN नंबर',
    dobLabel: 'जन्म तिथि',
    imageLabel: 'PAN कार्ड',
    invalidPan: 'कृपया एक मान्य PAN नंबर दर्ज करें',
    failed: 'PAN विवरण अपडेट नहीं हो सका!',
  },
  documents: {
    reason: 'आवेदन जारी रखने के लिए कृपया नीचे दिए गए दस्तावेज़ अपलोड करें',
    payslip: 'नवीनतम वेतन पर्ची',
    statementOfAccount: 'खाते का विवरण (SOA)',
    businessProof: 'व्यवसाय प्रमाण',
    businessProofType: 'व्यवसाय प्रमाण का प्रकार चुनें',
    businessProofTypes: {
      UDYOG: 'उद्योग आधार',
      GST: 'GST पंजीकरण',
      UDYAM: 'उद्यम पंजीकरण',
    },
  },
  kyc: {
    reason: 'आपका आधार या वर्तमान पते का प्रमाण साफ़ नहीं था। कृपया अपना KYC फिर से पूरा करें।',
    chooseAgain: 'दूसरा तरीका चुनें',
  },
};
