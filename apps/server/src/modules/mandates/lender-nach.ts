/**
 * Each lender's place in NACH: the sponsor bank that presents its debits and the utility code
 * NPCI issued it there (18 characters), printed on the paper form and sent with every mandate.
 * Kept as data beside the lender, like its KFS terms.
 */
export type LenderNach = {
  /** The sponsor bank's IFSC (the form's 'Sponsor bank code'). */
  sponsorBankCode: string;
  sponsorBankName: string;
  utilityCode: string;
};

const lenderNach: Record<number, LenderNach> = {
  174: { sponsorBankCode: 'HDFC0000001', sponsorBankName: 'HDFC Bank', utilityCode: 'HDFC00174000012345' },
  176: { sponsorBankCode: 'ICIC0000002', sponsorBankName: 'ICICI Bank', utilityCode: 'ICIC00176000023456' },
  179: { sponsorBankCode: 'UTIB0000001', sponsorBankName: 'Axis Bank', utilityCode: 'UTIB00179000034567' },
};

export function lenderNachOf(lenderId: number): LenderNach {
  const found = lenderNach[lenderId];
  if (!found) throw new Error(`no NACH sponsor bank for lender ${lenderId}`);
  return found;
}
