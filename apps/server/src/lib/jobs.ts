import PgBoss from 'pg-boss';

import type { Database } from '../db/database.ts';

export type JobOptions = {
  /** One queued job per key: a second send with the same key is dropped (answers null). */
  singletonKey?: string;
  /** Seconds before the job may start. */
  startAfterSeconds?: number;
  retryLimit?: number;
};

export type JobHandler<T> = (data: T) => Promise<void>;

export type WorkOptions = {
  /** Jobs of the queue this process runs at once (default 1). */
  workers?: number;
};

/**
 * Background work in the database (pg-boss), so a queued job survives a restart and several
 * instances on PostgreSQL share the queue. Modules register their handlers while the app is
 * built; the queue starts at the app's start (main.ts) or, in tests, on the first job sent.
 */
export type JobQueue = {
  register<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  start(): Promise<void>;
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  /** Where the queue reports its own failures (the app's log). */
  onError(listener: (error: Error) => void): void;
  stop(): Promise<void>;
};

/** How long stopping waits, past pg-boss's own wait, for handlers and queries still under way. */
const stopDrainMs = 30_000;

export function createJobQueue(database: Database): JobQueue {
  let started: Promise<PgBoss> | undefined;
  let reportError: (error: Error) => void = () => {};
  const handlers = new Map<string, { handler: JobHandler<object>; workers: number }>();
  const workers = new Map<string, string[]>();

  async function attach(instance: PgBoss, name: string, handler: JobHandler<object>, count: number) {
    await instance.createQueue(name);
    const ids: string[] = [];
    // Each pg-boss worker runs one job at a time: as many workers as jobs wanted at once.
    for (let worker = 0; worker < count; worker += 1) {
      ids.push(
        await instance.work<object>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
          const run = (async () => {
            for (const job of jobs) await handler(job.data);
          })();
          running.add(run);
          try {
            await run;
          } finally {
            running.delete(run);
          }
        }),
      );
    }
    workers.set(name, ids);
  }

  // pg-boss's stop can resolve with work still under way: a handler past its wait, or the query
  // that records a job's end, which v10's worker does not await. stop() waits for both, so the
  // database never closes under them.
  const running = new Set<Promise<void>>();
  const queries = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    const query = database.executeSql(text, values);
    queries.add(query);
    void query.then(
      () => queries.delete(query),
      () => queries.delete(query),
    );
    return query;
  };

  function boss(): Promise<PgBoss> {
    started ??= (async () => {
      const instance = new PgBoss({
        db: { executeSql },
        schedule: false,
        // Maintenance (archiving, expiry) every few minutes is plenty for our volumes.
        maintenanceIntervalSeconds: 300,
      });
      instance.on('error', (error) => reportError(error));
      try {
        await instance.start();
      } catch (error) {
        // A failed start (the database briefly away) is tried again by the next send.
        started = undefined;
        throw error;
      }
      for (const [name, { handler, workers: count }] of handlers) await attach(instance, name, handler, count);
      return instance;
    })();
    return started;
  }

  return {
    register(name, handler, options = {}) {
      handlers.set(name, {
        handler: handler as JobHandler<object>,
        workers: Math.max(1, Math.floor(options.workers ?? 1)),
      });
    },
    async start() {
      await boss();
    },
    async send(name, data, options = {}) {
      const instance = await boss();
      if (!handlers.has(name)) await instance.createQueue(name);
      const id = await instance.send(name, data, {
        singletonKey: options.singletonKey,
        startAfter: options.startAfterSeconds,
        retryLimit: options.retryLimit ?? 2,
        retryDelay: 5,
      });
      // Wake the local workers at once instead of at their next poll (a busy one ignores it).
      if (!options.startAfterSeconds) for (const worker of workers.get(name) ?? []) instance.notifyWorker(worker);
      return id;
    },
    onError(listener) {
      reportError = listener;
    },
    async stop() {
      if (!started) return;
      const instance = await started;
      await instance.stop({ graceful: true, wait: true, timeout: 10_000 });
      const deadline = Date.now() + stopDrainMs;
      while ((running.size > 0 || queries.size > 0) && Date.now() < deadline) {
        await Promise.allSettled([...running, ...queries]);
        // A job's end is recorded just after its handler settles: let that query start.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
