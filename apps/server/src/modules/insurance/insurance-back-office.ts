import type { InsuranceOrderDetail, InsuranceOrderRow } from '@kredo/contract/insurance-back-office';
import type { StaffMember } from '@kredo/contract/staff';
import { indianDate } from '@kredo/domain/calendar-date';
import { freeLookEndsAt } from '@kredo/domain/insurance';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditLog } from '../audit/audit.schema.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { staffEmails } from '../staff/staff-emails.ts';
import { cancelWithinFreeLook, type CancelDeps } from './insurance-cancellations.ts';
import { refreshOrder, type StatusDeps } from './insurance-order-status.ts';
import { retryInsuranceRefund } from './insurance-refund-retry.ts';
import { latestRefundsOf, type RefundDeps } from './insurance-refunds.ts';
import {
  insuranceOrders,
  type InsuranceOrderRow as OrderRow,
  type InsuranceRefundRow,
} from './insurance.schema.ts';

const listLimit = 200;
const iso = (at: Date | null) => at?.toISOString() ?? null;

function rowOf(order: OrderRow, refund: InsuranceRefundRow | undefined): InsuranceOrderRow {
  const refundStatus = { REQUESTED: 'PENDING', PAID: 'PROCESSED', FAILED: 'FAILED' } as const;
  return {
    orderId: order.id,
    state: order.state as InsuranceOrderRow['state'],
    customerName: order.insuredName,
    mobile: `XXXXXX${order.mobile.slice(-4)}`,
    productId: order.productId,
    productName: order.productName,
    coverType: { type: order.coverType as 'INDIVIDUAL' | 'FAMILY', label: order.coverLabel },
    insurerName: order.insurerName,
    price: order.pricePaise,
    tax: order.taxPaise,
    createdAt: order.createdAt.toISOString(),
    payBy: order.payBy.toISOString(),
    paidAt: iso(order.paidAt),
    proposedAt: iso(order.proposedAt),
    issuedAt: iso(order.issuedAt),
    cancelledAt: iso(order.cancelledAt),
    policyNumber: order.issuedAt ? order.policyNumber : null,
    proposalId: order.proposalId,
    insurerCheckedAt: iso(order.insurerCheckedAt),
    freeLookEndsAt: order.issuedAt ? freeLookEndsAt(indianDate(order.issuedAt)).toISOString() : null,
    failureReason: order.failureReason,
    refund: refund
      ? {
          refundId: refund.id,
          status: refundStatus[refund.status as keyof typeof refundStatus],
          amount: refund.amountPaise,
          reason: refund.reason as 'REFUSED' | 'LATE_PAYMENT' | 'FREE_LOOK',
        }
      : null,
  };
}

/** Orders for operations, newest first: by state, or those still awaiting the insurer; each with its latest refund. */
export async function insuranceOrderList(db: Db, query: { status?: string; orderId?: string }) {
  const where: SQL[] = [];
  if (query.orderId) where.push(eq(insuranceOrders.id, query.orderId));
  if (query.status === 'AWAITING_INSURER') where.push(inArray(insuranceOrders.state, ['PAID', 'PROPOSED']));
  else if (query.status) where.push(eq(insuranceOrders.state, query.status));
  const rows = await db
    .select()
    .from(insuranceOrders)
    .where(and(...where))
    .orderBy(desc(insuranceOrders.createdAt))
    .limit(listLimit + 1);
  const shown = rows.slice(0, listLimit);
  const latest = await latestRefundsOf(
    db,
    shown.map((row) => row.id),
  );
  return {
    orders: shown.map((order) => rowOf(order, latest.get(order.id))),
    truncated: rows.length > listLimit,
  };
}

async function rowOrMissing(db: Db, orderId: string) {
  const [row] = (await insuranceOrderList(db, { orderId })).orders;
  if (!row) throw new AppError('NOT_FOUND', 'no such insurance order');
  return row;
}

/** The order's own events (from its timestamps) and what staff did to it (the audit log), oldest first. */
async function eventsOf(db: Db, order: InsuranceOrderRow): Promise<InsuranceOrderDetail['events']> {
  const own = (
    [
      [order.createdAt, 'ORDER_CREATED'],
      [order.paidAt, 'PREMIUM_PAID'],
      [order.proposedAt, 'PROPOSED'],
      [order.issuedAt, 'POLICY_ISSUED'],
      [order.cancelledAt, 'CANCELLED'],
    ] as const
  ).flatMap(([at, action]) => (at ? [{ at, action, actor: null, note: null }] : []));
  const audited = await db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.details}->>'orderId' = ${order.orderId}`)
    .orderBy(asc(auditLog.at));
  const emails = await staffEmails(
    db,
    audited.flatMap((row) => (row.staffId ? [row.staffId] : [])),
  );
  const staffEvents = audited.map((row) => ({
    at: row.at.toISOString(),
    action: row.action,
    actor: (row.staffId && emails.get(row.staffId)) ?? null,
    note: typeof row.details.note === 'string' ? row.details.note : null,
  }));
  return [...own, ...staffEvents].sort((a, b) => a.at.localeCompare(b.at));
}

export async function insuranceOrderDetail(db: Db, orderId: string): Promise<InsuranceOrderDetail> {
  const order = await rowOrMissing(db, orderId);
  const [raw] = await db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
  return {
    order,
    issuance: {
      insurerStatus: (raw?.insurerStatus ?? null) as InsuranceOrderDetail['issuance']['insurerStatus'],
      insurerMessage: raw?.insurerMessage ?? null,
      checkedAt: order.insurerCheckedAt,
    },
    events: await eventsOf(db, order),
  };
}

/** 'Ask the insurer now': the gateway and the insurer asked about one order, audited. */
export async function refreshInsuranceOrder(deps: StatusDeps, orderId: string, staff: StaffMember) {
  await rowOrMissing(deps.db, orderId);
  const outcome = await refreshOrder(deps, orderId);
  await recordAudit(deps.db, {
    at: deps.clock.now(),
    staffId: staff.id,
    action: 'REFRESH_INSURANCE_ORDER',
    details: { orderId, ...outcome },
  });
  return insuranceOrderDetail(deps.db, orderId);
}

/** A free look cancellation on the customer's request, audited with how they asked. */
export async function cancelInsuranceOrder(
  deps: CancelDeps,
  orderId: string,
  staff: StaffMember,
  note: string,
) {
  await rowOrMissing(deps.db, orderId);
  const { refund } = await cancelWithinFreeLook(deps, orderId, `Customer request: ${note}`);
  await recordAudit(deps.db, {
    at: deps.clock.now(),
    staffId: staff.id,
    action: 'CANCEL_INSURANCE_POLICY',
    details: { orderId, note, refund },
  });
  return insuranceOrderDetail(deps.db, orderId);
}

/** 'Retry refund': a declined refund asked for again under a new key, audited. */
export async function retryRefundOfOrder(deps: RefundDeps, orderId: string, staff: StaffMember) {
  await rowOrMissing(deps.db, orderId);
  await retryInsuranceRefund(deps, orderId, staff);
  return insuranceOrderDetail(deps.db, orderId);
}
