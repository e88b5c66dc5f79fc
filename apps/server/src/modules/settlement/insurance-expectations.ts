import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { insuranceOrders, insuranceRefunds } from '../insurance/insurance.schema.ts';
import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';
import { entryLine, expectedOf, ofDayOr } from './settlement-lines.ts';

/**
 * What insurance puts before the gateway's settlement: premiums captured on the day, each by the
 * journal line that put it into the gateway's suspense, and premiums refunded on the day (a
 * negative line of their own, under the refund's id, the gateway's idempotency key), in the
 * product book.
 */
export async function insuranceGatewayExpected(db: Db, day: string, references: readonly string[]) {
  const paymentJoin = entryLine('insurance-payment:', insuranceOrders.id, 'gateway-suspense', 1);
  const payments = await db
    .select({
      reference: sql<string>`${insuranceOrders.id}::text`,
      providerId: insuranceOrders.gatewayPaymentId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: insuranceOrders.paidAt,
    })
    .from(insuranceOrders)
    .innerJoin(journalEntries, paymentJoin.entry)
    .innerJoin(journalLines, paymentJoin.line)
    .where(
      and(
        isNotNull(insuranceOrders.paidAt),
        ofDayOr(insuranceOrders.paidAt, insuranceOrders.id, day, references),
      ),
    );
  const refundJoin = entryLine('insurance-refund:', insuranceRefunds.id, 'gateway-suspense', -1);
  const refunds = await db
    .select({
      reference: sql<string>`${insuranceRefunds.id}::text`,
      providerId: insuranceRefunds.providerId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: insuranceRefunds.paidAt,
    })
    .from(insuranceRefunds)
    .innerJoin(journalEntries, refundJoin.entry)
    .innerJoin(journalLines, refundJoin.line)
    .where(
      and(
        eq(insuranceRefunds.status, 'PAID'),
        ofDayOr(insuranceRefunds.paidAt, insuranceRefunds.id, day, references),
      ),
    );
  return [...expectedOf(payments, day, 1), ...expectedOf(refunds, day, 1)];
}
