import type { MessageKey } from '@kredo/contract/messages';

/** Paying a loan, its statement and its NOC: the catalogue texts in Hindi (spec 001 §2.10, §4.9). */
export const loanPaymentMessages = {
  nocNotClosed: 'NOC लोन बंद होने और सभी बकाया चुकाए जाने के बाद जारी किया जाता है।',
  paymentAmountTooSmall: 'कृपया कम से कम ₹100 की राशि दर्ज करें।',
  paymentAmountTooLarge: 'यह राशि आज आपका लोन बंद करने वाली राशि से अधिक है।',
  paymentNothingDue: 'इस लोन पर अभी कुछ भी बकाया नहीं है।',
  paymentLoanClosed: 'यह लोन बंद हो चुका है: अब कुछ भी चुकाना बाकी नहीं है।',
  paymentAmountBeyondDues:
    'यह राशि आपके बकाया और एक EMI से अधिक है। लोन घटाने के लिए लोन का कुछ हिस्सा पहले चुकाएँ चुनें, या लोन बंद करने के लिए {{amount}} चुकाएँ।',
  coolingOffOver: 'इस लोन की कूलिंग-ऑफ़ अवधि समाप्त हो चुकी है। आप अब भी फ़ोरक्लोज़र से इसे बंद कर सकते हैं।',
  prepaymentTooSmall: 'पहले चुकाई जाने वाली राशि आपके बकाया के ऊपर कम से कम एक EMI हो: कृपया {{amount}} या अधिक दर्ज करें।',
  prepaymentTooLarge: 'कृपया अधिकतम {{amount}} दर्ज करें। पूरा लोन चुकाने के लिए इसके बजाय लोन बंद करें।',
  prepaymentNachInProcess: 'आपकी EMI NACH से ली जा रही है। आपके बैंक का जवाब आने के बाद आप पहले भुगतान कर सकते हैं।',
  prepaymentTooLittleLeft: 'एक EMI से कम मूलधन बाकी है। कृपया इसके बजाय लोन बंद करें।',
  prepaymentWrittenOff: 'इस लोन पर कुछ हिस्सा पहले चुकाने की सुविधा उपलब्ध नहीं है। कृपया अपना बकाया चुकाएँ।',
  prepaymentAllDue: 'आपका पूरा लोन देय हो चुका है। कृपया अपना बकाया चुकाएँ या लोन बंद करें।',
} satisfies Partial<Record<MessageKey, string>>;
