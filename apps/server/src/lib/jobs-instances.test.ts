import { afterAll, describe, expect, it } from 'vitest';

import { sharedTestDatabase } from '../../test/helpers/test-database.ts';
import type { Database } from '../db/database.ts';
import { createJobQueue, type JobQueue } from './jobs.ts';

const postgresUrl = process.env.DATABASE_URL;

/**
 * Instances started together on one PostgreSQL create their job queues one at a time: pg-boss's
 * create_queue, run by two at once, deadlocks one of them and its start fails. (PostgreSQL only:
 * the embedded database belongs to one process.)
 */
describe.skipIf(!postgresUrl)('instances starting their job queues at once', () => {
  const shared = sharedTestDatabase('kredo_queues');
  const opened: Database[] = [];
  const queues: JobQueue[] = [];

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await shared.drop();
  });

  it('all start, every queue made once', { timeout: 60_000 }, async () => {
    const names = Array.from({ length: 24 }, (_, index) => `jobs-test-start-${index}`);
    for (let instance = 0; instance < 3; instance += 1) {
      const database = await shared.open();
      opened.push(database);
      const queue = createJobQueue(database);
      // Each instance registers the queues in its own order, as instances of different builds may.
      for (const queueName of instance % 2 ? names : [...names].reverse())
        queue.register(queueName, async () => {});
      queues.push(queue);
    }

    const starts = await Promise.allSettled(queues.map((queue) => queue.start()));
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);
    const { rows } = await opened[0]!.executeSql(
      "SELECT count(*)::int AS made FROM pgboss.queue WHERE name LIKE 'jobs-test-start-%'",
    );
    expect(rows).toEqual([{ made: names.length }]);
  });
});
