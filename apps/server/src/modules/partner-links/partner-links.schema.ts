import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Sign-in links already spent: a forwarded or replayed SSO link signs nobody in twice. */
export const partnerLinkUses = pgTable('partner_link_uses', {
  linkId: text('link_id').primaryKey(),
  partnerId: text('partner_id').notNull(),
  userId: text('user_id').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull(),
});
