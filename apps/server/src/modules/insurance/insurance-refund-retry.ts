import { randomUUID } from 'node:crypto';

import type { StaffMember } from '@kredo/contract/staff';
import { desc, eq } from 'drizzle-orm';

import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockOrder } from './insurance-orders.ts';
import { requestInsuranceRefund, type RefundDeps } from './insurance-refunds.ts';
import { insuranceRefunds } from './insurance.schema.ts';

/**
 * 'Retry refund' (operations, audited): a refund the gateway declined is asked for again as a new
 * refund of the same amount under a new idempotency key; the declined one stays as it was. The
 * money has been owed since the order ended (refunds payable), so no other entry is posted until
 * the gateway processes the new one. Only the order's latest refund, and only once declined.
 */
export async function retryInsuranceRefund(
  deps: RefundDeps,
  orderId: string,
  staff: StaffMember,
): Promise<void> {
  const now = deps.clock.now();
  const refundId = await deps.db.transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError('NOT_FOUND', 'no such insurance order');
    const [latest] = await tx
      .select()
      .from(insuranceRefunds)
      .where(eq(insuranceRefunds.orderId, orderId))
      .orderBy(desc(insuranceRefunds.createdAt))
      .limit(1);
    if (latest?.status !== 'FAILED')
      throw new AppError('INSURANCE_REFUSED', 'only a declined refund is tried again', {
        userMessage: 'Only a failed refund can be tried again.',
      });
    const id = randomUUID();
    await tx.insert(insuranceRefunds).values({
      id,
      orderId,
      reason: latest.reason,
      amountPaise: latest.amountPaise,
      status: 'REQUESTED',
      createdAt: now,
    });
    await recordAudit(tx, {
      at: now,
      staffId: staff.id,
      action: 'RETRY_INSURANCE_REFUND',
      details: { orderId, refundId: id, declinedRefundId: latest.id, amount: latest.amountPaise },
    });
    return id;
  });
  // The gateway now if it answers; the insurance sweep asks again if not.
  await requestInsuranceRefund(deps, refundId).catch(() => 'later');
}
