import type { PdfLanguage } from '../../lib/pdf/pdf-document.ts';

/**
 * The gold invoice's words in English and Hindi, same keys, same '{placeholders}'. A key ending in
 * 'Sell' is the purchase note's word where the tax invoice's differs: on a sale back the vendor is
 * the buyer. The vendor's and the customer's names, the tax labels and the payment line are printed
 * as the vendor and the payment gave them; the amount in words is in English in both languages.
 */
const en = {
  title: 'Tax Invoice',
  titleSell: 'Purchase Note',
  footer: 'This is a computer generated invoice.',
  footerSell: 'This is a computer generated purchase note.',
  vendor: 'Seller',
  vendorSell: 'Buyer',
  gstin: 'GSTIN: {gstin}',
  email: 'E-mail: {email}',
  distributor: 'Sold through: {name}, {address}',
  distributorSell: 'Bought through: {name}, {address}',
  invoiceNumber: 'Invoice number',
  invoiceNumberSell: 'Purchase note number',
  date: 'Date',
  orderReference: 'Order reference',
  customer: 'Customer',
  name: 'Name',
  mobile: 'Mobile number',
  pinCode: 'PIN code',
  deliveryAddress: 'Delivery address',
  lineBuy: 'Gold bought',
  lineDeliver: 'Making charges',
  lineSell: 'Gold sold',
  description: 'Description',
  hsn: 'HSN code',
  quantity: 'Quantity (g)',
  rate: 'Rate per gram',
  taxable: 'Taxable value',
  taxableSell: 'Value',
  purity: 'Gold: 24 Karat, 99.5% purity (995)',
  summary: 'Summary',
  amount: 'Amount',
  total: 'Total (GST included)',
  totalSell: 'Total paid to the customer',
  inWords: 'Amount in words: {words}',
  settlement: 'Payment: {settlement}',
  settlementSell: 'Paid out by: {settlement}',
  heldBuy:
    "The gold bought is held in the vault of {legalName}, insured, in the name of {customerName}, and shows in the customer's gold locker.",
  heldDeliver:
    "This invoice is for the making charges of the coin or bar. Its {grams} g of gold has left the customer's gold locker and is not charged for again.",
  heldSell: "The gold sold has left the customer's gold locker. No GST is charged on this sale.",
};

export type GoldInvoiceTexts = typeof en;

const hi: GoldInvoiceTexts = {
  title: 'कर बीजक',
  titleSell: 'क्रय नोट',
  footer: 'यह कंप्यूटर द्वारा बनाया गया बीजक है।',
  footerSell: 'यह कंप्यूटर द्वारा बनाया गया क्रय नोट है।',
  vendor: 'विक्रेता',
  vendorSell: 'क्रेता',
  gstin: 'जीएसटीआईएन: {gstin}',
  email: 'ई-मेल: {email}',
  distributor: 'बिक्री का माध्यम: {name}, {address}',
  distributorSell: 'खरीद का माध्यम: {name}, {address}',
  invoiceNumber: 'बीजक संख्या',
  invoiceNumberSell: 'क्रय नोट संख्या',
  date: 'तिथि',
  orderReference: 'ऑर्डर संदर्भ',
  customer: 'ग्राहक',
  name: 'नाम',
  mobile: 'मोबाइल नंबर',
  pinCode: 'पिन कोड',
  deliveryAddress: 'डिलीवरी का पता',
  lineBuy: 'खरीदा गया सोना',
  lineDeliver: 'मेकिंग चार्ज',
  lineSell: 'बेचा गया सोना',
  description: 'विवरण',
  hsn: 'एचएसएन कोड',
  quantity: 'मात्रा (ग्राम)',
  rate: 'दर प्रति ग्राम',
  taxable: 'कर योग्य मूल्य',
  taxableSell: 'मूल्य',
  purity: 'सोना: 24 कैरेट, 99.5% शुद्धता (995)',
  summary: 'सारांश',
  amount: 'राशि',
  total: 'कुल (जीएसटी सहित)',
  totalSell: 'ग्राहक को दी गई कुल राशि',
  inWords: 'राशि शब्दों में: {words}',
  settlement: 'भुगतान: {settlement}',
  settlementSell: 'भुगतान का माध्यम: {settlement}',
  heldBuy:
    'खरीदा गया सोना {legalName} की तिजोरी में {customerName} के नाम पर बीमित रखा गया है और ग्राहक के गोल्ड लॉकर में दिखता है।',
  heldDeliver:
    'यह बीजक सिक्के या बार के मेकिंग चार्ज का है। इसका {grams} ग्राम सोना ग्राहक के गोल्ड लॉकर से निकल गया है; उसके लिए दोबारा कोई राशि नहीं ली गई है।',
  heldSell: 'बेचा गया सोना ग्राहक के गोल्ड लॉकर से निकल गया है। इस बिक्री पर कोई जीएसटी नहीं लिया गया है।',
};

export const goldInvoiceTexts: Record<PdfLanguage, GoldInvoiceTexts> = { en, hi };
