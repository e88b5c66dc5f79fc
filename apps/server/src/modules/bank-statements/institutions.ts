import type { BankMode, Institution } from '@kredo/contract/bank-statements';

const all: BankMode[] = ['NET_BANKING', 'PDF_UPLOAD', 'ACCOUNT_AGGREGATOR'];
const pdfAndAa: BankMode[] = ['PDF_UPLOAD', 'ACCOUNT_AGGREGATOR'];
const pdfAndNetBanking: BankMode[] = ['NET_BANKING', 'PDF_UPLOAD'];
const pdfOnly: BankMode[] = ['PDF_UPLOAD'];

/**
 * Banks a statement can come from, with the ways each can share one. The four shortcuts keep the
 * ids the bank picker knows them by (spec 000 §9); the others follow the analyser's numbering.
 * A bank with no mode can take no statement at all (the picker says so).
 */
export const institutions: readonly Institution[] = [
  { id: '2', name: 'Axis Bank', shortName: 'Axis', modes: all },
  { id: '20', name: 'HDFC Bank', shortName: 'HDFC', modes: all },
  { id: '22', name: 'ICICI Bank', shortName: 'ICICI', modes: all },
  { id: '35', name: 'State Bank of India', shortName: 'SBI', modes: all },
  { id: '3', name: 'Bank of Baroda', shortName: 'BoB', modes: all },
  { id: '4', name: 'Bank of India', shortName: 'BOI', modes: pdfAndAa },
  { id: '5', name: 'Bank of Maharashtra', shortName: 'BoM', modes: pdfAndAa },
  { id: '7', name: 'Canara Bank', shortName: 'Canara', modes: all },
  { id: '8', name: 'Central Bank of India', shortName: 'CBI', modes: pdfAndAa },
  { id: '11', name: 'Federal Bank', shortName: 'Federal', modes: all },
  { id: '14', name: 'IDBI Bank', shortName: 'IDBI', modes: all },
  { id: '15', name: 'IDFC FIRST Bank', shortName: 'IDFC FIRST', modes: all },
  { id: '16', name: 'Indian Bank', shortName: 'Indian', modes: pdfAndAa },
  { id: '17', name: 'Indian Overseas Bank', shortName: 'IOB', modes: pdfAndAa },
  { id: '18', name: 'IndusInd Bank', shortName: 'IndusInd', modes: all },
  { id: '19', name: 'Jammu & Kashmir Bank', shortName: 'J&K', modes: pdfAndNetBanking },
  { id: '23', name: 'Karnataka Bank', shortName: 'Karnataka', modes: pdfAndAa },
  { id: '24', name: 'Karur Vysya Bank', shortName: 'KVB', modes: pdfAndAa },
  { id: '25', name: 'Kotak Mahindra Bank', shortName: 'Kotak', modes: all },
  { id: '28', name: 'Punjab & Sind Bank', shortName: 'PSB', modes: pdfOnly },
  { id: '29', name: 'Punjab National Bank', shortName: 'PNB', modes: all },
  { id: '31', name: 'RBL Bank', shortName: 'RBL', modes: all },
  { id: '32', name: 'South Indian Bank', shortName: 'SIB', modes: pdfAndAa },
  { id: '33', name: 'Standard Chartered Bank', shortName: 'StanChart', modes: pdfAndNetBanking },
  { id: '36', name: 'Tamilnad Mercantile Bank', shortName: 'TMB', modes: pdfOnly },
  { id: '37', name: 'UCO Bank', shortName: 'UCO', modes: pdfAndAa },
  { id: '38', name: 'Union Bank of India', shortName: 'Union', modes: all },
  { id: '39', name: 'Yes Bank', shortName: 'Yes', modes: all },
  { id: '41', name: 'AU Small Finance Bank', shortName: 'AU', modes: all },
  { id: '42', name: 'Bandhan Bank', shortName: 'Bandhan', modes: pdfAndAa },
  { id: '43', name: 'City Union Bank', shortName: 'CUB', modes: pdfOnly },
  { id: '44', name: 'DBS Bank India', shortName: 'DBS', modes: pdfAndAa },
  { id: '45', name: 'DCB Bank', shortName: 'DCB', modes: pdfAndAa },
  { id: '46', name: 'Equitas Small Finance Bank', shortName: 'Equitas', modes: pdfAndAa },
  { id: '47', name: 'HSBC India', shortName: 'HSBC', modes: pdfAndNetBanking },
  { id: '48', name: 'Citibank India', shortName: 'Citi', modes: pdfOnly },
  { id: '49', name: 'Ujjivan Small Finance Bank', shortName: 'Ujjivan', modes: pdfAndAa },
  { id: '50', name: 'Airtel Payments Bank', shortName: 'Airtel', modes: pdfOnly },
  { id: '51', name: 'India Post Payments Bank', shortName: 'IPPB', modes: pdfOnly },
  { id: '52', name: 'Saraswat Co-operative Bank', shortName: 'Saraswat', modes: pdfOnly },
  { id: '53', name: 'Cosmos Co-operative Bank', shortName: 'Cosmos', modes: [] },
];

const byId = new Map(institutions.map((institution) => [institution.id, institution]));

export function findInstitution(id: string): Institution | undefined {
  return byId.get(id);
}
