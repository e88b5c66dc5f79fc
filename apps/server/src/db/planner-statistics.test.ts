import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { Database } from './database.ts';
import { startPlannerStatistics, statisticsIntervalMs } from './planner-statistics.ts';

/** What the planner believes of the probe table's size: -1 until statistics are gathered. */
async function plannedRows(database: Database): Promise<number> {
  const { rows } = await database.executeSql(
    `select reltuples from pg_class where relname = 'planner_probe'`,
  );
  return Number((rows[0] as { reltuples: number | string }).reltuples);
}

const addRows = (database: Database, count: number) =>
  database.executeSql(`insert into planner_probe select generate_series(1, ${count})`);

describe('the planner statistics', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const embedded = !process.env.DATABASE_URL;
  it.runIf(embedded)('are gathered on the embedded database after start and each hour', async () => {
    await database.executeSql('create table planner_probe (n integer)');
    await addRows(database, 50);
    // Only the timers of the schedule are faked: the database keeps its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const errors: unknown[] = [];
      const stop = startPlannerStatistics(database, (error) => errors.push(error));
      expect(await plannedRows(database)).toBe(-1);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(async () => expect(await plannedRows(database)).toBe(50));

      await addRows(database, 70);
      // The hour runs from the start.
      await vi.advanceTimersByTimeAsync(statisticsIntervalMs - 2_000);
      expect(await plannedRows(database)).toBe(50);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(async () => expect(await plannedRows(database)).toBe(120));
      stop();
      expect(errors).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are left to autovacuum on PostgreSQL', () => {
    const executeSql = vi.fn();
    const stop = startPlannerStatistics({ ...database, engine: 'postgres', executeSql }, () => {});
    stop();
    expect(executeSql).not.toHaveBeenCalled();
  });
});
