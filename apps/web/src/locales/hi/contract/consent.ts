import type { MessageKey } from '@kredo/contract/messages';

/** The offer after approval's catalogue texts in Hindi (spec 001 §2.2-2.5, §5, §8). */
export const consentMessages = {
  consentAlreadyMarked: 'सहमति पहले ही दर्ज हो चुकी है',
  mandatoryFieldStar: '*अनिवार्य फ़ील्ड।',
  kfsDownloaded: 'आपका KFS सफलतापूर्वक डाउनलोड हो गया है!',
  kfsDownloadFailed: 'कुछ गलत हो गया, कृपया बाद में फिर से प्रयास करें',
  kfsExpired: 'यह मुख्य तथ्य विवरण अब मान्य नहीं है। ऑफ़र स्वीकार करने से पहले कृपया नया विवरण पढ़ें।',
  offerNotOpen: 'यह ऑफ़र अब स्वीकार नहीं किया जा सकता। कृपया सहायता टीम से संपर्क करें।',
  selectDenyReason: 'आगे बढ़ने के लिए कृपया कोई एक विकल्प चुनें।',
  mentionLoanSource: 'कृपया बताएँ कि आपको लोन ऑफ़र कहाँ से मिला।',
  agreementGenerationFailed: 'आपका लोन अनुबंध नहीं बन सका, आगे की सहायता के लिए',
  esignFailed: 'ई-साइन विफल रहा। कृपया सही OTP दर्ज करें।',
  esignLocked: 'बहुत अधिक गलत कोड। कृपया नया कोड मँगाएँ।',
  esignResendTooSoon: 'नया कोड माँगने से पहले कृपया {{seconds}} सेकंड प्रतीक्षा करें।',
  esignTooManySends: 'आपने बहुत अधिक कोड माँगे हैं। कृपया सहायता टीम से संपर्क करें।',
  paFieldsMissing: 'कोई समस्या हुई, कृपया संपर्क करें',
  paItemsPending: 'आगे बढ़ने से पहले कृपया हर चरण पूरा करें।',
  nomineeNameInvalid: 'कृपया नॉमिनी का सही नाम दर्ज करें',
  nomineeMinor: 'नॉमिनी नाबालिग नहीं हो सकता!',
  enterValidNumber: 'कृपया एक मान्य नंबर दर्ज करें',
  referenceSaveFailed: 'कुछ गलत हो गया! फिर से प्रयास करें।',
  accountInvalid: 'हमें यह खाता नहीं मिला। कृपया खाता संख्या और IFSC जाँचें।',
  accountClosed: 'यह खाता बंद है। कृपया ऐसा खाता दें जो चालू हो।',
  accountNameMismatch: 'इस खाते पर लिखा नाम आपके नाम से मेल नहीं खाता। कृपया अपने नाम का खाता दें।',
  accountBankDown: 'आपका बैंक अभी जवाब नहीं दे रहा है। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  accountVerifying: 'हम आपके खाते का सत्यापन कर रहे हैं। इसमें कुछ सेकंड लगते हैं।',
  referenceLinkSent: 'हमने {{name}} को एक लिंक भेजा है।',
  esignExpired: 'यह कोड समाप्त हो गया है। कृपया नया कोड मँगाएँ।',
  withdrawNotPossible:
    'यह लोन अब यहाँ रद्द नहीं किया जा सकता। यदि राशि भेजी जा चुकी है, तो आप कूलिंग-ऑफ़ अवधि में अपने लोन विवरण से इससे बाहर निकल सकते हैं।',
  uploadChequeFirst: 'कृपया पहले अपने रद्द किए गए चेक की फ़ोटो अपलोड करें।',
} satisfies Partial<Record<MessageKey, string>>;
