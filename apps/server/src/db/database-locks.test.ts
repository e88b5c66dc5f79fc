import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import {
  createTestDatabase,
  migrationsFolder,
  templateDatabaseName,
} from '../../test/helpers/test-database.ts';
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

/** A promise and the function that settles it, to hold a run open while another tries. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('one run of a name at a time', () => {
  it('refuses a second run of a name in the process while the first is under way', async () => {
    const database = await createTestDatabase();
    try {
      const first = gate();
      const running = database.tryExclusive('sweep', async () => {
        await first.opened;
        return 'first';
      });
      expect(await database.tryExclusive('sweep', async () => 'second')).toBeUndefined();
      expect(await database.tryExclusive('other sweep', async () => 'other')).toBe('other');
      first.open();
      expect(await running).toBe('first');
      expect(await database.tryExclusive('sweep', async () => 'third')).toBe('third');
    } finally {
      await database.close();
    }
  });

  it.skipIf(!postgresUrl)(
    "refuses a run while another instance's is under way, and frees the name when that instance dies",
    async () => {
      const name = `kredo_locks_${randomUUID().replaceAll('-', '')}`;
      await admin((client) => client.query(`create database ${name} template ${templateDatabaseName}`));
      const url = new URL(postgresUrl ?? '');
      url.pathname = `/${name}`;
      // Two instances on one database.
      const a = await openDatabase({ url: url.toString() });
      const shared = await openDatabase({ url: url.toString() });
      try {
        // Advisory locks granted in the database now, as PostgreSQL lists them.
        const granted = () =>
          admin(async (client) => {
            const { rows } = await client.query(
              `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
               where l.locktype = 'advisory' and l.granted and a.datname = $1`,
              [name],
            );
            return (rows[0] as { n: number }).n;
          });
        const held = gate();
        const running = a.tryExclusive('sweep', () => held.opened);
        await expect.poll(granted, { timeout: 10_000 }).toBe(1);
        expect(await shared.tryExclusive('sweep', async () => 'ran')).toBeUndefined();
        held.open();
        await running;
        expect(await shared.tryExclusive('sweep', async () => 'ran')).toBe('ran');

        const dying = gate();
        void shared.tryExclusive('sweep', () => dying.opened);
        await expect.poll(granted, { timeout: 10_000 }).toBe(1);
        expect(await a.tryExclusive('sweep', async () => 'ran')).toBeUndefined();
        // Its connections end as a killed process's do: the lock goes with them.
        await admin((client) =>
          client.query(
            `select pg_terminate_backend(l.pid) from pg_locks l join pg_stat_activity a on a.pid = l.pid
             where l.locktype = 'advisory' and a.datname = $1`,
            [name],
          ),
        );
        await expect.poll(granted, { timeout: 10_000 }).toBe(0);
        await expect.poll(() => a.tryExclusive('sweep', async () => 'ran'), { timeout: 10_000 }).toBe('ran');
      } finally {
        await shared.close().catch(() => undefined);
        await a.close();
        await admin((client) => client.query(`drop database if exists ${name}`));
      }
    },
  );
});
