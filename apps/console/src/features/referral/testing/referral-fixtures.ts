import type { ReferralCashbackRow, ReferralRow } from '@kredo/contract/referral-back-office';
import type { StaffSession } from '@kredo/contract/staff';

import { aStaffSession } from '../../../test/fixtures';

/** A member of operations: sees the referrals and pays a cashback now. */
export function anOperationsSession(): StaffSession {
  return aStaffSession({
    staff: { id: 'staff-2', email: 'ops@kredo.example', name: 'Omar Ops', roles: ['operations'] },
  });
}

/** ₹200 earned by a loan of ₹20,000 paid out on 1 Dec, owed: the referrer has no verified account. */
export function aCashback(overrides: Partial<ReferralCashbackRow> = {}): ReferralCashbackRow {
  return {
    cashbackId: '0c7d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e21',
    status: 'OWED',
    amount: 200_00,
    principal: 20_000_00,
    subject: 'LOAN',
    disbursedOn: '2026-12-01',
    payableOn: '2026-12-06',
    payBy: '2026-12-31',
    attempts: 0,
    nextAttemptAt: null,
    utr: null,
    failureText: null,
    paidAt: null,
    ...overrides,
  };
}

export function aReferral(overrides: Partial<ReferralRow> = {}): ReferralRow {
  return {
    referralId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a81',
    referrerUserId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c51',
    referrerName: 'Asha Verma',
    referredUserId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d62',
    referredName: 'Ravi Kumar',
    attributedAt: '2026-11-29T04:30:00.000Z',
    cashback: aCashback(),
    ...overrides,
  };
}
