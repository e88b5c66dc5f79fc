import type { InsuranceMessageKey } from '@kredo/contract/insurance-messages';

/** Insurance's catalogue texts in Hindi (spec 002 §2, §5, §8, §9). */
export const insuranceMessages = {
  insuranceProductsWeOffer: 'हमारे उत्पाद',
  insuranceStartingAt: 'शुरुआत',
  insuranceFree: 'मुफ़्त',
  insuranceLakh: '₹{{number}} लाख',
  insuranceCrore: '₹{{number}} करोड़',
  insuranceDownloadTerms: 'पॉलिसी की शर्तें डाउनलोड करें',
  insuranceProceed: 'आगे बढ़ें',
  insurancePoweredBy: 'द्वारा संचालित',
  insuranceFillDetails: 'कृपया विवरण भरें',
  insuranceProceedToPay: 'भुगतान के लिए आगे बढ़ें',
  insuranceYourPolicy: 'आपकी पॉलिसी',
  insuranceUnderProcess: 'प्रक्रिया में',
  insuranceAgeBetween: 'आयु {{min}} और {{max}} के बीच होनी चाहिए',
  insuranceSomethingWentWrong: 'कुछ गलत हो गया !',
  insurancePolicyNotGenerated: 'आपकी पॉलिसी अभी जारी नहीं हुई है, अधिक जानकारी के लिए हमें मेल करें',
  insuranceOrdersFailed: 'आपकी बीमा पॉलिसियाँ लाने में समस्या हुई',
  insuranceNoOrders: 'आपने अभी तक कोई बीमा नहीं खरीदा है।',
  insuranceLinkFailed: 'कुछ गलत हो गया!',
  insuranceUnknownProduct: 'यह बीमा उत्पाद अब उपलब्ध नहीं है। कृपया कोई दूसरा चुनें।',
  insurancePaymentUnavailable: 'हम भुगतान शुरू नहीं कर सके। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  insuranceProposalRefused:
    'बीमा कंपनी यह प्रस्ताव स्वीकार नहीं कर सकी। आपके बैंक खाते से कटी कोई भी राशि 3-7 कार्य दिवसों में वापस कर दी जाएगी',
  insuranceFreeLookOver:
    'इस पॉलिसी की 30 दिन की फ्री लुक अवधि समाप्त हो गई है, इसलिए अब इसे रद्द नहीं किया जा सकता।',
  insuranceNotCancellable: 'केवल जारी की गई पॉलिसी ही रद्द की जा सकती है।',
  insuranceCancelled: 'आपकी पॉलिसी रद्द कर दी गई है। प्रीमियम 3-7 कार्य दिवसों में वापस कर दिया जाएगा',
  insuranceOtpNotSent: 'कृपया पहले इस मोबाइल नंबर पर OTP भेजें।',
  insuranceOtpWrong: 'OTP सही नहीं है। कृपया जाँचकर फिर से प्रयास करें।',
  insuranceOtpExpired: 'इस OTP की समय-सीमा समाप्त हो गई है। कृपया नया OTP भेजें।',
  insuranceOtpLocked: 'बहुत अधिक गलत OTP। कृपया नया OTP भेजें।',
  insuranceOtpTooMany: 'आपने बहुत अधिक OTP माँगे हैं। कृपया बाद में फिर से प्रयास करें।',
  insuranceOtpUnavailable: 'हम अभी OTP नहीं भेज सके। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  insuranceOtpNotNeeded: 'इस बीमा उत्पाद के लिए OTP की आवश्यकता नहीं है।',
} as const satisfies Record<InsuranceMessageKey, string>;
