import PgBoss from 'pg-boss';

import type { Database } from '../db/database.ts';
import { createJobHeartbeat, type HeartbeatTimes } from './job-heartbeat.ts';
import { checkKey, keyedQueues, policyOf } from './keyed-queues.ts';

export { keyedQueue } from './keyed-queues.ts';

export type JobOptions = {
  /**
   * The job's key, on a queue declared with `keyedQueue` (and only there): while a job of the key
   * is queued, waiting to be retried or running, a send with the key is dropped (answers null).
   * Once that job has finished (completed, or failed its last try) the key may be sent again.
   */
  singletonKey?: string;
  /**
   * With a key: a job of the key that is running does not drop this send; it stays queued and
   * runs after the running one, never beside it (that one may have read what has changed since).
   * A job of the key already queued or waiting to be retried still drops it.
   */
  afterRunning?: boolean;
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
  /**
   * Told when the other instances have taken this one for dead (silent past the heartbeat's
   * limit) and are running its jobs again: by then it has stopped taking jobs; the server exits.
   */
  onFenced(listener: () => void): void;
  stop(): Promise<void>;
};

/** How long stopping waits, past pg-boss's own wait, for handlers and queries still under way. */
const stopDrainMs = 30_000;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** pg-boss's schema (its default). */
const bossSchema = 'pgboss';

export function createJobQueue(database: Database, heartbeatTimes?: HeartbeatTimes): JobQueue {
  let started: Promise<PgBoss> | undefined;
  let reportError: (error: Error) => void = () => {};
  let fenced: () => void = () => {};
  const handlers = new Map<string, { handler: JobHandler<object>; workers: number }>();
  const workers = new Map<string, string[]>();
  const ready = new Set<string>();
  /**
   * The sends of a key under way in this process, last first: a send of the key waits for them, so
   * its look-up sees the job the one before queued (two sends of a key never both find nothing and
   * both queue). Another instance's send may still race one here; the stately policy's unique
   * indexes bound that to one queued beside one running, and handlers are written to find their
   * work already done.
   */
  const sending = new Map<string, Promise<unknown>>();

  async function attach(instance: PgBoss, name: string, handler: JobHandler<object>, count: number) {
    await prepare(instance, name);
    const ids: string[] = [];
    // Each pg-boss worker runs one job at a time: as many workers as jobs wanted at once.
    for (let worker = 0; worker < count; worker += 1) {
      ids.push(
        await instance.work<object>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
          const run = (async () => {
            for (const job of jobs) {
              // Claimed while it runs: if this instance dies, a live one runs it again (job-heartbeat.ts).
              await heartbeat.claim(name, job.id);
              try {
                await handler(job.data);
              } finally {
                await heartbeat.release(job.id).catch((error: unknown) => reportError(asError(error)));
              }
            }
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
  const heartbeat = createJobHeartbeat(executeSql, heartbeatTimes);

  /** A dead instance's job, if some instance still shows it running: failed, so its retry runs here or elsewhere. */
  async function takeOver(instance: PgBoss, name: string, id: string) {
    const { rows } = await executeSql(`SELECT state FROM ${bossSchema}.job WHERE name = $1 AND id = $2`, [
      name,
      id,
    ]);
    if ((rows[0] as { state?: string } | undefined)?.state === 'active')
      await instance.fail(name, id, { message: 'its instance stopped' });
  }

  /**
   * Creates the queue with its policy, or sets the policy of a queue an earlier version created
   * (a database from before keyed queues has them standard). A job keeps the policy it was sent
   * under, so one queued before the change is not covered by the unique indexes; the look-up
   * before each send still sees it.
   */
  async function prepare(instance: PgBoss, name: string) {
    if (ready.has(name)) return;
    const policy = policyOf(name);
    // pg-boss's create_queue adds a partition and its foreign key: two instances creating queues
    // at once deadlock (one start fails), so instances create them one at a time.
    await database.underLock('kredo-job-queues', async () => {
      await instance.createQueue(name, { name, policy });
      const queue = await instance.getQueue(name);
      if (queue && queue.policy !== policy) await instance.updateQueue(name, { name, policy });
    });
    ready.add(name);
  }

  /**
   * On the embedded database this process is the only one (the data directory's lock), so a job
   * of a keyed queue still running at start was left by a process that died: it is failed, which
   * queues its next try at once (the try counts), instead of holding its key until its expiry.
   */
  async function releaseOrphans(instance: PgBoss) {
    if (database.engine !== 'pglite') return;
    for (const name of keyedQueues) {
      const { rows } = await executeSql(
        `SELECT id FROM ${bossSchema}.job WHERE name = $1 AND state = 'active'`,
        [name],
      );
      for (const { id } of rows as Array<{ id: string }>)
        await instance.fail(name, id, { message: 'its process stopped' });
    }
  }

  /** Whether a job of the key is queued, waiting to be retried, or (unless `queuedOnly`) running. */
  async function unfinished(name: string, key: string, queuedOnly: boolean) {
    const { rows } = await executeSql(
      `SELECT 1 FROM ${bossSchema}.job WHERE name = $1 AND singleton_key = $2 AND state ${
        queuedOnly ? "< 'active'" : "< 'completed'"
      } LIMIT 1`,
      [name, key],
    );
    return rows.length > 0;
  }

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
      // Failing to release them leaves them to their expiry, as before: reported, not fatal.
      await releaseOrphans(instance).catch((error: unknown) => reportError(asError(error)));
      try {
        await beginWork(instance);
      } catch (error) {
        // Undone, so the next send starts afresh instead of finding a queue half started.
        await heartbeat.stop().catch(() => undefined);
        await instance.stop({ graceful: false, wait: true }).catch(() => undefined);
        started = undefined;
        throw error;
      }
      return instance;
    })();
    return started;
  }

  /** The heartbeat, then this process's workers. */
  async function beginWork(instance: PgBoss) {
    await heartbeat.start(
      (name, id) => takeOver(instance, name, id),
      () => {
        reportError(new Error('this instance was taken for dead by the others; it takes no more jobs'));
        for (const name of workers.keys()) void instance.offWork(name).catch(() => undefined);
        fenced();
      },
      reportError,
    );
    for (const [name, { handler, workers: count }] of handlers) await attach(instance, name, handler, count);
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
      checkKey(name, options);
      const instance = await boss();
      await prepare(instance, name);
      const key = options.singletonKey;
      const queue = () =>
        instance.send(name, data, {
          singletonKey: key,
          startAfter: options.startAfterSeconds,
          retryLimit: options.retryLimit ?? 2,
          retryDelay: 5,
        });
      let id: string | null;
      if (key === undefined) id = await queue();
      else {
        const slot = `${name}\u0000${key}`;
        const before = sending.get(slot) ?? Promise.resolve();
        const mine = before
          .catch(() => undefined)
          .then(async () => ((await unfinished(name, key, options.afterRunning ?? false)) ? null : queue()));
        sending.set(slot, mine);
        try {
          id = await mine;
        } finally {
          if (sending.get(slot) === mine) sending.delete(slot);
        }
        if (id === null) return null;
      }
      // Wake the local workers at once instead of at their next poll (a busy one ignores it).
      if (!options.startAfterSeconds)
        for (const worker of workers.get(name) ?? []) instance.notifyWorker(worker);
      return id;
    },
    onError(listener) {
      reportError = listener;
    },
    onFenced(listener) {
      fenced = listener;
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
      // Gone from the instances: a job still running past the wait is taken over by a live one.
      await heartbeat.stop().catch((error: unknown) => reportError(asError(error)));
    },
  };
}
