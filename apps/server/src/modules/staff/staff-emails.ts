import type { Db } from '../../db/database.ts';
import { selectStaffEmails, selectStaffNames } from './staff.repository.ts';

/** Staff e-mails by id, for the audit log (apart from the sign-in service, which writes to it). */
export async function staffEmails(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await selectStaffEmails(db, ids);
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Staff names by id, for the pages that say who proposed and who approved. */
export async function staffNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await selectStaffNames(db, ids);
  return new Map(rows.map((row) => [row.id, row.name]));
}
