import type { UserLoansResponse } from '@kredo/contract/loans';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { loans } from './loans.schema.ts';

/**
 * The borrower's own loans, newest disbursal first. A loan exists from its disbursal, which the
 * product does not make yet: until then every borrower has none.
 */
export async function userLoans(_userId: string): Promise<UserLoansResponse> {
  return { loans: [] };
}

/** The lender's account number of a loan; null for no such loan. */
export async function loanAccountNumber(db: Db, loanId: string): Promise<string | null> {
  const [row] = await db.select({ id: loans.lenderLoanAcctId }).from(loans).where(eq(loans.id, loanId));
  return row?.id ?? null;
}
