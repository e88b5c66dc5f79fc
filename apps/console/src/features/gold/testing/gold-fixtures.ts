import type { GoldBreak, GoldOrderRow, GoldPayoutRow } from '@kredo/contract/gold-back-office';
import type { StaffSession } from '@kredo/contract/staff';

import { aStaffSession } from '../../../test/fixtures';

/** A member of operations: sees the gold, asks the vendor, resolves breaks and runs the reconciliation. */
export function anOperationsSession(): StaffSession {
  return aStaffSession({
    staff: { id: 'staff-2', email: 'ops@kredo.example', name: 'Omar Ops', roles: ['operations'] },
  });
}

/** A buy of 0.4567 g for ₹3,000.50, paid and not yet settled by the vendor. */
export function anOrder(overrides: Partial<GoldOrderRow> = {}): GoldOrderRow {
  return {
    orderId: '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a41',
    kind: 'BUY',
    status: 'PAID',
    customerName: 'Asha Verma',
    vendorUserId: 'AUG-1001',
    vendorTxId: 'KRG-BUY-0001',
    gold: 4_567,
    amount: 3_000_50,
    tax: 87_40,
    createdAt: '2026-11-29T04:30:00.000Z',
    payBy: '2026-11-29T04:35:00.000Z',
    paidAt: '2026-11-29T04:31:00.000Z',
    settledAt: null,
    vendorCheckedAt: null,
    failureReason: null,
    deliveryStage: null,
    invoiceNumber: null,
    ...overrides,
  };
}

/** A coin's delivery, confirmed and on its way, its invoice made. */
export const deliveredCoin = anOrder({
  orderId: '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a42',
  kind: 'DELIVER',
  status: 'SUCCESS',
  customerName: 'Ravi Kumar',
  vendorTxId: 'KRG-DLV-0002',
  gold: 10_000,
  amount: 450_00,
  createdAt: '2026-11-28T06:00:00.000Z',
  paidAt: '2026-11-28T06:01:00.000Z',
  settledAt: '2026-11-28T06:02:00.000Z',
  vendorCheckedAt: '2026-11-29T03:00:00.000Z',
  deliveryStage: 'IN_TRANSIT',
  invoiceNumber: 'KR/GOLD/2026/000042',
});

/** A sell the vendor refused. */
export const failedSell = anOrder({
  orderId: '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a43',
  kind: 'SELL',
  status: 'FAILED',
  customerName: 'Meena Iyer',
  vendorTxId: 'KRG-SEL-0003',
  gold: 2_000,
  amount: 1_300_00,
  createdAt: '2026-11-27T06:00:00.000Z',
  paidAt: null,
  failureReason: 'VENDOR_FAILED',
});

export function aPayout(overrides: Partial<GoldPayoutRow> = {}): GoldPayoutRow {
  return {
    payoutId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d51',
    orderId: failedSell.orderId,
    purpose: 'SALE',
    amount: 1_300_00,
    status: 'PAID',
    customerName: 'Meena Iyer',
    providerId: 'pout_Q1w2E3r4',
    utr: 'UTR2026112700011',
    failureText: null,
    createdAt: '2026-11-27T06:05:00.000Z',
    paidAt: '2026-11-27T06:10:00.000Z',
    ...overrides,
  };
}

/** A late payment's refund the bank refused. */
export const failedRefund = aPayout({
  payoutId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d52',
  purpose: 'REFUND',
  amount: 3_000_50,
  status: 'FAILED',
  customerName: 'Asha Verma',
  providerId: null,
  utr: null,
  failureText: 'Beneficiary account closed',
  createdAt: '2026-11-29T05:00:00.000Z',
  paidAt: null,
});

/** An open break: our books hold 0.0003 g less than the vendor's. */
export function aBreak(overrides: Partial<GoldBreak> = {}): GoldBreak {
  return {
    breakId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e61',
    customerName: 'Asha Verma',
    vendorUserId: 'AUG-1001',
    vendorBalance: 12_348,
    ourBalance: 12_345,
    difference: -3,
    foundOn: '2026-11-29',
    foundAt: '2026-11-29T20:30:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    resolution: null,
    ...overrides,
  };
}

/** A break resolved by operations: ours held 1.5 g more than the vendor's. */
export const resolvedBreak = aBreak({
  breakId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e62',
  customerName: 'Ravi Kumar',
  vendorUserId: 'AUG-1002',
  vendorBalance: 0,
  ourBalance: 15_000,
  difference: 15_000,
  foundOn: '2026-11-27',
  foundAt: '2026-11-27T20:30:00.000Z',
  resolvedAt: '2026-11-28T05:00:00.000Z',
  resolvedBy: 'ops@kredo.example',
  resolution: 'Vendor credited the missed buy',
});
