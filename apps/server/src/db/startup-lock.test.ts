import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { migrationsFolder } from '../../test/helpers/test-database.ts';
import { openDatabase, type Database } from './database.ts';

const postgresUrl = process.env.DATABASE_URL;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Instances started together on one PostgreSQL migrate one after another under the start-up lock:
 * every migration is applied once and every instance starts. (PostgreSQL only: the embedded
 * database belongs to one process.)
 */
describe.skipIf(!postgresUrl)('the start-up lock', () => {
  const name = `kredo_start_${randomUUID().replaceAll('-', '')}`;
  const opened: Database[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await admin((client) => client.query(`drop database if exists ${name}`));
  });

  it('lets four instances migrate an empty database at once, each migration applied once', async () => {
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    for (let instance = 0; instance < 4; instance += 1)
      opened.push(await openDatabase({ url: url.toString() }));

    const order: string[] = [];
    await Promise.all(
      opened.map((database, instance) =>
        database.underStartupLock(async () => {
          order.push(`start ${instance}`);
          await database.migrate(migrationsFolder);
          order.push(`end ${instance}`);
        }),
      ),
    );

    // Never two inside at once: each start is followed by its own end.
    for (let step = 0; step < order.length; step += 2)
      expect(order[step + 1]).toBe(order[step]!.replace('start', 'end'));
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await opened[0]!.executeSql(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect((applied.rows[0] as { count: number } | undefined)?.count).toBe(journal.entries.length);
  });

  it('is released when the work fails, so the next instance is not kept waiting', async () => {
    const [first, second] = opened;
    await expect(
      first!.underStartupLock(() => Promise.reject(new Error('the migration failed'))),
    ).rejects.toThrow('the migration failed');
    await expect(second!.underStartupLock(async () => 'migrated')).resolves.toBe('migrated');
  });
});
