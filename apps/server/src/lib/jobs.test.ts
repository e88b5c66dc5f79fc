import PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { Database } from '../db/database.ts';
import { createJobQueue, keyedQueue, type JobQueue } from './jobs.ts';

const keyed = keyedQueue('jobs-test-keyed');
const plain = 'jobs-test-plain';

/** A handler's runs, each held until the test lets it finish. */
function heldHandler() {
  const runs: Array<{ data: { n: number }; finish: () => void }> = [];
  let running = 0;
  let most = 0;
  const handler = async (data: { n: number }) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((finish) => runs.push({ data, finish }));
    running -= 1;
  };
  return { handler, runs, most: () => most };
}

async function until(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let database: Database;
const queues: JobQueue[] = [];
const queueOn = () => {
  const queue = createJobQueue(database);
  queues.push(queue);
  return queue;
};

async function jobsOf(name: string, key: string) {
  const { rows } = await database.executeSql(
    'SELECT id, state FROM pgboss.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on',
    [name, key],
  );
  return rows as Array<{ id: string; state: string }>;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});
afterAll(() => database.close());

describe('a keyed queue', () => {
  it('makes one job of two sends with one key, while the first is queued', async () => {
    const jobs = queueOn();
    const first = await jobs.send(keyed, { n: 1 }, { singletonKey: 'same' });
    const second = await jobs.send(keyed, { n: 2 }, { singletonKey: 'same' });

    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await jobsOf(keyed, 'same')).toEqual([{ id: first, state: 'created' }]);
    // Another key is another job.
    expect(await jobs.send(keyed, { n: 3 }, { singletonKey: 'other' })).toEqual(expect.any(String));
  });

  it('drops a send while the key’s job runs, takes the key again once it has finished, and never runs two at once', async () => {
    const name = keyedQueue('jobs-test-running');
    const jobs = queueOn();
    const held = heldHandler();
    jobs.register(name, held.handler, { workers: 2 });
    await jobs.start();

    expect(await jobs.send(name, { n: 1 }, { singletonKey: 'run' })).not.toBeNull();
    await until(() => held.runs.length === 1);
    // Running: a send of the key is dropped ...
    expect(await jobs.send(name, { n: 2 }, { singletonKey: 'run' })).toBeNull();
    // ... unless it asks to run after the running one: then it waits for it, on a free worker.
    expect(await jobs.send(name, { n: 3 }, { singletonKey: 'run', afterRunning: true })).not.toBeNull();
    // One queued after the running one is enough.
    expect(await jobs.send(name, { n: 4 }, { singletonKey: 'run', afterRunning: true })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(held.runs).toHaveLength(1);

    held.runs[0]?.finish();
    await until(() => held.runs.length === 2);
    expect(held.runs[1]?.data).toEqual({ n: 3 });
    held.runs[1]?.finish();
    await until(async () => (await jobsOf(name, 'run')).every((job) => job.state === 'completed'));

    // Finished: the key may be sent again (an application decided again after its corrections).
    expect(await jobs.send(name, { n: 5 }, { singletonKey: 'run' })).not.toBeNull();
    await until(() => held.runs.length === 3);
    held.runs[2]?.finish();
    expect(held.most()).toBe(1);
  });

  it('queues one job of sends of a key made at once, while a job of the key runs', async () => {
    const name = keyedQueue('jobs-test-racing');
    const jobs = queueOn();
    const held = heldHandler();
    jobs.register(name, held.handler, { workers: 2 });
    await jobs.start();
    await jobs.send(name, { n: 0 }, { singletonKey: 'race' });
    await until(() => held.runs.length === 1);
    held.runs[0]?.finish();
    await until(async () => (await jobsOf(name, 'race')).every((job) => job.state === 'completed'));

    // Two sweeps send at once: one job; and while it runs, two more sends at once add none.
    const first = await Promise.all([1, 2].map((n) => jobs.send(name, { n }, { singletonKey: 'race' })));
    expect(first.filter((id) => id !== null)).toHaveLength(1);
    await until(() => held.runs.length === 2);
    const second = await Promise.all([3, 4].map((n) => jobs.send(name, { n }, { singletonKey: 'race' })));
    expect(second).toEqual([null, null]);
    expect((await jobsOf(name, 'race')).filter((job) => job.state !== 'completed')).toHaveLength(1);
    held.runs[1]?.finish();
  });

  it('refuses a job without its key, and a key on a queue that would ignore it', async () => {
    const jobs = queueOn();
    await expect(jobs.send(keyed, { n: 1 })).rejects.toThrow(/needs its key/);
    await expect(jobs.send(plain, { n: 1 }, { singletonKey: 'x' })).rejects.toThrow(/ignores keys/);
    // A plain queue takes two sends as two jobs.
    expect(await jobs.send(plain, { n: 1 })).not.toBeNull();
    expect(await jobs.send(plain, { n: 2 })).not.toBeNull();
  });

  it('becomes keyed on a database whose queue an earlier version created standard', async () => {
    const name = keyedQueue('jobs-test-was-standard');
    const earlier = new PgBoss({
      db: { executeSql: database.executeSql },
      schedule: false,
      supervise: false,
    });
    await earlier.start();
    await earlier.createQueue(name);
    expect((await earlier.getQueue(name))?.policy).toBe('standard');
    await earlier.stop({ graceful: false, wait: true });

    const jobs = queueOn();
    expect(await jobs.send(name, { n: 1 }, { singletonKey: 'k' })).not.toBeNull();
    expect(await jobs.send(name, { n: 2 }, { singletonKey: 'k' })).toBeNull();
    const { rows } = await database.executeSql('SELECT policy FROM pgboss.queue WHERE name = $1', [name]);
    expect(rows).toEqual([{ policy: 'stately' }]);
  });

  // On PostgreSQL other instances may be running the job: it waits for its expiry there instead.
  it.skipIf(!!process.env.DATABASE_URL)(
    'on the embedded database, runs at start a job its stopped process left running',
    async () => {
      const name = keyedQueue('jobs-test-orphan');
      const before = queueOn();
      expect(await before.send(name, { n: 1 }, { singletonKey: 'orphan' })).not.toBeNull();
      // A worker of the process that died took it: active, and nobody left to finish it.
      const dead = new PgBoss({ db: { executeSql: database.executeSql }, schedule: false, supervise: false });
      await dead.start();
      expect(await dead.fetch(name)).toHaveLength(1);
      await dead.stop({ graceful: false, wait: true });
      await before.stop();
      expect((await jobsOf(name, 'orphan')).map((job) => job.state)).toEqual(['active']);

      const after = queueOn();
      const ran: unknown[] = [];
      after.register(name, async (data: object) => {
        ran.push(data);
      });
      await after.start();
      await until(() => ran.length === 1);
      expect(ran).toEqual([{ n: 1 }]);
    },
  );
});

describe('an instance that stops beating', () => {
  const abandoned = 'jobs-test-abandoned';

  it('has its running job failed and run again by a live instance, well within a minute', async () => {
    // The first instance beats once, at its start, and then falls silent as a killed process does.
    const silent = createJobQueue(database, { beatMs: 3_600_000, deadAfterMs: 3_600_000 });
    const live = createJobQueue(database, { beatMs: 200, deadAfterMs: 2_000 });
    queues.push(silent, live);
    const first = heldHandler();
    silent.register(abandoned, first.handler);
    await silent.start();
    await silent.send(abandoned, { n: 1 });
    await until(() => first.runs.length === 1);

    const second = heldHandler();
    live.register(abandoned, second.handler);
    const started = Date.now();
    await live.start();
    await until(() => second.runs.length === 1, 30_000);
    expect(second.runs[0]?.data).toEqual({ n: 1 });
    expect(Date.now() - started).toBeLessThan(15_000);

    // Its claim is the live instance's now; a live instance's jobs are never taken.
    const { rows } = await database.executeSql('SELECT count(*)::int AS claims FROM job_claims');
    expect(rows).toEqual([{ claims: 1 }]);
    second.runs[0]?.finish();
    first.runs[0]?.finish();
    await until(async () => {
      const left = await database.executeSql('SELECT job_id FROM job_claims');
      return left.rows.length === 0;
    });
  });
});

describe('an instance taken for dead while it was only paused', () => {
  const fencedQueue = 'jobs-test-fenced';

  it('learns it at its next beat, takes no more jobs, and says so', async () => {
    const paused = createJobQueue(database, { beatMs: 100, deadAfterMs: 60_000 });
    queues.push(paused);
    let fenced = 0;
    paused.onFenced(() => (fenced += 1));
    const ran: number[] = [];
    paused.register(fencedQueue, async (data: { n: number }) => {
      ran.push(data.n);
    });
    await paused.start();
    await paused.send(fencedQueue, { n: 1 });
    await until(() => ran.length === 1);

    // The others removed it, as they remove an instance silent past the limit.
    await database.executeSql('DELETE FROM server_instances');
    await until(() => fenced === 1);
    const other = createJobQueue(database);
    queues.push(other);
    await other.send(fencedQueue, { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(ran).toEqual([1]);
    expect(fenced).toBe(1);
  });
});
