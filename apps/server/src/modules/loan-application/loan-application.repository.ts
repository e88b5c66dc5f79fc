import { and, desc, eq, inArray, isNull } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { loanApplications } from './loan-application.schema.ts';

export type ApplicationRow = typeof loanApplications.$inferSelect;

export async function findOpenApplication(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.userId, userId), isNull(loanApplications.closedAt)));
  return row;
}

export async function findLatestApplication(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.userId, userId))
    .orderBy(desc(loanApplications.createdAt))
    .limit(1);
  return row;
}

export async function findApplication(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(loanApplications).where(eq(loanApplications.id, id));
  return row;
}

const uniqueViolation = '23505';

/** Inserts unless the borrower already has an open application; true when inserted. */
export async function insertApplicationUnlessOpen(
  db: Db,
  row: typeof loanApplications.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(loanApplications)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: loanApplications.id })
    .catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code === uniqueViolation) return [];
      throw error;
    });
  return inserted.length === 1;
}

/**
 * Changes the requirement of an application still in one of `statuses`, checked by the update
 * itself: a decision that moved it since the caller read it wins. Undefined when it has moved.
 */
export async function updateRequirement(
  db: Db,
  id: string,
  statuses: readonly string[],
  change: { amountRequestedPaise: number; tenureRequestedMonths: number; purpose: string },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(loanApplications)
    .set(change)
    .where(and(eq(loanApplications.id, id), inArray(loanApplications.status, [...statuses])))
    .returning();
  return row;
}
