import { defaultPartner, partners as partnerConfigs } from '@kredo/contract/partners';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { partners } from './partners.schema.ts';

/** Mirrors the partner configuration (data in the contract) into the table, on every start. */
export async function syncPartners(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const rows = [defaultPartner, ...partnerConfigs].map((partner) => ({
    id: partner.id,
    displayName: partner.displayName,
    kind: partner.kind,
    sourcingCode: partner.sourcingCode,
    supportEmail: partner.supportEmail,
    active: true,
    updatedAt: now,
  }));
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
