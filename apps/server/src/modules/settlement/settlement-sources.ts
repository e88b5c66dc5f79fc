import type { ReconciliationSource } from '@kredo/contract/reconciliation';
import { credit, debit, type JournalLine } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import type { ExpectedLine, ReportedLine } from '@kredo/domain/settlement-matching';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import type { DailyReport, DailyReportAnswer } from '../../providers/daily-report.ts';
import { gatewayExpected, nachExpected, payoutExpected } from './settlement-expectations.ts';

export type SourceDeps = Pick<AppDeps, 'paymentGateway' | 'mandate' | 'payout'>;

/** A report as matching and posting read it: each line with its provider id, fee, GST and net. */
export type ReadReport = DailyReport<ReportedLine & Record<string, unknown>>;

/** What one lender's part of a report moves: its lines' fee and GST, and what its bank received. */
export type PortionFigures = { fee: number; gst: number; received: number };

/** One kind of provider report: where it comes from, what of ours it settles, how it posts. */
export type SettlementSourceSpec = {
  source: SettlementSource;
  fetch(deps: SourceDeps, day: string): Promise<DailyReportAnswer<ReadReport>>;
  /** Our movements of the day, and those the report's lines name by `references`. */
  expected(db: Db, day: string, references: readonly string[]): Promise<ExpectedLine[]>;
  /** The balanced lines of one lender's part, clearing the account the money waited in. */
  lines(figures: PortionFigures): JournalLine[];
  narration(report: { reference: string; utr: string | null }): string;
};

export const settlementSources = [
  'gateway-settlement',
  'nach-settlement',
  'payout-report',
] as const satisfies readonly ReconciliationSource[];
export type SettlementSource = (typeof settlementSources)[number];

/** The provider's lines, each kept as given with the figures matching reads added. */
function readLines<Line extends object>(
  answer: DailyReportAnswer<DailyReport<Line>>,
  read: (line: Line) => ReportedLine,
): DailyReportAnswer<ReadReport> {
  if (answer.status !== 'ready') return answer;
  const lines = answer.report.lines.map((line) => ({ ...line, ...read(line) }));
  return { status: 'ready', report: { ...answer.report, lines } };
}

/** A line of a report with no fee: its gross is its net. */
const feeless = (providerId: string, reference: string, amount: number): ReportedLine => ({
  providerId,
  reference,
  amount,
  fee: 0,
  gst: 0,
  net: amount,
});

const gateway: SettlementSourceSpec = {
  source: 'gateway-settlement',
  fetch: async (deps, day) =>
    // A refund's line is the refund's own (its key, minus its amount): a payment's line is never
    // taken to be its refund's, nor the other way round.
    readLines(await deps.paymentGateway.fetchSettlementReport(day), (line) => ({
      providerId: line.type === 'refund' ? line.refundId : line.paymentId,
      reference: line.reference,
      amount: line.amount,
      fee: line.fee,
      gst: line.gst,
      net: line.net,
    })),
  expected: gatewayExpected,
  // The bank got the net; the gateway kept its fee and the GST on it; suspense is cleared of the
  // gross, less any shortfall, which stays there as still owed by the gateway. A matched refund
  // line takes its amount off both the bank's and suspense's.
  lines: ({ fee, gst, received }) => [
    debit('bank', paise(received)),
    debit('gateway-fee-expense', paise(fee)),
    debit('gst-input-credit', paise(gst)),
    credit('gateway-suspense', paise(received + fee + gst)),
  ],
  narration: ({ reference, utr }) => `Gateway settlement ${reference}, UTR ${utr ?? 'none'}`,
};

const nach: SettlementSourceSpec = {
  source: 'nach-settlement',
  fetch: async (deps, day) =>
    readLines(await deps.mandate.fetchSettlementReport(day), (line) =>
      feeless(line.debitId, line.reference, line.amount),
    ),
  expected: nachExpected,
  lines: ({ received }) => [debit('bank', paise(received)), credit('nach-suspense', paise(received))],
  narration: ({ reference, utr }) => `NACH settlement ${reference}, UTR ${utr ?? 'none'}`,
};

const payouts: SettlementSourceSpec = {
  source: 'payout-report',
  fetch: async (deps, day) =>
    readLines(await deps.payout.fetchPayoutReport(day), (line) =>
      feeless(line.payoutId, line.reference, line.amount),
    ),
  expected: payoutExpected,
  // The payout bank paid the borrowers out of the lender's bank account.
  lines: ({ received }) => [debit('disbursal-clearing', paise(received)), credit('bank', paise(received))],
  narration: ({ reference }) => `Payouts paid, statement ${reference}`,
};

export const settlementSpecs: readonly SettlementSourceSpec[] = [gateway, nach, payouts];

export function specOf(source: string): SettlementSourceSpec | undefined {
  return settlementSpecs.find((spec) => spec.source === source);
}
