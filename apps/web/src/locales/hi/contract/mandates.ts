import type { MessageKey } from '@kredo/contract/messages';

/** The repayment mandate's catalogue texts in Hindi (spec 001 §4.7, §5, §8). */
export const mandateMessages = {
  bankAccountsMissing: 'लगता है आपके बैंक खाते का विवरण नहीं है',
  enachNotSupported: 'आपका बैंक ई-NACH का समर्थन नहीं करता',
  repaymentModesFailed: 'कृपया बाद में फिर से प्रयास करें',
  enachNotEligibleScan: 'आपका बैंक ई-NACH के योग्य नहीं है। कृपया स्कैन और अपलोड चुनें।',
  enachNotEligibleSupport: 'आपका बैंक ई-NACH के योग्य नहीं है। कृपया {{email}} पर सहायता टीम से संपर्क करें।',
  nachLinkFailed: 'कुछ गलत हो गया',
  nachUploadFailed: 'कुछ गलत हुआ, कृपया फिर से प्रयास करें',
  nachInProcess: 'आपका मैंडेट पंजीकृत हो रहा है। कृपया इसकी स्थिति के लिए अपने बैंक से संपर्क करें।',
  nachAuthorized: 'आपके बैंक ने मैंडेट को अधिकृत कर दिया है। इसका पंजीकरण जल्द ही पूरा हो जाएगा।',
  nachActivated: 'आपका मैंडेट सक्रिय है। कृपया EMI की तारीख पर अपने खाते में पर्याप्त राशि रखें।',
  nachRejected: 'आपका मैंडेट अस्वीकार कर दिया गया। कृपया देय तिथि से पहले अपनी EMI ऋणदाता के खाते में भेजें।',
  mandateBeingRegistered: 'आपके बैंक में एक मैंडेट पहले से पंजीकृत हो रहा है। कृपया उसके परिणाम की प्रतीक्षा करें।',
  mandateModeNotOffered: 'भुगतान का यह तरीका आपके लोन के लिए उपलब्ध नहीं है।',
  mandateNotAwaited: 'आपके लोन के लिए भुगतान मैंडेट की आवश्यकता नहीं है।',
  mandateRejectedReason: 'आपका मैंडेट अस्वीकार कर दिया गया: {{reason}}',
  nachRejectedBeforePayout:
    'आपका मैंडेट अस्वीकार कर दिया गया। कृपया नए मैंडेट की व्यवस्था करें, ताकि आपका लोन जारी किया जा सके।',
  mandateSetUpNew: 'कृपया नए मैंडेट की व्यवस्था करें, ताकि आपका लोन जारी किया जा सके।',
} satisfies Partial<Record<MessageKey, string>>;
