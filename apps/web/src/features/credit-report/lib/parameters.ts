import type { CreditParameter } from '@kredo/domain/credit-score';

/** Each parameter's texts (`creditReport.parameters.<key>`), by its name in the answer. */
export const parameterKeys = {
  'Bureau Score': 'bureauScore',
  'Repayment History': 'repaymentHistory',
  'Bounced Payments': 'bouncedPayments',
  'Cash Withdrawals': 'cashWithdrawals',
  'Bank Transfers': 'bankTransfers',
  'Profile Completeness': 'profileCompleteness',
  'App Installed': 'appInstalled',
  'Credit Enquiries': 'creditEnquiries',
  'Soft Connections': 'softConnections',
} as const satisfies Record<CreditParameter, string>;

export type ParameterKey = (typeof parameterKeys)[CreditParameter];

/** The secondary block hides 'Soft Connections' (spec 002 §2); it also weighs nothing in the score. */
export const hiddenParameters: ReadonlySet<CreditParameter> = new Set(['Soft Connections']);

/** The gauge's five segments, lowest first, with their colours and names (`creditReport.gauge.bands`). */
export const scoreBands = [
  { key: 'poor', colour: '#DC2626' },
  { key: 'fair', colour: '#EA580C' },
  { key: 'average', colour: '#EAB308' },
  { key: 'good', colour: '#65A30D' },
  { key: 'excellent', colour: '#15803D' },
] as const;
