/** How the mandate provider says the borrower left the bank's page (spec 001 §4.7). */
export const bankReturnStatuses = ['success', 'failed', 'cancelled', 'timeout'] as const;
export type BankReturnStatus = (typeof bankReturnStatuses)[number];

export type BankReturn = { status: BankReturnStatus; mandateId: string | null };

/**
 * The provider sends the borrower back to the repayment route with `status` and `mandate_id` in
 * its query; anything else there is not a return from the bank.
 */
export function readBankReturn(params: URLSearchParams): BankReturn | null {
  const status = params.get('status');
  const known = bankReturnStatuses.find((candidate) => candidate === status);
  return known ? { status: known, mandateId: params.get('mandate_id') } : null;
}

/**
 * Where the provider's pages send the borrower back to: this app's repayment route, as an absolute
 * address (the routes live in the hash, so the provider's query lands inside it).
 */
export function bankReturnUrl(here: Pick<Location, 'origin' | 'pathname'>, repayPath: string): string {
  return `${here.origin}${here.pathname}#${repayPath}`;
}
