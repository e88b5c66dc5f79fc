import { randomUUID } from 'node:crypto';

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

export type NewStatement = Omit<typeof bankStatements.$inferInsert, 'id'>;

export async function insertStatement(db: Db, row: NewStatement): Promise<void> {
  await db.insert(bankStatements).values({ ...row, id: randomUUID() });
}
