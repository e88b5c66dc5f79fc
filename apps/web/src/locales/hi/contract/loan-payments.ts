import type { MessageKey } from '@kredo/contract/messages';

/** Paying a loan, its statement and its NOC: the catalogue texts in Hindi (spec 001 §2.10, §4.9). */
export const loanPaymentMessages = {
  nocNotClosed: 'NOC लोन बंद होने और सभी बकाया चुकाए जाने के बाद जारी किया जाता है।',
  paymentAmountTooSmall: 'कृपया कम से कम ₹100 की राशि दर्ज करें।',
  paymentAmountTooLarge: 'यह राशि आज आपका लोन बंद करने वाली राशि से अधिक है।',
  paymentNothingDue: 'इस लोन पर अभी कुछ भी बकाया नहीं है।',
  paymentLoanClosed: 'यह लोन बंद हो चुका है: अब कुछ भी चुकाना बाकी नहीं है।',
} satisfies Partial<Record<MessageKey, string>>;
