import { defaultPartner, partners as partnerConfigs } from '@kredo/contract/partners';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { upsertPartners } from './partners.repository.ts';

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
  await upsertPartners(db, rows);
}
