import { isoDate } from './calendar-date.ts';
import type { CreditLineKfsInput } from './credit-line-key-facts.ts';
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

/**
 * The reference credit line: Rs 1,00,000 for 12 months at 30% a year on what is drawn, a Rs 2,000
 * processing fee, 2% a drawdown (Rs 199 at least), 18% GST, issued the reference loan's day with
 * its contingent charges and disclosures.
 */
export function lineKfsInput(overrides: Partial<CreditLineKfsInput> = {}): CreditLineKfsInput {
  const { contingentCharges, disclosures, issuedOn } = kfsInput();
  return {
    proposalNumber: 'KR-2026-000021',
    loanType: 'Credit line',
    terms: {
      limit: paise(10_000_000),
      annualRate: basisPoints(3_000),
      processingFee: paise(200_000),
      convenienceFee: { kind: 'percent', rate: basisPoints(200), minimum: paise(19_900) },
      gstRate: basisPoints(1_800),
      principalRepayment: 'on-due-date',
    },
    tenureMonths: 12,
    issuedOn,
    contingentCharges,
    disclosures,
    ...overrides,
  };
}
