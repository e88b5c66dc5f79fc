import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { partners } from './partners.schema.ts';

export async function upsertPartners(db: Db, rows: Array<typeof partners.$inferInsert>): Promise<void> {
  await db
    .insert(partners)
    .values(rows)
    .onConflictDoUpdate({
      target: partners.id,
      set: {
        displayName: sql`excluded.display_name`,
        kind: sql`excluded.kind`,
        sourcingCode: sql`excluded.sourcing_code`,
        supportEmail: sql`excluded.support_email`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
