/**
 * The products' names and descriptions in Hindi, by product code. English comes with each product
 * from the server's catalogue (apps/server/src/modules/loan-products/product-catalogue.ts); a
 * product missing here is shown in the server's words.
 */
export const productTexts: Record<string, { title: string; description: string }> = {
  MINI_LOAN: {
    title: 'मिनी लोन',
    description: '₹15,000 से ₹25,000 सीधे आपके खाते में, 3 से 12 महीनों में चुकाएँ।',
  },
  PERSONAL_LOAN: {
    title: 'पर्सनल लोन',
    description: 'आपकी ज़रूरतों के लिए ₹25,000 से अधिक और ₹4 लाख तक, 3 से 12 महीनों के लिए।',
  },
  TERM_LOAN: {
    title: 'टर्म लोन',
    description: 'बड़ी योजनाओं के लिए ₹10 लाख तक, 3 से 12 महीनों में बराबर किस्तों में चुकाएँ।',
  },
  CREDIT_LINE: {
    title: 'क्रेडिट लाइन',
    description: '₹2 लाख तक की क्रेडिट लाइन: जब ज़रूरत हो, जितना चाहिए उतना निकालें।',
  },
  CREDIT_LINE_PLUS: {
    title: 'क्रेडिट लाइन प्लस',
    description: 'स्थापित कमाने वालों के लिए ₹50 लाख तक की बड़ी क्रेडिट लाइन, 24 महीनों तक में चुकाएँ।',
  },
  CREDIT_LINE_SALARY: {
    title: 'क्रेडिट लाइन',
    description: 'आपके वेतन पर ₹2 लाख तक की क्रेडिट लाइन, 3 से 12 महीनों में चुकाएँ।',
  },
};
