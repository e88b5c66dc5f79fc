import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { openDatabase, type Database } from '../apps/server/src/db/database.ts';

const migrationsFolder = fileURLToPath(new URL('../apps/server/drizzle', import.meta.url));

/**
 * A fresh migrated database for one benchmark (`name`: a short word, e.g. `cob`): on DATABASE_URL's
 * PostgreSQL when set (a database of its own, dropped after), else an embedded PGlite in a
 * temporary folder (as the server keeps it).
 */
export async function benchDatabase(name: string): Promise<{ database: Database; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = await mkdtemp(join(tmpdir(), `kredo-bench-${name}-`));
    const database = await openDatabase({ dataDir });
    await database.migrate(migrationsFolder);
    return {
      database,
      async dispose() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const databaseName = `kredo_bench_${name}_${Date.now()}`;
  const admin = await openDatabase({ url });
  await admin.executeSql(`create database ${databaseName}`);
  const target = new URL(url);
  target.pathname = `/${databaseName}`;
  const database = await openDatabase({ url: target.toString() });
  await database.migrate(migrationsFolder);
  return {
    database,
    async dispose() {
      await database.close();
      await admin.executeSql(`drop database if exists ${databaseName}`);
      await admin.close();
    },
  };
}
