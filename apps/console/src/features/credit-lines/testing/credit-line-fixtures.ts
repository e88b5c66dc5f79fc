import type { CreditLineList, CreditLineView } from '@kredo/contract/credit-line-servicing';
import type { StaffSession } from '@kredo/contract/staff';

import { aStaffSession } from '../../../test/fixtures';

type CreditLineListItem = CreditLineList['lines'][number];

export const lineId = '7b1d4b63-69a5-4c7d-8e4d-1c7a6f4a2b21';

/** A member of operations: sees the lines, suspends and resumes their drawdowns. */
export function anOperationsSession(): StaffSession {
  return aStaffSession({
    staff: { id: 'staff-2', email: 'ops@kredo.example', name: 'Omar Ops', roles: ['operations'] },
  });
}

/** An active line of ₹50,000 with ₹11,150.75 drawn and ₹500 held for a drawdown in flight. */
export function aCreditLineItem(overrides: Partial<CreditLineListItem> = {}): CreditLineListItem {
  return {
    lineId,
    lenderLoanAcctId: 'CL0000042',
    borrowerName: 'Asha Verma',
    lenderId: 174,
    status: 'ACTIVE',
    suspended: false,
    limit: 5_000_000,
    drawn: 1_115_075,
    available: 3_834_925,
    openedOn: '2026-03-02',
    expiresOn: '2027-03-01',
    ...overrides,
  };
}

/**
 * The same line as its page shows it: one bill part paid, a drawdown paid out and one in flight
 * (its room held), a gateway payment, and the bill's NACH debit returned once.
 */
export function aCreditLine(overrides: Partial<CreditLineView> = {}): CreditLineView {
  return {
    ...aCreditLineItem(),
    userId: 'user-1',
    productCode: 'RLOC',
    suspensionNote: null,
    businessDate: '2026-05-12',
    annualRateBp: 2_400,
    held: 50_000,
    outstanding: 1_115_075,
    accruedInterest: 9_468,
    unbilledCharges: 59_000,
    bills: [
      {
        billNumber: 1,
        billDate: '2026-05-01',
        dueDate: '2026-05-05',
        interest: 15_075,
        charges: 0,
        principal: 200_000,
        unpaid: 115_075,
      },
    ],
    drawdowns: [
      {
        drawdownId: 'dd-2',
        amount: 50_000,
        convenienceFee: 1_000,
        convenienceFeeGst: 180,
        status: 'PROCESSING',
        requestedAt: '2026-05-12T05:30:00.000Z',
        paidOn: null,
        utr: null,
        failureText: null,
      },
      {
        drawdownId: 'dd-1',
        amount: 1_200_000,
        convenienceFee: 10_000,
        convenienceFeeGst: 1_800,
        status: 'PAID',
        requestedAt: '2026-03-10T06:00:00.000Z',
        paidOn: '2026-03-10',
        utr: 'UTR2026031000042',
        failureText: null,
      },
    ],
    repayments: [
      {
        receivedOn: '2026-05-04',
        source: 'gateway',
        amount: 100_000,
        charges: 0,
        interest: 15_075,
        principal: 84_925,
        excess: 0,
      },
    ],
    debits: [
      {
        billNumber: 1,
        attempt: 1,
        amount: 115_075,
        chargeDate: '2026-05-05',
        status: 'RETURNED',
        reasonText: 'Funds insufficient',
      },
    ],
    refunds: [],
    ...overrides,
  };
}

/** The line once operations suspended its drawdowns: nothing can be drawn. */
export function aSuspendedCreditLine(overrides: Partial<CreditLineView> = {}): CreditLineView {
  return aCreditLine({ suspended: true, suspensionNote: 'Fraud suspected', ...overrides });
}
