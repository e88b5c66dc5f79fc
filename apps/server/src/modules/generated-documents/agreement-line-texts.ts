import type { PdfLanguage } from '../../lib/pdf/pdf-document.ts';

/**
 * What a credit line's agreement says in place of a term loan's, in English and Hindi with the
 * same keys and the same '{placeholders}': its summary box and the clauses that speak of a loan
 * paid out in one go and repaid in instalments. Every other word is the loan's (agreement-texts.ts),
 * and the clauses keep their numbers, so the lenders' KFS texts citing clauses 11 and 13 still hold.
 */
const en = {
  summaryHeading: 'Summary of the credit line',
  summaryIntro: 'The key facts of the credit line, as in the Key Fact Statement {proposalNumber} (Annex 2).',
  limit: 'Credit limit',
  drawPeriod: 'Period the line may be drawn',
  drawPeriodValue: '{count} months from its activation',
  rate: 'Rate of interest',
  rateValue: '{rate}% a year, fixed: simple interest on the amount drawn, counted daily (actual/365)',
  bills: 'Monthly bill',
  billsValue:
    'Made on day {billDay} of every month for the month before, with the principal drawn; due on day {dueDay}',
  processingFee: 'Processing fee',
  processingFeeValue: '{total}, GST included, once, in the first bill',
  convenienceFee: 'Convenience fee on each drawdown',
  convenienceFeePercent:
    '{rate}% of the amount drawn, at least {minimum}, + GST at {gstRate}%, in the next bill',
  convenienceFeeFixed: '{amount} + GST at {gstRate}%, in the next bill',
  apr: 'Annual Percentage Rate (APR)',
  aprValue: '{apr}% on the whole limit drawn at once (Annex 1)',
  clausesHeading: 'Terms of the credit line',
  clause1Title: '1. The credit line',
  clause1:
    '{lenderName} (the lender) grants the borrower a revolving credit line of up to {limit} on the terms of this agreement, for {count} months from its activation. The Key Fact Statement {proposalNumber} (Annex 2) and the illustration of a drawdown and its bills (Annex 1) are part of this agreement.',
  clause2Title: '2. Drawdowns',
  clause2:
    'After the borrower signs this agreement, the borrower may draw from the line in parts, at any time during its period, up to the limit not yet drawn. Each drawdown is paid in full into the disbursal account, and its convenience fee is shown to the borrower before they confirm it. Principal repaid may be drawn again.',
  clause3Title: '3. Interest and fees',
  clause3:
    "Interest is charged at {rate}% a year, fixed: simple interest on the principal drawn and not yet repaid, for each day it is outstanding, counted on actual/365; none on the limit not drawn. The processing fee is billed once, in the first bill, and each drawdown's convenience fee in the bill after it; GST is added to both. No fee or charge that is not in the Key Fact Statement is payable unless the borrower explicitly agrees to it.",
  clause4Title: '4. Bills and repayment',
  clause4:
    'On day {billDay} of every month the lender makes a bill for the month before: the interest, the fees and the principal drawn, all due on day {dueDay}. The e-mandate (NACH) the borrower registers on their bank account debits each bill on its due date. The borrower keeps enough money in that account on every due date, and may also pay in the app.',
  clause5:
    'The borrower may repay part or all of what is drawn at any time, before it is billed or due, without any prepayment or foreclosure charge; interest stops on principal from the day it is repaid.',
  clause6:
    'Within {days} days of disbursal the borrower may exit the line without any penalty, by repaying the principal drawn and the proportionate APR for the days it was held.',
  clause7:
    'A bill not paid by its due date attracts the penal charges stated in the Key Fact Statement (Part 1, no. 10). They are a charge, not interest: they are not added to the rate of interest, no interest is charged on them, and each is told to the borrower with its reason.',
  clause8:
    'The borrower is in default when a bill is unpaid after its due date, or when information the borrower gave is found false. The lender reminds the borrower, and may then recall the whole amount due.',
  clause9:
    "An amount unpaid at the end of its due date is overdue, and the line is classified in the lender's day-end process by how long it stays overdue. For example, if the bill due on {due} is not paid, the line is SMA-0 from that day, SMA-1 on {sma1} (30 days overdue), SMA-2 on {sma2} (60 days) and a non-performing asset (NPA) on {npa} (90 days). It becomes standard again only when all overdue amounts are paid.",
  illustrationHeading: 'Annex 1: Illustration of a drawdown and its bills',
};

export type AgreementLineTexts = Record<keyof typeof en, string>;

const hi: AgreementLineTexts = {
  summaryHeading: 'क्रेडिट लाइन का सारांश',
  summaryIntro: 'क्रेडिट लाइन के मुख्य तथ्य, मुख्य तथ्य विवरण {proposalNumber} (अनुलग्नक 2) के अनुसार।',
  limit: 'क्रेडिट सीमा',
  drawPeriod: 'वह अवधि जिसमें लाइन से आहरण किया जा सकता है',
  drawPeriodValue: 'सक्रिय होने से {count} महीने',
  rate: 'ब्याज दर',
  rateValue: '{rate}% वार्षिक, स्थिर: आहरित राशि पर साधारण ब्याज, प्रतिदिन गिना जाता है (वास्तविक/365)',
  bills: 'मासिक बिल',
  billsValue: 'हर महीने की {billDay} तारीख को पिछले महीने का बिल, आहरित मूलधन सहित; {dueDay} तारीख को देय',
  processingFee: 'प्रोसेसिंग शुल्क',
  processingFeeValue: '{total}, जीएसटी सहित, एक बार, पहले बिल में',
  convenienceFee: 'हर आहरण पर सुविधा शुल्क',
  convenienceFeePercent: 'आहरित राशि का {rate}%, कम से कम {minimum}, + {gstRate}% की दर से जीएसटी, अगले बिल में',
  convenienceFeeFixed: '{amount} + {gstRate}% की दर से जीएसटी, अगले बिल में',
  apr: 'वार्षिक प्रतिशत दर (एपीआर)',
  aprValue: 'पूरी सीमा के एक साथ आहरण पर {apr}% (अनुलग्नक 1)',
  clausesHeading: 'क्रेडिट लाइन की शर्तें',
  clause1Title: '1. क्रेडिट लाइन',
  clause1:
    '{lenderName} (ऋणदाता) इस करार की शर्तों पर उधारकर्ता को {limit} तक की परिक्रामी (रिवॉल्विंग) क्रेडिट लाइन देता है, जो सक्रिय होने से {count} महीने तक चलती है। मुख्य तथ्य विवरण {proposalNumber} (अनुलग्नक 2) और एक आहरण व उसके बिलों का उदाहरण (अनुलग्नक 1) इस करार का हिस्सा हैं।',
  clause2Title: '2. आहरण',
  clause2:
    'इस करार पर हस्ताक्षर करने के बाद उधारकर्ता लाइन की अवधि में कभी भी, भागों में, सीमा की बची हुई राशि तक आहरण कर सकता है। हर आहरण की पूरी राशि संवितरण खाते में जमा की जाती है, और उसका सुविधा शुल्क पुष्टि से पहले उधारकर्ता को दिखाया जाता है। चुकाया गया मूलधन फिर से आहरित किया जा सकता है।',
  clause3Title: '3. ब्याज और शुल्क',
  clause3:
    'ब्याज {rate}% वार्षिक की स्थिर दर पर लिया जाता है: आहरित और अभी न चुकाए गए मूलधन पर साधारण ब्याज, जितने दिन वह बकाया रहे, वास्तविक/365 आधार पर; बिना आहरित सीमा पर कोई ब्याज नहीं। प्रोसेसिंग शुल्क एक बार, पहले बिल में लिया जाता है, और हर आहरण का सुविधा शुल्क उसके बाद के बिल में; दोनों पर जीएसटी जुड़ता है। मुख्य तथ्य विवरण में न दिया गया कोई भी शुल्क या प्रभार तभी देय है जब उधारकर्ता उसके लिए स्पष्ट सहमति दे।',
  clause4Title: '4. बिल और चुकौती',
  clause4:
    'हर महीने की {billDay} तारीख को ऋणदाता पिछले महीने का बिल बनाता है: ब्याज, शुल्क और आहरित मूलधन, सब {dueDay} तारीख को देय। उधारकर्ता के बैंक खाते पर पंजीकृत ई-मैंडेट (एनएसीएच) से हर बिल उसकी नियत तिथि पर डेबिट किया जाता है। उधारकर्ता हर नियत तिथि पर उस खाते में पर्याप्त राशि रखता है, और ऐप में भी भुगतान कर सकता है।',
  clause5:
    'उधारकर्ता आहरित राशि का कुछ भाग या पूरी राशि किसी भी समय, बिल बनने या देय होने से पहले, बिना किसी पूर्व-भुगतान या पुरोबंध (फ़ोरक्लोज़र) प्रभार के चुका सकता है; चुकाए गए मूलधन पर ब्याज उसी दिन से रुक जाता है।',
  clause6:
    'संवितरण के {days} दिन के भीतर उधारकर्ता बिना किसी दंड के लाइन से बाहर निकल सकता है, इसके लिए उसे आहरित मूलधन और उसे रखने के दिनों का आनुपातिक एपीआर चुकाना होगा।',
  clause7:
    'नियत तिथि तक न चुकाए गए बिल पर मुख्य तथ्य विवरण (भाग 1, क्रम 10) में दिए दंडात्मक प्रभार लगते हैं। ये प्रभार हैं, ब्याज नहीं: ये ब्याज दर में नहीं जोड़े जाते, इन पर ब्याज नहीं लगता, और हर प्रभार का कारण उधारकर्ता को बताया जाता है।',
  clause8:
    'नियत तिथि के बाद बिल बकाया रहने पर, या उधारकर्ता की दी गई जानकारी झूठी पाए जाने पर, उधारकर्ता चूक में है। ऋणदाता उधारकर्ता को याद दिलाता है, और फिर पूरी देय राशि की माँग कर सकता है।',
  clause9:
    'नियत तिथि के अंत तक न चुकाई गई राशि अतिदेय है, और ऋणदाता की दिन-अंत प्रक्रिया में लाइन का वर्गीकरण इस पर होता है कि वह कितने दिन अतिदेय रहती है। उदाहरण: यदि {due} को देय बिल नहीं चुकाया जाता, तो लाइन उसी दिन से एसएमए-0, {sma1} को एसएमए-1 (30 दिन अतिदेय), {sma2} को एसएमए-2 (60 दिन) और {npa} को गैर-निष्पादित आस्ति (एनपीए) (90 दिन) होगी। सभी अतिदेय राशियाँ चुकाने पर ही लाइन फिर से मानक होती है।',
  illustrationHeading: 'अनुलग्नक 1: एक आहरण और उसके बिलों का उदाहरण',
};

export const agreementLineTexts: Record<PdfLanguage, AgreementLineTexts> = { en, hi };
