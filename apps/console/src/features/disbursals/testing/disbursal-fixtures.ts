import type { Disbursal } from '@kredo/contract/disbursals';
import type { StaffSession } from '@kredo/contract/staff';

import { aStaffSession } from '../../../test/fixtures';
import type { ReadyOpportunity } from '../api/get-disbursal-queue';

export const disbursalId = '8e0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a10';
export const opportunityId = '7c0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a03';
export const loanId = '6a0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a11';

export const maker = { id: 'staff-2', name: 'Omar Ops' };
export const checker = { id: 'staff-3', name: 'Anita Admin' };

/** The maker: a member of operations. */
export function aMakerSession(): StaffSession {
  return aStaffSession({ staff: { ...maker, email: 'ops@kredo.example', roles: ['operations'] } });
}

/** The checker: an admin, not the one who proposed. */
export function aCheckerSession(): StaffSession {
  return aStaffSession({ staff: { ...checker, email: 'admin@kredo.example', roles: ['admin'] } });
}

export function aReadyOpportunity(overrides: Partial<ReadyOpportunity> = {}): ReadyOpportunity {
  return {
    opportunityId,
    userId: 'user-1',
    borrowerName: 'Asha Verma',
    lenderId: 174,
    loanAmount: 15_000_000,
    netAmount: 14_646_000,
    waitingSince: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    ...overrides,
  };
}

/** Proposed by operations, awaiting a checker. */
export function aDisbursal(overrides: Partial<Disbursal> = {}): Disbursal {
  return {
    id: disbursalId,
    opportunityId,
    userId: 'user-1',
    borrowerName: 'Asha Verma',
    lenderId: 174,
    status: 'PROPOSED',
    loanAmount: 15_000_000,
    netAmount: 14_646_050,
    mode: 'IMPS',
    beneficiaryName: 'ASHA VERMA',
    accountNumberMasked: 'XXXXXXX234',
    ifsc: 'HDFC0000001',
    bankName: 'HDFC Bank',
    proposedBy: maker,
    proposedAt: '2026-03-07T04:30:00.000Z',
    proposalNote: 'KFS v2 signed',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    utr: null,
    failureCode: null,
    failureText: null,
    paidAt: null,
    loanId: null,
    lenderLoanAcctId: null,
    ...overrides,
  };
}

/** Approved by the checker and paid by the bank: the loan is open. */
export function aPaidDisbursal(overrides: Partial<Disbursal> = {}): Disbursal {
  return aDisbursal({
    status: 'PAID',
    decidedBy: checker,
    decidedAt: '2026-03-07T05:00:00.000Z',
    decisionNote: 'Checked against the KFS',
    utr: '412345678901',
    paidAt: '2026-03-07T05:01:00.000Z',
    loanId,
    lenderLoanAcctId: 'KL0000042',
    ...overrides,
  });
}
