import type { PdfLanguage } from '../../lib/pdf/pdf-document.ts';

/**
 * What a credit line's Key Fact Statement says that a term loan's does not, in English and Hindi
 * with the same keys and the same '{placeholders}'. The rest (the header, the fees' and the
 * contingent charges' labels, Part 2) is the term loan's wording in kfs-texts.ts. Part 1 keeps
 * RBI's numbering, each row a line does not have (disbursal in one go, instalments) stating what
 * the line has in its place; the illustration takes the place of Annexes B and C.
 */
const en = {
  creditLimit: 'Credit limit',
  drawdowns: 'Drawdowns (in place of a disbursal schedule)',
  drawdownsValue:
    'In parts, as you choose, up to the limit not yet drawn, during the period in no. 4; each drawdown is paid in full into your bank account',
  drawPeriod: 'Period the line may be drawn',
  drawPeriodValue: '{count} months from the activation of the line',
  billing: 'Bills and repayment (in place of instalments)',
  billingValue:
    "A bill on day {billDay} of each month for the month before, due on day {dueDay} of that month\nThe principal drawn is billed with the bill's interest and charges and is due in full on its due date",
  interestValue:
    '{rate}% a year, fixed\nSimple interest on the amount drawn, for each day it is outstanding, counted on actual/365; none on the limit not drawn',
  processingFeeValue: 'One-time, in the first bill: {total} ({amount} + GST {gst})',
  convenienceFeePercent:
    'On every drawdown, in the next bill: {rate}% of the amount drawn, at least {minimum}, + GST at {gstRate}%',
  convenienceFeeFixed: 'On every drawdown, in the next bill: {amount} + GST at {gstRate}%',
  convenienceFeeIllustrative: 'On the illustrative drawdown: {total} ({amount} + GST {gst})',
  feesFootnote: 'Fees are shown with GST. They are billed, not deducted from what you draw.',
  aprValue:
    '{apr}% on the illustrative drawdown (Illustration below)\n365 × the daily rate of return of the amount received and the bills paid',
  illustrationHeading: 'Illustration: the whole limit drawn at once',
  illustrationIntro:
    'The whole limit drawn on {date}, the day this statement is issued, and repaid with its bills, each paid in full on its due date.',
  drawn: 'Amount drawn',
  drawnValue: '{amount}, on {date}',
  received: 'Amount received in your bank account',
  receivedValue: '{amount}: fees are billed, not deducted',
  billDate: 'Bill date',
  charges: 'Fees and GST (₹)',
  billTotal: 'Bill (₹)',
  totalInterest: 'Total interest',
  totalCharges: 'Total fees and GST',
  totalPayable: 'Total amount to be repaid',
  aprFootnote:
    'The APR is 365 × the daily rate of return of the amount received and the bills paid on their due dates: a nominal rate, not compounded. A different amount drawn, day of drawing or repayment gives a different APR; the fee of each drawdown is shown to you before you confirm it.',
};

export type KfsLineTexts = Record<keyof typeof en, string>;

const hi: KfsLineTexts = {
  creditLimit: 'क्रेडिट सीमा',
  drawdowns: 'आहरण (संवितरण अनुसूची के स्थान पर)',
  drawdownsValue:
    'क्रम 4 की अवधि के दौरान, आपकी इच्छा से, भागों में, सीमा की बची हुई राशि तक; हर आहरण की पूरी राशि आपके बैंक खाते में जमा की जाती है',
  drawPeriod: 'वह अवधि जिसमें लाइन से आहरण किया जा सकता है',
  drawPeriodValue: 'लाइन के सक्रिय होने से {count} महीने',
  billing: 'बिल और चुकौती (किस्तों के स्थान पर)',
  billingValue:
    'हर महीने की {billDay} तारीख को पिछले महीने का बिल, जो उसी महीने की {dueDay} तारीख को देय है\nआहरित मूलधन बिल के ब्याज और प्रभारों के साथ बिल में जुड़ता है और नियत तिथि पर पूरा देय है',
  interestValue:
    '{rate}% वार्षिक, स्थिर\nआहरित राशि पर साधारण ब्याज, जितने दिन वह बकाया रहे, वास्तविक/365 आधार पर गिना जाता है; बिना आहरित सीमा पर कोई ब्याज नहीं',
  processingFeeValue: 'एकमुश्त, पहले बिल में: {total} ({amount} + जीएसटी {gst})',
  convenienceFeePercent:
    'हर आहरण पर, अगले बिल में: आहरित राशि का {rate}%, कम से कम {minimum}, + {gstRate}% की दर से जीएसटी',
  convenienceFeeFixed: 'हर आहरण पर, अगले बिल में: {amount} + {gstRate}% की दर से जीएसटी',
  convenienceFeeIllustrative: 'उदाहरण के आहरण पर: {total} ({amount} + जीएसटी {gst})',
  feesFootnote: 'शुल्क जीएसटी सहित दिखाए गए हैं। ये बिल में जोड़े जाते हैं, आहरित राशि से काटे नहीं जाते।',
  aprValue:
    'उदाहरण के आहरण पर {apr}% (नीचे उदाहरण देखें)\nप्राप्त राशि और चुकाए गए बिलों की दैनिक प्रतिफल दर का 365 गुना',
  illustrationHeading: 'उदाहरण: पूरी सीमा का एक साथ आहरण',
  illustrationIntro:
    'पूरी सीमा का आहरण {date} को, जिस दिन यह विवरण जारी हुआ, और उसकी चुकौती उसके बिलों से, जिनमें हर बिल अपनी नियत तिथि पर पूरा चुकाया जाता है।',
  drawn: 'आहरित राशि',
  drawnValue: '{amount}, {date} को',
  received: 'आपके बैंक खाते में प्राप्त राशि',
  receivedValue: '{amount}: शुल्क बिल में जोड़े जाते हैं, काटे नहीं जाते',
  billDate: 'बिल की तिथि',
  charges: 'शुल्क और जीएसटी (₹)',
  billTotal: 'बिल (₹)',
  totalInterest: 'कुल ब्याज',
  totalCharges: 'कुल शुल्क और जीएसटी',
  totalPayable: 'चुकाई जाने वाली कुल राशि',
  aprFootnote:
    'एपीआर प्राप्त राशि और नियत तिथियों पर चुकाए गए बिलों की दैनिक प्रतिफल दर का 365 गुना है: यह नाममात्र दर है, चक्रवृद्धि नहीं। आहरण की अलग राशि, अलग दिन या अलग चुकौती पर एपीआर अलग होगा; हर आहरण का शुल्क उसकी पुष्टि से पहले आपको दिखाया जाता है।',
};

export const kfsLineTexts: Record<PdfLanguage, KfsLineTexts> = { en, hi };
