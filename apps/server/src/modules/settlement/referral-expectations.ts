import { and, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';
import { referralPayouts } from '../referral/referral.schema.ts';
import { entryLine, expectedOf, ofDayOr } from './settlement-lines.ts';

/**
 * Referral cashbacks paid on the day (returned later or not) in the payout bank's statement, each
 * by the journal line that credited disbursal clearing, in the product's own book.
 */
export async function referralPayoutExpected(db: Db, day: string, references: readonly string[]) {
  const paid = entryLine('referral-cashback-paid:', referralPayouts.id, 'disbursal-clearing', -1);
  const rows = await db
    .select({
      reference: sql<string>`${referralPayouts.id}::text`,
      providerId: referralPayouts.providerId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: referralPayouts.paidAt,
    })
    .from(referralPayouts)
    .innerJoin(journalEntries, paid.entry)
    .innerJoin(journalLines, paid.line)
    .where(
      and(
        isNotNull(referralPayouts.paidAt),
        ofDayOr(referralPayouts.paidAt, referralPayouts.id, day, references),
      ),
    );
  return expectedOf(rows, day, -1);
}
