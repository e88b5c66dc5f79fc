import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

import type { AppDeps } from '../../app-deps.ts';
import { lastEndedDay } from '../loans/close-of-business-jobs.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * What the instance tells Prometheus: each route's latency, and what operations alert on, read
 * from the database when scraped (so every instance reports the same shared figures): the job
 * queue's depth and age, how far the close of business is behind, open reconciliation and payment
 * breaks, and mobiles locked out of OTP sign-in. One registry per app: tests build many.
 */
export type Metrics = {
  contentType: string;
  /** Every figure in Prometheus's text format. */
  scrape(): Promise<string>;
  /** Records one answered request: its route's pattern (never its path, which holds ids). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
};

/** Seconds; a status read is ~5 ms, the spec's budget for an API answer 100 ms at p99. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Row = Record<string, unknown>;
const rowsOf = async (deps: Deps, query: ReturnType<typeof sql>) =>
  ((await deps.db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Every instance is scraped, and the figures read from the database are the same from each: a
 * read is kept `sharedFiguresMs` (15 s by default; a scrape is every 15-60 s), so instances and
 * scrapes add little to the database's work.
 */
export function createMetrics(deps: Deps, sharedFiguresMs = 15_000): Metrics {
  const registry = new Registry();
  const kept = new Map<string, { at: number; rows: Promise<Row[]> }>();
  const read = (name: string, query: () => Promise<Row[]>) => {
    const last = kept.get(name);
    if (last && Date.now() - last.at < sharedFiguresMs) return last.rows;
    const rows = query();
    kept.set(name, { at: Date.now(), rows });
    rows.catch(() => kept.delete(name));
    return rows;
  };
  const queueRows = () => read('queues', () => readQueues(deps));
  collectDefaultMetrics({ register: registry, prefix: 'kredo_' });

  const requests = new Histogram({
    name: 'kredo_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });

  new Gauge({
    name: 'kredo_job_queue_depth',
    help: 'Jobs waiting to run (queued or waiting to be retried), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueRows()) this.set({ queue: String(row.name) }, Number(row.waiting));
    },
  });
  new Gauge({
    name: 'kredo_job_queue_oldest_seconds',
    help: 'Age of the oldest job waiting to run whose start time has come, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueRows()) this.set({ queue: String(row.name) }, Number(row.oldest));
    },
  });
  new Gauge({
    name: 'kredo_jobs_running',
    help: 'Jobs being run by some instance, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueRows()) this.set({ queue: String(row.name) }, Number(row.active));
    },
  });
  new Gauge({
    name: 'kredo_close_of_business_loans_behind',
    help: 'Open loans not yet closed through the last day that has ended',
    registers: [registry],
    async collect() {
      const [row] = await read('behind', () =>
        rowsOf(
          deps,
          sql`select count(*)::int as behind from loans
            where status = 'DISBURSED' and (business_date is null or business_date < ${lastEndedDay(deps)})`,
        ),
      );
      this.set(Number(row?.behind ?? 0));
    },
  });
  new Gauge({
    name: 'kredo_close_of_business_failures_open',
    help: 'Loan-days the close of business could not close and has not closed since',
    registers: [registry],
    async collect() {
      const [row] = await read('close failures', () =>
        rowsOf(
          deps,
          sql`select count(*)::int as open from close_of_business_failures where resolved_at is null`,
        ),
      );
      this.set(Number(row?.open ?? 0));
    },
  });
  new Gauge({
    name: 'kredo_reconciliation_breaks_open',
    help: 'Reconciliation breaks not yet resolved, by source',
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await read('breaks', () =>
        rowsOf(
          deps,
          sql`select source, count(*)::int as open from reconciliation_breaks
              where resolved_at is null group by source`,
        ),
      );
      for (const row of rows) this.set({ source: String(row.source) }, Number(row.open));
      const [payments] = await read('payment breaks', () =>
        rowsOf(deps, sql`select count(*)::int as open from payment_breaks where resolved_at is null`),
      );
      this.set({ source: 'payment-webhook' }, Number(payments?.open ?? 0));
    },
  });
  new Gauge({
    name: 'kredo_otp_lockouts',
    help: 'Accounts refused every one-time code until their lockout ends',
    registers: [registry],
    async collect() {
      const [row] = await read('lockouts', () =>
        rowsOf(
          deps,
          sql`select count(*)::int as locked from otp_guess_streaks where locked_until > ${deps.clock.now()}`,
        ),
      );
      this.set(Number(row?.locked ?? 0));
    },
  });

  return {
    contentType: registry.contentType,
    scrape: () => registry.metrics(),
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status: `${Math.floor(status / 100)}xx` }, seconds);
    },
  };
}

/**
 * The queue figures by queue, from pg-boss's job table. A job waits from its start time (a delayed
 * one is not late before it).
 */
async function readQueues(deps: Deps): Promise<Row[]> {
  // The queue's tables exist once it has started (at start-up; in tests, at the first job sent).
  const [queue] = await rowsOf(deps, sql`select to_regclass('pgboss.job') is not null as present`);
  if (!queue?.present) return [];
  return rowsOf(
    deps,
    sql`select name,
          count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
          count(*) filter (where state = 'active')::int as active,
          coalesce(extract(epoch from now() - min(start_after)
            filter (where state in ('created', 'retry') and start_after <= now())), 0)::float as oldest
        from pgboss.job where state < 'completed' group by name`,
  );
}
