import type { Db } from '../../db/database.ts';
import { mobileData } from './mobile-data.schema.ts';

export type NewMobileData = typeof mobileData.$inferInsert;

export async function insertMobileData(db: Db, row: NewMobileData): Promise<void> {
  await db.insert(mobileData).values(row);
}
