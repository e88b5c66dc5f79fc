import { fileURLToPath } from 'node:url';

import { parseEnv } from './config/env.ts';
import { openDatabase, type Database } from './db/database.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';

// Both src/ and the bundled dist/ sit one level below apps/server.
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * The server's database for an operator's command, migrated: PostgreSQL when DATABASE_URL is
 * set, else the embedded one, whose data directory the command then holds (the server must be stopped).
 */
export async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    const database = await openDatabase({ url: env.DATABASE_URL });
    try {
      await database.migrate(migrationsFolder);
      return await run(database);
    } finally {
      await database.close();
    }
  }
  const release = await lockDataDir(env.DATA_DIR);
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  try {
    await database.migrate(migrationsFolder);
    return await run(database);
  } finally {
    await database.close();
    await release();
  }
}
