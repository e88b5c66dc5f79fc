import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { loans } from './loans.schema.ts';

/**
 * Whether a loan was undone after its payout: exited in its cooling-off period (closed tagged
 * 'cooling-off') or its payout returned by the beneficiary's bank ('cancelled'). A loan repaid or
 * foreclosed later stands.
 */
export async function isLoanUndone(db: Db, loanId: string): Promise<boolean> {
  const [loan] = await db.select({ tags: loans.tags }).from(loans).where(eq(loans.id, loanId));
  return !loan || loan.tags.includes('cooling-off') || loan.tags.includes('cancelled');
}
