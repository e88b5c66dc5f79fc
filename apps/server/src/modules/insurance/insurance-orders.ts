import type { InsuranceOrder, InsuranceOrderStatus } from '@kredo/contract/insurance';
import { insuranceMessages } from '@kredo/contract/insurance-messages';
import { indianDate, isoDate } from '@kredo/domain/calendar-date';
import { freeLookEndsAt, withinFreeLook } from '@kredo/domain/insurance';
import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { latestRefundsOf } from './insurance-refunds.ts';
import { insuranceOrders, type InsuranceOrderRow, type InsuranceRefundRow } from './insurance.schema.ts';

/** The order locked for the caller's transaction. */
export async function lockOrder(tx: Db, orderId: string): Promise<InsuranceOrderRow | undefined> {
  const [row] = await tx.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId)).for('update');
  return row;
}

export const noSuchOrder = () =>
  new AppError('NOT_FOUND', 'no such insurance order', {
    userMessage: insuranceMessages.insuranceOrdersFailed,
  });

/** The borrower's own order: 404 for anyone else's. */
export async function ownOrder(db: Db, userId: string, orderId: string): Promise<InsuranceOrderRow> {
  const [row] = await db
    .select()
    .from(insuranceOrders)
    .where(and(eq(insuranceOrders.id, orderId), eq(insuranceOrders.userId, userId)));
  if (!row) throw noSuchOrder();
  return row;
}

const publicStatus: Record<string, InsuranceOrderStatus> = {
  CREATED: 'PAYMENT_PENDING',
  PAID: 'UNDER_PROCESS',
  PROPOSED: 'UNDER_PROCESS',
  ISSUED: 'ISSUED',
  REFUSED: 'FAILED',
  EXPIRED: 'EXPIRED',
  CANCELLED: 'CANCELLED',
};

const failureText: Record<string, string> = {
  REFUSED: insuranceMessages.insuranceProposalRefused,
  ISSUANCE_FAILED: insuranceMessages.insuranceProposalRefused,
  LATE_PAYMENT: insuranceMessages.insuranceProposalRefused,
};

const refundStatus = { REQUESTED: 'PENDING', PAID: 'PROCESSED', FAILED: 'FAILED' } as const;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Whether a cancellation within the free look period would be accepted now. */
export function isCancellable(row: InsuranceOrderRow, now: Date): boolean {
  return (
    row.state === 'ISSUED' &&
    row.issuedAt !== null &&
    withinFreeLook(indianDate(row.issuedAt), indianDate(now))
  );
}

export function orderView(
  row: InsuranceOrderRow,
  refund: InsuranceRefundRow | undefined,
  now: Date,
): InsuranceOrder {
  const issuedOn = row.issuedAt ? indianDate(row.issuedAt) : null;
  return {
    orderId: row.id,
    status: publicStatus[row.state] ?? 'UNDER_PROCESS',
    productId: row.productId,
    productName: row.productName,
    subCategory: row.subCategory,
    coverType: { type: row.coverType as 'INDIVIDUAL' | 'FAMILY', label: row.coverLabel },
    validityInMonths: row.state === 'ISSUED' || row.state === 'CANCELLED' ? row.validityMonths : null,
    distributorName: row.distributorName,
    insurerName: row.insurerName,
    sumInsured: row.sumInsuredPaise,
    price: row.pricePaise,
    tax: row.taxPaise,
    policyNumber: row.issuedAt ? row.policyNumber : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    issuedAt: iso(row.issuedAt),
    coverFrom: row.coverFrom === null ? null : isoDate(row.coverFrom),
    coverTill: row.coverTill === null ? null : isoDate(row.coverTill),
    freeLookEndsAt: issuedOn ? freeLookEndsAt(issuedOn).toISOString() : null,
    cancellable: isCancellable(row, now),
    policyAvailable: row.issuedAt !== null,
    paymentUrl: row.state === 'CREATED' && row.payBy > now ? row.paymentLink : null,
    payBy: row.payBy.toISOString(),
    failureReason: row.failureReason ? (failureText[row.failureReason] ?? null) : null,
    refund: refund
      ? { status: refundStatus[refund.status as keyof typeof refundStatus], amount: refund.amountPaise }
      : null,
  };
}

/** The borrower's orders, newest first, each with its latest refund. */
export async function ordersOf(
  db: Db,
  userId: string,
  now: Date,
  orderId?: string,
): Promise<InsuranceOrder[]> {
  const rows = await db
    .select()
    .from(insuranceOrders)
    .where(and(eq(insuranceOrders.userId, userId), orderId ? eq(insuranceOrders.id, orderId) : undefined))
    .orderBy(desc(insuranceOrders.createdAt))
    .limit(100);
  const byOrder = await latestRefundsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => orderView(row, byOrder.get(row.id), now));
}
