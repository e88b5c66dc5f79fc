import type { PdfLanguage } from '../../lib/pdf/pdf-document.ts';

/** The No Objection Certificate's words in English and Hindi, same keys, same '{placeholders}'. */
const en = {
  title: 'No Objection Certificate',
  footer: 'No Objection Certificate {referenceNumber}',
  registration: 'RBI registration: {registration}',
  email: 'E-mail: {email}',
  dateAndReference: 'Date: {date}\nReference: {referenceNumber}\nPlace: {place}',
  addressee: 'To\n{borrowerName}',
  subject: 'Subject: Closure of loan account {accountNumber}',
  borrower: 'Borrower',
  accountNumber: 'Loan account number',
  loanAmount: 'Loan amount',
  disbursalDate: 'Date of disbursal',
  closureDate: 'Date of closure',
  closedValue: '{date} (repaid in full)',
  preClosedValue: '{date} (repaid early, foreclosed)',
  certificate:
    'This is to certify that {borrowerName} has repaid the loan above in full. All principal, interest and charges on it are paid and nothing is due; the loan account was closed on {closedOn}.',
  noObjection:
    '{legalName} has no objection and no claim of any kind against the borrower in respect of this loan.',
  bureaus:
    'We report the loan as closed to the credit information companies (TransUnion CIBIL, Experian, Equifax and CRIF High Mark) in our data as of {reportingDate}, their next reporting date after its closure. If your credit report does not show the loan closed within 30 days of that date, write to us at {email}.',
  signatureLabel: 'For {legalName}',
  signer: 'Authorised signatory (digitally signed)',
  signatureNote:
    'This certificate is signed with the digital signature of {legalName}. Any change to the file makes the signature invalid.',
};

export type NocTexts = typeof en;

const hi: NocTexts = {
  title: 'अनापत्ति प्रमाणपत्र',
  footer: 'अनापत्ति प्रमाणपत्र {referenceNumber}',
  registration: 'आरबीआई पंजीकरण: {registration}',
  email: 'ई-मेल: {email}',
  dateAndReference: 'तिथि: {date}\nसंदर्भ: {referenceNumber}\nस्थान: {place}',
  addressee: 'सेवा में\n{borrowerName}',
  subject: 'विषय: ऋण खाता {accountNumber} का बंद होना',
  borrower: 'उधारकर्ता',
  accountNumber: 'ऋण खाता संख्या',
  loanAmount: 'ऋण राशि',
  disbursalDate: 'संवितरण की तिथि',
  closureDate: 'बंद होने की तिथि',
  closedValue: '{date} (पूरा चुकाया गया)',
  preClosedValue: '{date} (समय से पहले चुकाया गया, पुरोबंध)',
  certificate:
    'प्रमाणित किया जाता है कि {borrowerName} ने ऊपर दिया ऋण पूरा चुका दिया है। इसका सारा मूलधन, ब्याज और प्रभार चुकाए जा चुके हैं और कुछ भी देय नहीं है; ऋण खाता {closedOn} को बंद हुआ।',
  noObjection: '{legalName} को इस ऋण के संबंध में उधारकर्ता के विरुद्ध कोई आपत्ति नहीं है और कोई दावा नहीं है।',
  bureaus:
    'हम ऋण को बंद के रूप में ऋण सूचना कंपनियों (ट्रांसयूनियन सिबिल, एक्सपीरियन, इक्विफ़ैक्स और क्रिफ़ हाई मार्क) को {reportingDate} तक के अपने आँकड़ों में बताते हैं, जो ऋण बंद होने के बाद की उनकी अगली रिपोर्टिंग तिथि है। यदि उस तिथि के 30 दिन के भीतर आपकी क्रेडिट रिपोर्ट में ऋण बंद न दिखे, तो हमें {email} पर लिखें।',
  signatureLabel: '{legalName} की ओर से',
  signer: 'अधिकृत हस्ताक्षरकर्ता (डिजिटल हस्ताक्षरित)',
  signatureNote:
    'इस प्रमाणपत्र पर {legalName} के डिजिटल हस्ताक्षर हैं। फ़ाइल में कोई भी बदलाव हस्ताक्षर को अमान्य कर देता है।',
};

export const nocTexts: Record<PdfLanguage, NocTexts> = { en, hi };
