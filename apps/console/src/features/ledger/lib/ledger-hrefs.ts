/** Where the ledger's pages are, as the app's routes place them. */
export type LedgerHrefs = {
  trialBalance: string;
  journal: (date?: string) => string;
  loanStatement: (loanId: string) => string;
};
