import { isoDate } from './calendar-date.ts';
import type { KeyFactStatementInput } from './key-fact-statement.ts';
import { basisPoints, paise } from './money.ts';

/**
 * The reference loan (docs/decisions.md, 'The Key Fact Statement'): Rs 1,00,000 at 2.5% flat a
 * month over 12 months, a 2% processing fee plus 18% GST taken from the payout, no convenience fee.
 */
export function kfsInput(overrides: Partial<KeyFactStatementInput> = {}): KeyFactStatementInput {
  return {
    proposalNumber: 'KR-2026-000016',
    loanType: 'Personal loan',
    terms: { principal: paise(10_000_000), tenureMonths: 12, dueDayOfMonth: 5 },
    pricing: {
      monthlyFlatRate: basisPoints(250),
      processingFeeRate: basisPoints(200),
      convenienceFeeRate: basisPoints(0),
      minConvenienceFee: paise(0),
      gstRate: basisPoints(1_800),
    },
    issuedOn: isoDate('2026-11-24'),
    disbursalDate: isoDate('2026-11-24'),
    thirdPartyFees: [],
    contingentCharges: [
      { kind: 'penal-delayed-payment', description: 'Rs 500 for each instalment paid late, no GST' },
    ],
    disclosures: {
      recoveryAgentsClause: 'Clause 12 of the loan agreement',
      grievanceRedressalClause: 'Clause 14 of the loan agreement',
      grievanceOfficer: {
        name: 'A. Grievance Officer',
        phone: '+91 80 0000 0000',
        email: 'grievance@example.in',
      },
      mayBeTransferred: true,
      coolingOffDays: 3,
      recoveryLsp: null,
    },
    ...overrides,
  };
}
