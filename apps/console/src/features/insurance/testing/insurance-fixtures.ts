import type { InsuranceOrderDetail, InsuranceOrderRow } from '@kredo/contract/insurance-back-office';
import type { StaffSession } from '@kredo/contract/staff';

import { aStaffSession } from '../../../test/fixtures';

/** A member of operations: sees the orders, asks the insurer and cancels within the free look period. */
export function anOperationsSession(): StaffSession {
  return aStaffSession({
    staff: { id: 'staff-2', email: 'ops@kredo.example', name: 'Omar Ops', roles: ['operations'] },
  });
}

/** A personal accident policy for ₹199, paid and proposed, the insurer not yet issuing it. */
export function anOrder(overrides: Partial<InsuranceOrderRow> = {}): InsuranceOrderRow {
  return {
    orderId: '7b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d51',
    state: 'PROPOSED',
    customerName: 'Asha Verma',
    mobile: 'XXXXXX3210',
    productId: 'pa-individual-1y',
    productName: 'Personal Accident Individual 1 Year',
    coverType: { type: 'INDIVIDUAL', label: 'Individual' },
    insurerName: 'Suraksha General Insurance',
    price: 199_00,
    tax: 0,
    createdAt: '2026-11-29T04:30:00.000Z',
    payBy: '2026-11-29T05:00:00.000Z',
    paidAt: '2026-11-29T04:31:00.000Z',
    proposedAt: '2026-11-29T04:31:30.000Z',
    issuedAt: null,
    cancelledAt: null,
    policyNumber: null,
    proposalId: 'SGI-PROP-0001',
    insurerCheckedAt: null,
    freeLookEndsAt: null,
    failureReason: null,
    refund: null,
    ...overrides,
  };
}

export const issuedOrder = anOrder({
  orderId: '7b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d52',
  state: 'ISSUED',
  customerName: 'Kiran Rao',
  issuedAt: '2026-11-29T04:36:30.000Z',
  policyNumber: 'SGI/PA/2026/000123',
  insurerCheckedAt: '2026-11-29T04:36:30.000Z',
  freeLookEndsAt: '2026-12-29T04:36:30.000Z',
});

export const detailOf = (order: InsuranceOrderRow): InsuranceOrderDetail => ({
  order,
  issuance: {
    insurerStatus: order.state === 'ISSUED' ? 'ISSUED' : 'PENDING',
    insurerMessage: null,
    checkedAt: order.insurerCheckedAt,
  },
  events: [{ at: order.createdAt, action: 'CREATED', actor: null, note: null }],
});
