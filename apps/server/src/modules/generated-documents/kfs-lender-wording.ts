import type { PdfLanguage } from '../../lib/pdf/pdf-document.ts';

/**
 * What the lenders state in their own words in the Key Fact Statement (Annex A part 1 no. 10,
 * the contingent charges; part 2 nos. 1 and 2, the clauses on recovery agents and grievances), in
 * English and Hindi. lender-terms.ts states the English; a statement keeps it (its digest binds
 * the statement in any language), and the Hindi statement prints the Hindi here.
 */
export const lenderWording = {
  penalDelayedPayment: {
    en: 'Rs 500 for each instalment not paid by its due date, charged once per instalment; a charge, not interest, with no GST',
    hi: 'नियत तिथि तक भुगतान न की गई प्रत्येक किस्त पर ₹500, प्रति किस्त केवल एक बार लिया जाता है; यह प्रभार है, ब्याज नहीं, और इस पर जीएसटी नहीं लगता',
  },
  mandateBounce: {
    en: 'Rs 250 when the bank returns a mandate debit of an instalment unpaid (bounce), once per instalment; a charge, not interest, with no GST',
    hi: 'किसी किस्त के लिए अधिदेश (मैंडेट) से किया गया डेबिट बैंक द्वारा बिना भुगतान लौटा दिए जाने (बाउंस) पर ₹250, प्रति किस्त केवल एक बार; यह प्रभार है, ब्याज नहीं, और इस पर जीएसटी नहीं लगता',
  },
  foreclosureNil: {
    en: 'Nil: the loan may be repaid early at any time without a charge',
    hi: 'शून्य: ऋण किसी भी समय, बिना किसी प्रभार के, समय से पहले चुकाया जा सकता है',
  },
  rateSwitchFixed: {
    en: 'Not applicable: the rate is fixed',
    hi: 'लागू नहीं: दर स्थिर है',
  },
  recoveryAgentsClause: {
    en: 'Clause 11 of the loan agreement: recovery agents, if engaged, follow the RBI code of conduct and are named to the borrower in advance',
    hi: 'ऋण करार का खंड 11: वसूली एजेंट, यदि नियुक्त किए जाते हैं, तो आरबीआई की आचार संहिता का पालन करते हैं, और उनके नाम उधारकर्ता को पहले से बताए जाते हैं',
  },
  grievanceRedressalClause: {
    en: 'Clause 13 of the loan agreement: complaints to the grievance redressal officer below, answered within 30 days, then to the RBI Ombudsman (cms.rbi.org.in)',
    hi: 'ऋण करार का खंड 13: शिकायत नीचे दिए गए शिकायत निवारण अधिकारी से की जाती है, जो 30 दिनों के भीतर उत्तर देते हैं; उसके बाद आरबीआई लोकपाल (cms.rbi.org.in) से',
  },
} as const satisfies Record<string, Record<PdfLanguage, string>>;

const byEnglish = new Map<string, Record<PdfLanguage, string>>(
  Object.values(lenderWording).map((wording) => [wording.en, wording]),
);

/**
 * A lender's wording in the reader's language; a wording this catalogue does not have (a lender's
 * own not yet translated) is printed as the lender gave it.
 */
export function lenderWordingIn(text: string, language: PdfLanguage): string {
  return byEnglish.get(text)?.[language] ?? text;
}
