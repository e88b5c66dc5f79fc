import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { openDatabase, wrapPglite, type Database } from '../../src/db/database.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { createClock } from '../../src/lib/clock.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const templateDatabaseName = 'kredo_test_template';

/** Set when the suite runs against a real PostgreSQL (see global-setup.ts). */
const postgresUrl = process.env.DATABASE_URL;

// One migrated in-memory template per worker (the server project runs with isolate: false, so
// this module and its template outlive a single test file); each test file gets a clone.
let pgliteTemplate: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate(migrationsFolder);
  await seedReferenceData(database.db, createClock());
  return client;
}

/** A fresh, migrated, empty database for one test file. Close it in afterAll. */
export async function createTestDatabase(): Promise<Database> {
  if (postgresUrl) return createPostgresTestDatabase(postgresUrl);
  pgliteTemplate ??= migratedTemplate();
  // clone() is typed as the interface but returns a PGlite instance.
  const clone = (await (await pgliteTemplate).clone()) as PGlite;
  return wrapPglite(clone);
}

async function createPostgresTestDatabase(url: string): Promise<Database> {
  const name = `kredo_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabaseName}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}

/** Runs one statement as the server's administrator (creating and dropping test databases). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * One copy of the template that a test opens as several instances would (PostgreSQL only):
 * `open()` connects another instance; `drop()` closes them all and drops the database.
 */
export function sharedTestDatabase(prefix: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const opened: Database[] = [];
  const url = new URL(postgresUrl ?? 'postgres://unset');
  url.pathname = `/${name}`;
  let created: Promise<void> | undefined;
  return {
    name,
    url: url.toString(),
    async open(): Promise<Database> {
      await (created ??= adminQuery(`create database ${name} template ${templateDatabaseName}`));
      const database = await openDatabase({ url: url.toString() });
      opened.push(database);
      return database;
    },
    async drop(): Promise<void> {
      for (const database of opened.splice(0)) await database.close();
      await adminQuery(`drop database if exists ${name}`);
    },
  };
}
