import type { BankMandateSupport } from '@kredo/domain/repayment-modes';

type SandboxBank = { name: string } & BankMandateSupport;

const both = ['NET_BANKING', 'DEBIT_CARD'] as const;

/**
 * NPCI's live e-mandate bank list as the sandbox holds it, by the IFSC's bank code (its first four
 * letters). Yes Bank is on the list with no way to authenticate enabled now (NPCI 486); a bank
 * missing here is not on the list (a paper mandate still works). docs/providers.md repeats it.
 */
export const sandboxMandateBanks: Readonly<Record<string, SandboxBank>> = {
  HDFC: { name: 'HDFC Bank', eMandate: 'live', authModes: both },
  ICIC: { name: 'ICICI Bank', eMandate: 'live', authModes: both },
  SBIN: { name: 'State Bank of India', eMandate: 'live', authModes: both },
  UTIB: { name: 'Axis Bank', eMandate: 'live', authModes: both },
  KKBK: { name: 'Kotak Mahindra Bank', eMandate: 'live', authModes: both },
  CNRB: { name: 'Canara Bank', eMandate: 'live', authModes: ['DEBIT_CARD'] },
  INDB: { name: 'IndusInd Bank', eMandate: 'live', authModes: ['NET_BANKING'] },
  YESB: { name: 'Yes Bank', eMandate: 'unavailable', authModes: [] },
};

const notListed: BankMandateSupport = { eMandate: 'none', authModes: [] };

const bankOf = (ifsc: string): SandboxBank | undefined =>
  sandboxMandateBanks[ifsc.trim().toUpperCase().slice(0, 4)];

/** What NPCI's list says of the IFSC's bank now. */
export function sandboxBankSupport(ifsc: string): BankMandateSupport {
  const bank = bankOf(ifsc);
  return bank ? { eMandate: bank.eMandate, authModes: bank.authModes } : notListed;
}

/** The bank's name as its pages show it; the IFSC's bank code for a bank not on the list. */
export function sandboxBankName(ifsc: string): string {
  return bankOf(ifsc)?.name ?? ifsc.trim().toUpperCase().slice(0, 4);
}
