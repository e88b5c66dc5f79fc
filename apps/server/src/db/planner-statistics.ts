import type { Database } from './database.ts';

/** How often the embedded database's planner statistics are gathered again. */
export const statisticsIntervalMs = 60 * 60_000;

/**
 * PostgreSQL's autovacuum keeps the planner's statistics; the embedded PGlite has no autovacuum,
 * so without this every plan is made for empty tables (the close of business ran at half speed).
 * On PGlite: ANALYZE once the server is up, then each hour. Nothing on PostgreSQL.
 */
export function startPlannerStatistics(database: Database, report: (error: unknown) => void): () => void {
  if (database.engine !== 'pglite') return () => {};
  const gather = () => database.executeSql('analyze').then(() => undefined, report);
  const first = setTimeout(() => void gather(), 1_000);
  const timer = setInterval(() => void gather(), statisticsIntervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
