import { failAsUnconfigured } from '../unconfigured-provider.ts';

/**
 * A credit bureau's consumer report, pulled with the borrower's PAN and their consent (given when
 * they apply). A pull is asynchronous at real bureaus: the report is requested, then collected.
 * Amounts are paise. A real bureau is a new file beside sandbox.ts.
 */
export type BureauHit = {
  kind: 'HIT';
  score: number;
  /** Every account on file, closed ones too. */
  accounts: number;
  activeAccounts: number;
  /** Outstanding across the active accounts. */
  outstanding: number;
  accountsWithEmi: number;
  /** What the active accounts' EMIs add up to each month. */
  monthlyEmi: number;
  overdueAccounts: number;
  enquiriesLast6Months: number;
};

/** The bureau knows nobody with this PAN, or too little to score them (a thin file). */
export type BureauNoHit = { kind: 'NO_HIT' };

export type CreditReport = BureauHit | BureauNoHit;

export type CreditPullRequest = {
  pan: string;
  name: string;
  /** YYYY-MM-DD. */
  dob: string;
  /** Our reference for the pull (the application id), for the bureau's audit. */
  reference: string;
};

export type CreditBureauProvider = {
  readonly name: string;
  /** Requests the report and waits for it; throws AppError PROVIDER_UNAVAILABLE when the bureau is down. */
  pullReport(request: CreditPullRequest): Promise<CreditReport>;
};

/** Production until a bureau membership is configured: every pull fails as an outage. */
export const unconfiguredCreditBureau: CreditBureauProvider = {
  name: 'unconfigured',
  pullReport: failAsUnconfigured('credit bureau'),
};
