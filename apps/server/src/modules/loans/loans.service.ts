import type { UserLoansResponse } from '@kredo/contract/loans';

/**
 * The borrower's own loans, newest disbursal first. A loan exists from its disbursal, which the
 * product does not make yet: until then every borrower has none.
 */
export async function userLoans(_userId: string): Promise<UserLoansResponse> {
  return { loans: [] };
}
