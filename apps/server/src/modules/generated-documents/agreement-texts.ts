import type { PdfLanguage } from '../../lib/pdf/pdf-document.ts';

/**
 * The loan agreement's words in English and Hindi, same keys, same '{placeholders}'. The clauses'
 * order is fixed: the lenders' KFS texts cite clause 11 (recovery agents) and clause 13
 * (grievance redressal) by number (consent/lender-terms.ts).
 */
const en = {
  title: 'Loan Agreement',
  footer: 'Loan Agreement {agreementNumber}',
  agreementNumber: 'Agreement number: {agreementNumber}',
  dateAndPlace: 'Date: {date}\nPlace: {place}',
  partiesHeading: 'Parties',
  lenderParty: 'Lender',
  borrowerParty: 'Borrower',
  registration: 'RBI registration: {registration}',
  mobile: 'Mobile: {mobile}',
  pan: 'PAN: {pan}',
  summaryHeading: 'Summary of the loan',
  summaryIntro: 'The key facts of the loan, as in the Key Fact Statement {proposalNumber} (Annex 2).',
  loanAmount: 'Loan amount',
  tenure: 'Tenure',
  months: '{count} months',
  instalment: 'Monthly instalment (EMI)',
  instalmentValue: '{amount} × {count}',
  instalmentValueOdd: '{amount} × {count} (the first {first} instalments {larger})',
  instalmentValueLast: '{amount} × {count} (the last instalment {last})',
  rate: 'Rate of interest',
  rateValue:
    '{annualFlat}% a year flat ({monthlyFlat}% a month), fixed; {reducing}% a year on the reducing balance',
  fees: 'Fees deducted from the loan amount',
  feesValue: '{total}, GST included',
  apr: 'Annual Percentage Rate (APR)',
  netDisbursed: 'Net amount disbursed',
  totalPayable: 'Total amount repayable',
  dueDay: 'Instalment due date',
  dueDayValue: 'Day {day} of every month, from {first} to {last}',
  disbursalAccount: 'Disbursal account',
  accountValue: '{bank}\nIFSC {ifsc}, account {account}',
  coolingOffPeriod: 'Cooling-off period',
  coolingOffValue: '{days} days from disbursal',
  clausesHeading: 'Terms of the loan',
  clause1Title: '1. The loan',
  clause1:
    '{lenderName} (the lender) lends the borrower {amount} on the terms of this agreement. The Key Fact Statement {proposalNumber} (Annex 2) and the repayment schedule (Annex 1) are part of this agreement.',
  clause2Title: '2. Disbursal',
  clause2:
    'After the borrower signs this agreement, the lender pays the loan amount, less the fees above, in one payment of {netDisbursed} into the disbursal account. The loan runs from the day of disbursal.',
  clause3Title: '3. Interest and fees',
  clause3:
    'Interest is charged at {annualFlat}% a year flat, fixed for the whole tenure: {totalInterest} in all. No fee or charge that is not in the Key Fact Statement is payable unless the borrower explicitly agrees to it.',
  clause4Title: '4. Repayment',
  clause4:
    'The borrower repays {count} monthly instalments on the due dates in Annex 1, each collected by the e-mandate (NACH) the borrower registers on their bank account. The borrower keeps enough money in that account on every due date, and may also pay in the app.',
  clause5Title: '5. Prepayment and foreclosure',
  clause5:
    'The borrower may repay part or all of the loan early at any time, without any prepayment or foreclosure charge.',
  clause6Title: '6. Cooling-off period',
  clause6:
    'Within {days} days of disbursal the borrower may exit the loan without any penalty, by repaying the principal and the proportionate APR for the days the loan was held.',
  clause7Title: '7. Penal charges',
  clause7:
    'An instalment not paid by its due date attracts the penal charges stated in the Key Fact Statement (Part 1, no. 10). They are a charge, not interest: they are not added to the rate of interest, no interest is charged on them, and each is told to the borrower with its reason.',
  clause8Title: '8. Default',
  clause8:
    'The borrower is in default when an instalment is unpaid after its due date, or when information the borrower gave is found false. The lender reminds the borrower, and may then recall the whole amount due.',
  clause9Title: '9. Overdue loans: SMA and NPA',
  clause9:
    "An amount unpaid at the end of its due date is overdue, and the loan is classified in the lender's day-end process by how long it stays overdue. For example, if the instalment due on {due} is not paid, the loan is SMA-0 from that day, SMA-1 on {sma1} (30 days overdue), SMA-2 on {sma2} (60 days) and a non-performing asset (NPA) on {npa} (90 days). It becomes standard again only when all overdue amounts are paid.",
  clause10Title: '10. Credit information',
  clause10:
    'The lender reports the loan and its repayment to credit information companies, as the law requires, including any default.',
  clause11Title: '11. Recovery agents',
  clause11:
    "If the lender engages a recovery agent, the borrower is told the agent's name and contact in advance. Agents carry the lender's authorisation, follow RBI's code of conduct, call only between 8 a.m. and 7 p.m., and never threaten or harass.",
  clause12Title: '12. Transfer of the loan',
  clause12Yes:
    "The lender may transfer or securitise the loan to another regulated entity; the borrower's terms do not change and the borrower is told.",
  clause12No: 'The lender will not transfer or securitise the loan.',
  clause13Title: '13. Grievance redressal',
  clause13:
    'Complaints go to the grievance redressal officer, {officer} ({phone}, {email}), who replies within 30 days. If the reply does not satisfy the borrower, or none comes within 30 days, the borrower may complain to the RBI Ombudsman at cms.rbi.org.in.',
  clause14Title: '14. Notices',
  clause14:
    "Notices are sent to the borrower's mobile number and in the app, and to the addresses above. Each party tells the other when these change.",
  clause15Title: '15. Governing law',
  clause15: 'This agreement is governed by the laws of India. The courts at {place} have jurisdiction.',
  signatureHeading: 'Signature',
  signatureNote:
    'The borrower signs this agreement electronically (Aadhaar eSign); the signature is embedded in this file.',
  signatureLabel: "Borrower's signature",
  signer: 'Signed by {name}',
  scheduleHeading: 'Annex 1: Repayment schedule',
  kfsHeading: 'Annex 2: Key Fact Statement',
};

export type AgreementTexts = Record<keyof typeof en, string>;

const hi: AgreementTexts = {
  title: 'ऋण करार',
  footer: 'ऋण करार {agreementNumber}',
  agreementNumber: 'करार संख्या: {agreementNumber}',
  dateAndPlace: 'तिथि: {date}\nस्थान: {place}',
  partiesHeading: 'पक्षकार',
  lenderParty: 'ऋणदाता',
  borrowerParty: 'उधारकर्ता',
  registration: 'आरबीआई पंजीकरण: {registration}',
  mobile: 'मोबाइल: {mobile}',
  pan: 'पैन: {pan}',
  summaryHeading: 'ऋण का सारांश',
  summaryIntro: 'ऋण के मुख्य तथ्य, मुख्य तथ्य विवरण {proposalNumber} (अनुलग्नक 2) के अनुसार।',
  loanAmount: 'ऋण राशि',
  tenure: 'अवधि',
  months: '{count} महीने',
  instalment: 'मासिक किस्त (ईएमआई)',
  instalmentValue: '{amount} × {count}',
  instalmentValueOdd: '{amount} × {count} (पहली {first} किस्तें {larger})',
  instalmentValueLast: '{amount} × {count} (अंतिम किस्त {last})',
  rate: 'ब्याज दर',
  rateValue: '{annualFlat}% वार्षिक फ्लैट ({monthlyFlat}% मासिक), स्थिर; घटती शेष राशि पर {reducing}% वार्षिक',
  fees: 'ऋण राशि से काटे गए शुल्क',
  feesValue: '{total}, जीएसटी सहित',
  apr: 'वार्षिक प्रतिशत दर (एपीआर)',
  netDisbursed: 'संवितरित शुद्ध राशि',
  totalPayable: 'चुकाई जाने वाली कुल राशि',
  dueDay: 'किस्त की नियत तिथि',
  dueDayValue: 'हर महीने की {day} तारीख, {first} से {last} तक',
  disbursalAccount: 'संवितरण खाता',
  accountValue: '{bank}\nआईएफ़एससी {ifsc}, खाता {account}',
  coolingOffPeriod: 'कूलिंग-ऑफ अवधि',
  coolingOffValue: 'संवितरण से {days} दिन',
  clausesHeading: 'ऋण की शर्तें',
  clause1Title: '1. ऋण',
  clause1:
    '{lenderName} (ऋणदाता) इस करार की शर्तों पर उधारकर्ता को {amount} का ऋण देता है। मुख्य तथ्य विवरण {proposalNumber} (अनुलग्नक 2) और चुकौती अनुसूची (अनुलग्नक 1) इस करार का हिस्सा हैं।',
  clause2Title: '2. संवितरण',
  clause2:
    'उधारकर्ता के इस करार पर हस्ताक्षर करने के बाद, ऋणदाता ऊपर दिए शुल्क घटाकर ऋण राशि {netDisbursed} एक ही भुगतान में संवितरण खाते में जमा करता है। ऋण संवितरण के दिन से चलता है।',
  clause3Title: '3. ब्याज और शुल्क',
  clause3:
    'ब्याज {annualFlat}% वार्षिक फ्लैट दर पर लिया जाता है, जो पूरी अवधि के लिए स्थिर है: कुल {totalInterest}। मुख्य तथ्य विवरण में न दिया गया कोई भी शुल्क या प्रभार तभी देय है जब उधारकर्ता उसके लिए स्पष्ट सहमति दे।',
  clause4Title: '4. चुकौती',
  clause4:
    'उधारकर्ता अनुलग्नक 1 की नियत तिथियों पर {count} मासिक किस्तें चुकाता है, जो उसके बैंक खाते पर पंजीकृत ई-मैंडेट (एनएसीएच) से ली जाती हैं। उधारकर्ता हर नियत तिथि पर उस खाते में पर्याप्त राशि रखता है, और ऐप में भी भुगतान कर सकता है।',
  clause5Title: '5. पूर्व-भुगतान और पुरोबंध',
  clause5:
    'उधारकर्ता किसी भी समय ऋण का कुछ भाग या पूरा ऋण पहले चुका सकता है, बिना किसी पूर्व-भुगतान या पुरोबंध (फ़ोरक्लोज़र) प्रभार के।',
  clause6Title: '6. कूलिंग-ऑफ अवधि',
  clause6:
    'संवितरण के {days} दिन के भीतर उधारकर्ता बिना किसी दंड के ऋण से बाहर निकल सकता है, इसके लिए उसे मूलधन और ऋण रखने के दिनों का आनुपातिक एपीआर चुकाना होगा।',
  clause7Title: '7. दंडात्मक प्रभार',
  clause7:
    'नियत तिथि तक न चुकाई गई किस्त पर मुख्य तथ्य विवरण (भाग 1, क्रम 10) में दिए दंडात्मक प्रभार लगते हैं। ये प्रभार हैं, ब्याज नहीं: ये ब्याज दर में नहीं जोड़े जाते, इन पर ब्याज नहीं लगता, और हर प्रभार का कारण उधारकर्ता को बताया जाता है।',
  clause8Title: '8. चूक',
  clause8:
    'नियत तिथि के बाद किस्त बकाया रहने पर, या उधारकर्ता की दी गई जानकारी झूठी पाए जाने पर, उधारकर्ता चूक में है। ऋणदाता उधारकर्ता को याद दिलाता है, और फिर पूरी देय राशि की माँग कर सकता है।',
  clause9Title: '9. अतिदेय ऋण: एसएमए और एनपीए',
  clause9:
    'नियत तिथि के अंत तक न चुकाई गई राशि अतिदेय है, और ऋणदाता की दिन-अंत प्रक्रिया में ऋण का वर्गीकरण इस पर होता है कि वह कितने दिन अतिदेय रहती है। उदाहरण: यदि {due} को देय किस्त नहीं चुकाई जाती, तो ऋण उसी दिन से एसएमए-0, {sma1} को एसएमए-1 (30 दिन अतिदेय), {sma2} को एसएमए-2 (60 दिन) और {npa} को गैर-निष्पादित आस्ति (एनपीए) (90 दिन) होगा। सभी अतिदेय राशियाँ चुकाने पर ही ऋण फिर से मानक होता है।',
  clause10Title: '10. ऋण सूचना',
  clause10: 'ऋणदाता कानून के अनुसार ऋण और उसकी चुकौती, किसी भी चूक सहित, ऋण सूचना कंपनियों को बताता है।',
  clause11Title: '11. वसूली एजेंट',
  clause11:
    'यदि ऋणदाता वसूली एजेंट नियुक्त करता है, तो उधारकर्ता को एजेंट का नाम और संपर्क पहले से बताया जाता है। एजेंट ऋणदाता का प्राधिकार-पत्र रखते हैं, आरबीआई की आचार संहिता का पालन करते हैं, केवल सुबह 8 बजे से शाम 7 बजे के बीच संपर्क करते हैं, और कभी धमकाते या परेशान नहीं करते।',
  clause12Title: '12. ऋण का अंतरण',
  clause12Yes:
    'ऋणदाता ऋण को किसी अन्य विनियमित संस्था को अंतरित या प्रतिभूतिकृत कर सकता है; उधारकर्ता की शर्तें नहीं बदलतीं और उसे सूचित किया जाता है।',
  clause12No: 'ऋणदाता ऋण को अंतरित या प्रतिभूतिकृत नहीं करेगा।',
  clause13Title: '13. शिकायत निवारण',
  clause13:
    'शिकायतें शिकायत निवारण अधिकारी, {officer} ({phone}, {email}) को भेजी जाती हैं, जो 30 दिन के भीतर उत्तर देते हैं। उत्तर से संतुष्ट न होने पर, या 30 दिन में उत्तर न मिलने पर, उधारकर्ता cms.rbi.org.in पर आरबीआई लोकपाल से शिकायत कर सकता है।',
  clause14Title: '14. सूचनाएँ',
  clause14:
    'सूचनाएँ उधारकर्ता के मोबाइल नंबर और ऐप में, तथा ऊपर दिए पतों पर भेजी जाती हैं। इनके बदलने पर हर पक्ष दूसरे को बताता है।',
  clause15Title: '15. लागू कानून',
  clause15: 'यह करार भारत के कानूनों के अधीन है। {place} के न्यायालयों को क्षेत्राधिकार है।',
  signatureHeading: 'हस्ताक्षर',
  signatureNote:
    'उधारकर्ता इस करार पर इलेक्ट्रॉनिक रूप से (आधार ई-साइन) हस्ताक्षर करता है; हस्ताक्षर इसी फ़ाइल में जुड़ता है।',
  signatureLabel: 'उधारकर्ता के हस्ताक्षर',
  signer: '{name} द्वारा हस्ताक्षरित',
  scheduleHeading: 'अनुलग्नक 1: चुकौती अनुसूची',
  kfsHeading: 'अनुलग्नक 2: मुख्य तथ्य विवरण',
};

export const agreementTexts: Record<PdfLanguage, AgreementTexts> = { en, hi };
