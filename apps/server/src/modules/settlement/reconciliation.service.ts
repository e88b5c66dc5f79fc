import { randomUUID } from 'node:crypto';

import type { IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkBalances } from '../ledger/ledger-balance-check.ts';
import { settleReport } from './settle-report.ts';
import {
  settlementSources,
  settlementSpecs,
  type SettlementSource,
  type SettlementSourceSpec,
} from './settlement-sources.ts';
import { insertBreaks } from './settlement.repository.ts';

export type ReconciliationDeps = Pick<AppDeps, 'db' | 'clock' | 'paymentGateway' | 'mandate' | 'payout'>;

/**
 * Our cut-off for a day's reports: noon in India the day after. A report not come by then is
 * recorded as a late file (and resolved when it comes); before it, its absence is no break.
 */
export const lateFileCutOff = '12:00';

export const cutOffOf = (day: IsoDate) => new Date(`${addDays(day, 1)}T${lateFileCutOff}:00+05:30`);

/** The break a late report is recorded under: one per source and day. */
export const lateFileReference = (day: string) => `daily-report:${day}`;

/** Where a source stands for a day after a run: reconciled (now or before), awaited, or failed. */
export type SourceOutcome = 'reconciled' | 'waiting' | 'failed';

type Report = (error: unknown) => void;

/** An outage (or no provider configured) is a report that did not come, not a fault of ours. */
const isOutage = (error: unknown) => error instanceof AppError && error.code === 'PROVIDER_UNAVAILABLE';

async function reconcileSource(
  deps: ReconciliationDeps,
  spec: SettlementSourceSpec,
  day: IsoDate,
  report: Report,
): Promise<SourceOutcome> {
  const answer = await spec.fetch(deps, day).catch((error: unknown) => {
    if (!isOutage(error)) throw error;
    return { status: 'not-ready' as const, retryAt: null };
  });
  if (answer.status === 'ready') {
    await settleReport(deps, spec, answer.report);
    return 'reconciled';
  }
  const now = deps.clock.now();
  if (now >= cutOffOf(day))
    await insertBreaks(deps.db, [
      {
        id: randomUUID(),
        source: spec.source,
        kind: 'late-file',
        lenderId: null,
        businessDate: day,
        reference: lateFileReference(day),
        unit: 'INR',
        expected: null,
        actual: null,
        detail: { cutOff: cutOffOf(day).toISOString(), retryAt: answer.retryAt?.toISOString() ?? null },
        foundAt: now,
      },
    ]).catch(report);
  return 'waiting';
}

export type RunOptions = {
  /** The sources to reconcile; all by default. */
  sources?: readonly SettlementSource[];
  /** Whether to run the ledger's check of its stored balances, labelled with the day; yes by default. */
  checkLedger?: boolean;
};

/**
 * The reconciliation of a business day that has ended: the ledger's nightly check of its stored
 * balances, then each provider's report of the day fetched, matched, stored and posted, with what
 * does not agree recorded as breaks. Safe to run again, and from two instances at once: a report
 * is taken by one at a time, every entry has its key and every break its unique key. Each source
 * goes on when another fails; answers where each stands.
 */
export async function runReconciliation(
  deps: ReconciliationDeps,
  day: IsoDate,
  report: Report,
  { sources = settlementSources, checkLedger = true }: RunOptions = {},
): Promise<Partial<Record<SettlementSource, SourceOutcome>>> {
  if (checkLedger) await checkBalances(deps.db, day, deps.clock.now()).catch(report);
  const outcome: Partial<Record<SettlementSource, SourceOutcome>> = {};
  for (const spec of settlementSpecs) {
    if (!sources.includes(spec.source)) continue;
    outcome[spec.source] = await reconcileSource(deps, spec, day, report).catch((error: unknown) => {
      report(error);
      return 'failed' as const;
    });
  }
  return outcome;
}
