import type { creditLineMessages as englishCreditLineMessages } from '@kredo/contract/credit-lines';
import type { WithdrawalRefusalCode } from '@kredo/domain/credit-line-withdrawal';

/** The withdraw screen's check (domain `withdrawalMessages`, spec 001 §5) in Hindi. */
export const withdrawalMessages: Record<WithdrawalRefusalCode, string> = {
  LINE_EXPIRED: 'लोन की अवधि समाप्त हो चुकी है',
  AMOUNT_NOT_POSITIVE: 'कृपया 0 और {{limit}} के बीच की राशि दर्ज करें',
  ABOVE_AVAILABLE_LIMIT: 'राशि उपलब्ध लिमिट के भीतर होनी चाहिए',
};

/** The server's other refusals of a drawdown (contract `creditLineMessages`) in Hindi. */
export const creditLineMessages: Record<keyof typeof englishCreditLineMessages, string> = {
  suspended: 'आपकी क्रेडिट लाइन से निकासी अभी रोकी गई है। कृपया ग्राहक सहायता से संपर्क करें।',
  closed: 'आपकी क्रेडिट लाइन बंद हो चुकी है।',
  noDisbursalAccount: 'हमें आपका सत्यापित बैंक खाता नहीं मिला। कृपया ग्राहक सहायता से संपर्क करें।',
  requestReused: 'यह अनुरोध पहले किसी दूसरी राशि के लिए किया जा चुका है। कृपया फिर से प्रयास करें।',
  payoutRefused: 'हम अभी आपके बैंक खाते में पैसे नहीं भेज सके। कृपया कल फिर से प्रयास करें।',
};
