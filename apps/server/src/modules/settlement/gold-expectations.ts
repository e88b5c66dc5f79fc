import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';
import { goldOrders, goldPayouts } from '../gold/gold.schema.ts';
import { entryLine, expectedOf, ofDayOr } from './settlement-expectations.ts';

/**
 * What gold's movements put before the providers' reports: payments for gold orders captured on
 * the day (a buy, a delivery's making charges) and their refunds processed on the day in the
 * gateway's settlement, and sale proceeds paid
 * on the day in the payout bank's statement, each by the journal line that moved its suspense or
 * clearing account, in the gold book.
 */
export async function goldGatewayExpected(db: Db, day: string, references: readonly string[]) {
  const join = entryLine('gold-payment:', goldOrders.id, 'gateway-suspense', 1);
  const rows = await db
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
  const refunded = entryLine('gold-refund:', goldPayouts.id, 'gateway-suspense', -1);
  const refunds = await db
    .select({
      reference: sql<string>`${goldPayouts.id}::text`,
      providerId: goldPayouts.providerId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: goldPayouts.paidAt,
    })
    .from(goldPayouts)
    .innerJoin(journalEntries, refunded.entry)
    .innerJoin(journalLines, refunded.line)
    .where(
      and(
        eq(goldPayouts.purpose, 'REFUND'),
        isNotNull(goldPayouts.paidAt),
        ofDayOr(goldPayouts.paidAt, goldPayouts.id, day, references),
      ),
    );
  return [...expectedOf(rows, day, 1), ...expectedOf(refunds, day, 1)];
}

export async function goldPayoutExpected(db: Db, day: string, references: readonly string[]) {
  const join = entryLine('gold-payout:', goldPayouts.id, 'disbursal-clearing', -1);
  const rows = await db
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
        eq(goldPayouts.purpose, 'SALE'),
        isNotNull(goldPayouts.paidAt),
        ofDayOr(goldPayouts.paidAt, goldPayouts.id, day, references),
      ),
    );
  return expectedOf(rows, day, -1);
}
