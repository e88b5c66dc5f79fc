/** Where the ledger's pages are, as the app's routes place them. */
export type LedgerHrefs = {
  trialBalance: string;
  balanceSheet: string;
  journal: (date?: string) => string;
  loanStatement: (loanId: string) => string;
  /** With no id: the page that looks one up. */
  accountStatement: (ownerId?: string) => string;
};
