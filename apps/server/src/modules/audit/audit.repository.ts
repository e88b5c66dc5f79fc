import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { auditLog } from './audit.schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditRow(db: Db, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Oldest first: the log reads as the story of the application. */
export function selectAuditRows(db: Db, applicationId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.applicationId, applicationId))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
