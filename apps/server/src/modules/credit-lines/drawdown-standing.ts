import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { creditLineDrawdowns } from './credit-lines.schema.ts';

/** Whether a drawdown paid out was undone: returned by the beneficiary's bank (REVERSED). */
export async function isDrawdownUndone(db: Db, drawdownId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: creditLineDrawdowns.status })
    .from(creditLineDrawdowns)
    .where(eq(creditLineDrawdowns.id, drawdownId));
  return row?.status !== 'PAID';
}
