import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import { advisoryLocks, listenOn, localExclusive } from './postgres-sessions.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The query builder, the same type whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `work` while this process holds the start-up lock: on PostgreSQL a session advisory lock,
   * so instances started together migrate and seed one after another (the later ones find the work
   * done); it is released when `work` settles or the holder's connection dies. The embedded
   * database has one process already (the data directory's lock).
   */
  underStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` while this process holds the lock `name`, waiting for any other holder (in this
   * process or another instance) to finish first: for set-up that two instances at once would
   * deadlock on (creating the job queues). The embedded database runs it at once.
   */
  underLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` unless another run of `name` is under way, in this process or, on PostgreSQL, in
   * any instance (a session advisory lock, held on one connection kept for these locks and freed
   * if this process dies); answers undefined when it did not run. For a sweep step whose two runs
   * at once would do a thing twice (an SMS, a call to a provider).
   */
  tryExclusive<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
  /**
   * Hears `pg_notify(channel, payload)` from every instance, on a connection of its own that is
   * opened again when it drops (notifications sent while it was down are lost: pair it with a
   * periodic read, or `onHearing`, told false when the connection drops and true once it listens
   * again). The embedded database hears its own, as the committing statement ends.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onHearing?: (hearing: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Raw SQL for libraries that bring their own queries (the job queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * How many statements the query builder has sent since the database opened (the job queue's
   * raw SQL is not counted): a test or the API benchmark reads it to count a request's queries.
   */
  statementsSent(): number;
  close(): Promise<void>;
};

/** Drizzle's logger sees every statement the query builder sends, on either engine. */
function statementCounter() {
  let sent = 0;
  return {
    logger: {
      logQuery: () => {
        sent += 1;
      },
    },
    statementsSent: () => sent,
  };
}

async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { pglite: PGlite };

export async function openDatabase(target: DatabaseTarget, options: PostgresOptions = {}): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, options);
  const client = 'pglite' in target ? target.pglite : await openPgliteDir(target.dataDir);
  return wrapPglite(client);
}

async function openPgliteDir(dataDir: string): Promise<PGlite> {
  const dir = join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return PGlite.create(dir);
}

export function wrapPglite(client: PGlite): Database {
  const counter = statementCounter();
  const pgliteDb = drizzlePglite({ client, schema, logger: counter.logger });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: () => ping(db),
    migrate: (migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder }),
    underStartupLock: (work) => work(),
    underLock: (_name, work) => work(),
    tryExclusive: localExclusive(),
    async listen(channel, onMessage, onHearing) {
      const unlisten = await client.listen(channel, onMessage);
      onHearing?.(true);
      return async () => {
        onHearing?.(false);
        // A database already closed hears nothing more.
        if (!client.closed) await unlisten();
      };
    },
    // PGlite's query() takes one statement with parameters; exec() runs a script and answers per statement.
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.length === 1 && results[0]
        ? results[0]
        : { rows: results.flatMap((result) => result.rows) };
    },
    statementsSent: counter.statementsSent,
    close: () => client.close(),
  };
}

export type PostgresOptions = {
  /** Told about errors on idle connections (a restart, a failover); the pool replaces them. */
  onIdleError?: (error: Error) => void;
};

/** The advisory lock's key: any constant no other code uses ('kredo-start' as bytes). */
const startupLockKey = 0x6b7265646f2d73n.toString();

async function openPostgres(url: string, options: PostgresOptions): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A partitioned network must fail a probe quickly rather than hang it.
    connectionTimeoutMillis: 5_000,
    statement_timeout: 30_000,
  });
  // Without a listener an idle connection's error (the server restarted) would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  const counter = statementCounter();
  // Kept alive and bounded: a half-open connection must not hang every sweep's lock behind it.
  const ownClient = () =>
    new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: 10_000,
    });
  /** Holds a session advisory lock on a pool connection of its own while `work` runs on the others. */
  async function underAdvisoryLock<T>(
    key: { sql: string; value: string },
    work: () => Promise<T>,
  ): Promise<T> {
    const holder = await pool.connect();
    let broken: Error | undefined;
    try {
      // The wait for another instance's migration is not a slow statement: no timeout for it.
      await holder.query('set statement_timeout = 0');
      await holder.query(`select pg_advisory_lock(${key.sql})`, [key.value]);
      try {
        return await work();
      } finally {
        await holder.query(`select pg_advisory_unlock(${key.sql})`, [key.value]).catch((error: Error) => {
          // The session ends with the connection, and the lock with it.
          broken = error;
        });
      }
    } finally {
      if (!broken) await holder.query('reset statement_timeout').catch((error: Error) => (broken = error));
      holder.release(broken);
    }
  }
  const advisory = advisoryLocks(ownClient, options);
  const listeners = new Set<() => Promise<void>>();
  const nodeDb = drizzle({ client: pool, schema, logger: counter.logger });
  const db = nodeDb as unknown as Db;
  return {
    db,
    engine: 'postgres',
    ping: () => ping(db),
    migrate: (migrationsFolder) => migrate(nodeDb, { migrationsFolder }),
    underStartupLock: (work) => underAdvisoryLock({ sql: '$1::bigint', value: startupLockKey }, work),
    underLock: (name, work) => underAdvisoryLock({ sql: 'hashtext($1)', value: name }, work),
    executeSql: (text, values) => pool.query(text, values),
    tryExclusive: localExclusive(advisory.hold),
    async listen(channel, onMessage, onHearing) {
      const stop = await listenOn(ownClient, channel, onMessage, options, onHearing);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    statementsSent: counter.statementsSent,
    close: async () => {
      // Its listening connections end with it: a dropped database has no session left on it.
      await Promise.all([...listeners].map((stop) => stop()));
      listeners.clear();
      await advisory.close();
      await pool.end();
    },
  };
}
