import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';

import { lastEndedDay } from '../loans/close-of-business-jobs.ts';
import { runReconciliation, type ReconciliationDeps } from './reconciliation.service.ts';
import { settlementSources, type SettlementSource } from './settlement-sources.ts';
import { lateReports } from './settlement.repository.ts';

type Report = (error: unknown) => void;

const isSettlementSource = (source: string): source is SettlementSource =>
  (settlementSources as readonly string[]).includes(source);

/** How many ended days the first run after a start goes over: the days a stopped server missed. */
export const catchUpDays = 7;

/**
 * One minute's work: the last business day that has ended (and the `days` - 1 before it), every
 * source of it not yet reconciled by this instance, and the days whose report is awaited past its
 * cut-off. `done` holds what this instance has reconciled (`<source>:<day>`), so a day is not
 * fetched again all day; another instance, or this one after a restart, does it once more and
 * finds it done.
 */
export async function reconcileEndedDays(
  deps: ReconciliationDeps,
  done: Set<string>,
  report: Report,
  days = 1,
): Promise<void> {
  const last = lastEndedDay(deps);
  const wanted = new Map<IsoDate, Set<SettlementSource>>(
    Array.from({ length: days }, (_, back) => [addDays(last, back - days + 1), new Set(settlementSources)]),
  );
  for (const late of await lateReports(deps.db)) {
    if (!isSettlementSource(late.source)) continue;
    const day = isoDate(late.businessDate);
    wanted.set(day, new Set([...(wanted.get(day) ?? []), late.source]));
  }
  for (const key of done) if (!wanted.has(isoDate(key.slice(key.indexOf(':') + 1)))) done.delete(key);
  for (const [day, sources] of wanted) {
    const todo = [...sources].filter((source) => !done.has(`${source}:${day}`));
    if (todo.length === 0) continue;
    // The ledger's own check is of the balances now: it runs once, labelled with the day just ended.
    const outcome = await runReconciliation(deps, day, report, { sources: todo, checkLedger: day === last });
    for (const source of todo) if (outcome[source] === 'reconciled') done.add(`${source}:${day}`);
  }
}

/**
 * Each minute, from the start: the ended day's reconciliation, like the close-of-business clock;
 * the first run also goes over the week before, which a stopped server may have missed.
 */
export function startReconciliationClock(deps: ReconciliationDeps, report: Report): () => void {
  const done = new Set<string>();
  let running = false;
  let days = catchUpDays;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await reconcileEndedDays(deps, done, report, days);
      days = 1;
    } catch (error) {
      report(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
