import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import {
  sandboxPgPayments,
  sandboxPgRefunds,
  type NewSandboxPgRefund,
  type SandboxPgPaymentRow,
  type SandboxPgRefundRow,
} from './sandbox.schema.ts';

const refunds = sandboxPgRefunds;
const payments = sandboxPgPayments;

/** The new row, or undefined when a refund under the same key got there first. */
export async function insertRefund(db: Db, row: NewSandboxPgRefund): Promise<SandboxPgRefundRow | undefined> {
  const [inserted] = await db
    .insert(refunds)
    .values(row)
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  return inserted;
}

export async function findRefundById(db: Db, id: string): Promise<SandboxPgRefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function findRefundByKey(db: Db, key: string): Promise<SandboxPgRefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key));
  return row;
}

/** The payment, held until the transaction ends: its refunds are made one at a time. */
export async function lockPayment(db: Db, id: string): Promise<SandboxPgPaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function listRefunds(db: Db, paymentId: string): Promise<SandboxPgRefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export type ProcessedRefund = Pick<SandboxPgRefundRow, 'id' | 'paymentId' | 'idempotencyKey' | 'amount'>;

/** The refunds processed in [from, until), in the order processed. */
export async function listProcessedBetween(db: Db, from: Date, until: Date): Promise<ProcessedRefund[]> {
  return db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      idempotencyKey: refunds.idempotencyKey,
      amount: refunds.amount,
    })
    .from(refunds)
    .where(and(isNull(refunds.failedAt), gte(refunds.processedAt, from), lt(refunds.processedAt, until)))
    .orderBy(asc(refunds.processedAt), asc(refunds.id));
}
