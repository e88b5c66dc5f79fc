import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { sandboxPgWebhooks, type NewSandboxPgWebhook, type SandboxPgWebhookRow } from './sandbox.schema.ts';

const webhooks = sandboxPgWebhooks;

export async function insertDeliveries(db: Db, rows: NewSandboxPgWebhook[]): Promise<void> {
  if (rows.length > 0) await db.insert(webhooks).values(rows);
}

export async function listDeliveries(db: Db, linkId: string): Promise<SandboxPgWebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.linkId, linkId))
    .orderBy(asc(webhooks.deliverAt), asc(webhooks.id));
}
