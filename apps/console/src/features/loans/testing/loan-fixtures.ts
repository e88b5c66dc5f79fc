import type { LoanSummary } from '@kredo/contract/loan-servicing';
import type { StaffSession } from '@kredo/contract/staff';

import { aStaffSession } from '../../../test/fixtures';

export const loanId = '6a0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a11';

/** A member of operations: sees the loans, may not write one off. */
export function anOperationsSession(): StaffSession {
  return aStaffSession({
    staff: { id: 'staff-2', email: 'ops@kredo.example', name: 'Omar Ops', roles: ['operations'] },
  });
}

/** The admin: the only one who writes a loan off. */
export function anAdminSession(): StaffSession {
  return aStaffSession({
    staff: { id: 'staff-3', email: 'admin@kredo.example', name: 'Anita Admin', roles: ['admin'] },
  });
}

/** An open loan 45 days past due (SMA-1), with an instalment and a half unpaid. */
export function anOverdueLoan(overrides: Partial<LoanSummary> = {}): LoanSummary {
  return {
    loanId,
    lenderLoanAcctId: 'KL0000042',
    userId: 'user-1',
    borrowerName: 'Asha Verma',
    lenderId: 174,
    status: 'DISBURSED',
    tags: [],
    principal: 15_000_000,
    disbursalDate: '2026-01-07',
    assetClass: 'SMA-1',
    daysPastDue: 45,
    overdueSince: '2026-02-20',
    dues: 2_062_575,
    receivable: 13_937_550,
    advance: 0,
    businessDate: '2026-04-06',
    maturedOn: null,
    writtenOffOn: null,
    closedOn: null,
    ...overrides,
  };
}

/** The same loan once the admin wrote it off: its receivables are now expense; it stays open. */
export function aWrittenOffLoan(overrides: Partial<LoanSummary> = {}): LoanSummary {
  return anOverdueLoan({ tags: ['written-off'], writtenOffOn: '2026-04-07', ...overrides });
}

/** A loan paid in full. */
export function aClosedLoan(overrides: Partial<LoanSummary> = {}): LoanSummary {
  return anOverdueLoan({
    loanId: '6a0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a19',
    lenderLoanAcctId: 'KL0000007',
    borrowerName: 'Ravi Kumar',
    lenderId: 176,
    status: 'CLOSED',
    tags: ['closed'],
    assetClass: 'STANDARD',
    daysPastDue: null,
    overdueSince: null,
    dues: 0,
    receivable: 0,
    maturedOn: '2026-12-05',
    closedOn: '2026-12-05',
    ...overrides,
  });
}
