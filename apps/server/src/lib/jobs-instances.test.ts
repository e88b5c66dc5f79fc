import { randomUUID } from 'node:crypto';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { templateDatabaseName } from '../../test/helpers/test-database.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { createJobQueue, type JobQueue } from './jobs.ts';

const postgresUrl = process.env.DATABASE_URL;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Instances started together on one PostgreSQL create their job queues one at a time: pg-boss's
 * create_queue, run by two at once, deadlocks one of them and its start fails. (PostgreSQL only:
 * the embedded database belongs to one process.)
 */
describe.skipIf(!postgresUrl)('instances starting their job queues at once', () => {
  const name = `kredo_queues_${randomUUID().replaceAll('-', '')}`;
  const opened: Database[] = [];
  const queues: JobQueue[] = [];

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    for (const database of opened) await database.close();
    await admin(`drop database if exists ${name}`);
  });

  it('all start, every queue made once', { timeout: 60_000 }, async () => {
    await admin(`create database ${name} template ${templateDatabaseName}`);
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    const names = Array.from({ length: 24 }, (_, index) => `jobs-test-start-${index}`);
    for (let instance = 0; instance < 3; instance += 1) {
      const database = await openDatabase({ url: url.toString() });
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
