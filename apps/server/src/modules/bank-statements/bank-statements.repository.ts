import { and, count, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { bankStatements } from './bank-statements.schema.ts';

export async function countStatements(db: Db, userId: string, statuses: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bankStatements)
    .where(and(eq(bankStatements.userId, userId), inArray(bankStatements.status, [...statuses])));
  return row?.n ?? 0;
}
