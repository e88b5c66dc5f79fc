import { compareDates, isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { keyedQueue } from '../../lib/jobs.ts';
import { workInPages } from '../../lib/paged-work.ts';
import { closeLinesDay, lineBatchSize } from './credit-line-close.ts';
import { creditLines } from './credit-lines.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Driving the lines' close (credit-line-close.ts closes one day of one batch): pages of open lines
 * in id order, each page closed day by day, in this process or as jobs several instances share.
 */

/** The next page of open lines with a day to close through `through`, in id order after `after`. */
export async function linesToClose(
  db: Db,
  through: IsoDate,
  limit: number,
  after?: string,
): Promise<Array<{ id: string; businessDate: string }>> {
  return db
    .select({ id: creditLines.id, businessDate: creditLines.businessDate })
    .from(creditLines)
    .where(
      and(
        eq(creditLines.status, 'ACTIVE'),
        lte(creditLines.businessDate, through),
        after ? gt(creditLines.id, after) : undefined,
      ),
    )
    .orderBy(asc(creditLines.id))
    .limit(limit);
}

/** Closes a page of lines day by day through `through`; answers the line-days closed. */
export async function closeLinePage(
  deps: Deps,
  page: ReadonlyArray<{ id: string; businessDate: string }>,
  through: IsoDate,
): Promise<number> {
  const next = new Map(page.map((line) => [line.id, isoDate(line.businessDate)]));
  let days = 0;
  for (;;) {
    const waiting = [...next.values()].filter((day) => compareDates(day, through) <= 0).sort(compareDates);
    const day = waiting[0];
    if (!day) return days;
    const ids = [...next].filter(([, at]) => at === day).map(([id]) => id);
    const closed = new Set(await closeLinesDay(deps, day, ids));
    days += closed.size;
    for (const id of ids) {
      if (closed.has(id)) next.set(id, addDays(day, 1));
      else next.delete(id); // Another instance holds it, or it closed: the next run takes it up.
    }
  }
}

export const creditLineCloseJob = keyedQueue('credit-line-close-batch');
export type CreditLineCloseBatch = { through: IsoDate; lineIds: string[] };

/** Queues the lines' close through `through` in batches, one job per batch's first line and day. */
export async function queueCreditLineClose(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  through: IsoDate,
): Promise<number> {
  let after: string | undefined;
  let queued = 0;
  for (;;) {
    const page = await linesToClose(deps.db, through, lineBatchSize, after);
    if (page.length === 0) return queued;
    const lineIds = page.map((line) => line.id);
    after = lineIds.at(-1);
    await deps.jobs.send<CreditLineCloseBatch>(
      creditLineCloseJob,
      { through, lineIds },
      { singletonKey: `${through}:${lineIds[0]}` },
    );
    queued += 1;
  }
}

/** The batch handler: the page's lines as they stand now. */
export function registerCreditLineClose(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>, workers: number): void {
  deps.jobs.register<CreditLineCloseBatch>(
    creditLineCloseJob,
    async (batch) => {
      const page = await deps.db
        .select({ id: creditLines.id, businessDate: creditLines.businessDate })
        .from(creditLines)
        .where(and(inArray(creditLines.id, batch.lineIds), eq(creditLines.status, 'ACTIVE')));
      await closeLinePage(deps, page, batch.through);
    },
    { workers },
  );
}

/** Every line's close through `through` in this process, `workers` pages at once. */
export const runCreditLineClose = (deps: Deps, through: IsoDate, workers: number): Promise<number> =>
  workInPages(
    (after) => linesToClose(deps.db, through, lineBatchSize, after),
    workers,
    (page) => closeLinePage(deps, page, through),
  );
