import { desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { mobileData } from './mobile-data.schema.ts';

export type NewMobileData = typeof mobileData.$inferInsert;

export async function insertMobileData(db: Db, row: NewMobileData): Promise<void> {
  await db.insert(mobileData).values(row);
}

/** When the borrower's mobile app last sent device data; null if it never did. */
export async function lastMobileDataAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: mobileData.createdAt })
    .from(mobileData)
    .where(eq(mobileData.userId, userId))
    .orderBy(desc(mobileData.createdAt))
    .limit(1);
  return row?.at ?? null;
}
