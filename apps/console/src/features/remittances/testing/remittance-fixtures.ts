import type { Remittance, RemittanceDue } from '@kredo/contract/remittances';
import type { StaffSession } from '@kredo/contract/staff';

import { aStaffSession } from '../../../test/fixtures';

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

export function aDueRow(overrides: Partial<RemittanceDue> = {}): RemittanceDue {
  return {
    lenderId: 174,
    payee: 'insurer',
    payablePaise: 1_200_00,
    inputCreditPaise: 0,
    proposedPaise: 0,
    duePaise: 1_200_00,
    ...overrides,
  };
}

/** Sahyadri Finance's insurer premiums, its gold vendor (nothing owed) and its GST net of input credit. */
export const dueRows = [
  aDueRow({ payablePaise: 1_200_00, proposedPaise: 300_00, duePaise: 1_200_00 }),
  aDueRow({ payee: 'gold-vendor', payablePaise: 0, duePaise: 0 }),
  aDueRow({ payee: 'gst', payablePaise: 1_800_50, inputCreditPaise: 300_00, duePaise: 1_500_50 }),
];

/** Proposed by operations to the insurer, awaiting a checker. */
export function aRemittance(overrides: Partial<Remittance> = {}): Remittance {
  return {
    id: '4d0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a21',
    lenderId: 174,
    payee: 'insurer',
    amountPaise: 300_00,
    setOffPaise: 0,
    reference: 'UTR2026112900001',
    status: 'PROPOSED',
    proposedBy: maker,
    proposedAt: '2026-11-29T04:30:00.000Z',
    note: 'November premiums',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    entryId: null,
    businessDate: null,
    ...overrides,
  };
}

/** GST paid and approved, its input credit set off. */
export const approvedGst = aRemittance({
  id: '4d0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a22',
  payee: 'gst',
  amountPaise: 900_00,
  setOffPaise: 150_00,
  reference: 'GSTUTR0001',
  status: 'APPROVED',
  proposedAt: '2026-11-28T04:30:00.000Z',
  decidedBy: checker,
  decidedAt: '2026-11-28T05:00:00.000Z',
  entryId: '5e0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a23',
  businessDate: '2026-11-28',
});
