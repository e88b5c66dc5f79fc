import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';
import { goldOrders, goldPayouts } from '../gold/gold.schema.ts';
import { entryLine, expectedOf, ofDayOr } from './settlement-lines.ts';

/**
 * What gold's movements put before the providers' reports: payments for gold orders captured on
 * the day (a buy, a delivery's making charges) and their refunds processed on the day in the
 * gateway's settlement, and sale proceeds paid on the day in the payout bank's statement, each by
 * the journal line that moved its suspense or clearing account, in the gold book.
 */

/** A gold payout's (a refund's or a sale's) expected lines, by the entry under `prefix` || its id. */
async function payoutLines(
  db: Db,
  day: string,
  references: readonly string[],
  kind: { prefix: string; account: string; purpose: 'REFUND' | 'SALE' },
) {
  const join = entryLine(kind.prefix, goldPayouts.id, kind.account, -1);
  return db
    .select({
      reference: sql<string>`${goldPayouts.id}::text`,
      providerId: goldPayouts.providerId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: goldPayouts.paidAt,
    })
    .from(goldPayouts)
    .innerJoin(journalEntries, join.entry)
    .innerJoin(journalLines, join.line)
    .where(
      and(
        eq(goldPayouts.purpose, kind.purpose),
        isNotNull(goldPayouts.paidAt),
        ofDayOr(goldPayouts.paidAt, goldPayouts.id, day, references),
      ),
    );
}

export async function goldGatewayExpected(db: Db, day: string, references: readonly string[]) {
  const join = entryLine('gold-payment:', goldOrders.id, 'gateway-suspense', 1);
  const payments = await db
    .select({
      reference: sql<string>`${goldOrders.id}::text`,
      providerId: goldOrders.gatewayPaymentId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: goldOrders.paidAt,
    })
    .from(goldOrders)
    .innerJoin(journalEntries, join.entry)
    .innerJoin(journalLines, join.line)
    .where(and(isNotNull(goldOrders.paidAt), ofDayOr(goldOrders.paidAt, goldOrders.id, day, references)));
  // Refunds processed on the day come off the settlement: each a line of its own, negative.
  const refunds = await payoutLines(db, day, references, {
    prefix: 'gold-refund:',
    account: 'gateway-suspense',
    purpose: 'REFUND',
  });
  return [...expectedOf(payments, day, 1), ...expectedOf(refunds, day, 1)];
}

export async function goldPayoutExpected(db: Db, day: string, references: readonly string[]) {
  const sales = await payoutLines(db, day, references, {
    prefix: 'gold-payout:',
    account: 'disbursal-clearing',
    purpose: 'SALE',
  });
  return expectedOf(sales, day, -1);
}
