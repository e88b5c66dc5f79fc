import { and, eq, gte, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { loanProducts, preApprovedOffers } from './loan-products.schema.ts';

export async function upsertProducts(db: Db, rows: Array<typeof loanProducts.$inferInsert>): Promise<void> {
  await db
    .insert(loanProducts)
    .values(rows)
    .onConflictDoUpdate({
      target: loanProducts.code,
      set: {
        productType: sql`excluded.product_type`,
        lenderId: sql`excluded.lender_id`,
        title: sql`excluded.title`,
        active: sql`excluded.active`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function insertPreApprovedOffer(
  db: Db,
  row: typeof preApprovedOffers.$inferInsert,
): Promise<void> {
  await db.insert(preApprovedOffers).values(row).onConflictDoNothing();
}

/** Codes of the products a borrower holds a live pre-approved offer for on `today`. */
export async function livePreApprovedCodes(db: Db, userId: string, today: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: preApprovedOffers.productCode })
    .from(preApprovedOffers)
    .where(and(eq(preApprovedOffers.userId, userId), gte(preApprovedOffers.validUntil, today)));
  return new Set(rows.map((row) => row.code));
}

/** The borrower's live pre-approved offers on `today`, with their amounts. */
export async function livePreApprovedOffers(
  db: Db,
  userId: string,
  today: string,
): Promise<Array<{ productCode: string; maxAmount: number }>> {
  return db
    .select({ productCode: preApprovedOffers.productCode, maxAmount: preApprovedOffers.maxAmountPaise })
    .from(preApprovedOffers)
    .where(and(eq(preApprovedOffers.userId, userId), gte(preApprovedOffers.validUntil, today)));
}
