import type { Db } from '../../db/database.ts';
import { partnerLinkUses } from './partner-links.schema.ts';

/** Claims a sign-in link for one use; false when it was used before. */
export async function claimLinkUse(db: Db, use: typeof partnerLinkUses.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(partnerLinkUses)
    .values(use)
    .onConflictDoNothing({ target: partnerLinkUses.linkId })
    .returning({ linkId: partnerLinkUses.linkId });
  return inserted.length === 1;
}
