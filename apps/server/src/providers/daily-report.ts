/**
 * A provider's report of one business day: the gateway's settlement, the sponsor bank's NACH
 * settlement, the payout bank's statement of payouts. Fetched after the day has ended; until the
 * provider has made it, the fetch answers `not-ready` (a late file) rather than an empty report.
 */
export type DailyReport<Line> = {
  /** The provider's name for it (a settlement id, a file name): the same on every fetch. */
  reference: string;
  /** The business day (India) whose movements it lists, YYYY-MM-DD. */
  businessDate: string;
  /** The day the money moved in the lender's bank account, YYYY-MM-DD. */
  settledOn: string;
  /** The bank reference of the one credit that paid the report in; null when each line moved apart. */
  utr: string | null;
  lines: Line[];
  /** Paise: what the provider actually paid in (or the bank paid out) for the report, in all. */
  total: number;
};

export type DailyReportAnswer<Report> =
  | { status: 'ready'; report: Report }
  /** Not made yet; `retryAt` is when the provider says to ask again, if it says. */
  | { status: 'not-ready'; retryAt: Date | null };
