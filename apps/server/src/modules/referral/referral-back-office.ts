import type { ReferralRow } from '@kredo/contract/referral-back-office';
import type { StaffMember } from '@kredo/contract/staff';
import { eq } from 'drizzle-orm';

import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { payCashback } from './referral-payments.ts';
import type { PayoutDeps } from './referral-payouts.ts';
import { referralList } from './referral-views.ts';
import { referralCashbacks } from './referral.schema.ts';

/**
 * Staff pay a cashback now: one owed for want of the referrer's account (once they have one), or
 * one whose payouts failed (the account corrected, or attempts run out). Audited with what came of
 * it; answers the referral's row as it then stands.
 */
export async function payCashbackNow(
  deps: PayoutDeps,
  cashbackId: string,
  staff: StaffMember,
): Promise<ReferralRow> {
  const [cashback] = await deps.db
    .select({ status: referralCashbacks.status })
    .from(referralCashbacks)
    .where(eq(referralCashbacks.id, cashbackId));
  if (!cashback) throw notFound('cashback');
  if (cashback.status !== 'OWED' && cashback.status !== 'FAILED')
    throw new AppError('CONFLICT', `a cashback ${cashback.status} is not paid now`, {
      userMessage: 'Only a cashback owed or failed can be paid now.',
    });
  const outcome = await payCashback(deps, cashbackId);
  await recordAudit(deps.db, {
    at: deps.clock.now(),
    staffId: staff.id,
    action: 'PAY_REFERRAL_CASHBACK',
    details: { cashbackId, outcome },
  });
  const [row] = (await referralList(deps.db, { cashbackId })).referrals;
  if (!row) throw notFound('cashback');
  return row;
}
