import { fileURLToPath } from 'node:url';

import { buildApp } from './app.ts';
import { ConfigError, parseEnv } from './config/env.ts';
import { loadSecrets } from './config/secrets.ts';
import { openDatabase } from './db/database.ts';
import { seed } from './db/seed.ts';
import { createDeps } from './deps.ts';
import { createBlobStore } from './lib/blob-store/create-blob-store.ts';
import { createClock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';
import { createShutdown } from './lib/shutdown.ts';
import { loadClockOffset } from './modules/dev/dev.repository.ts';

// Both src/main.ts and the bundled dist/main.js sit one level below apps/server.
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function start(): Promise<void> {
  const env = parseEnv(process.env);
  const logger = createLogger({ level: env.LOG_LEVEL });
  const secrets = await loadSecrets(env);
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  await database.migrate(migrationsFolder);

  const sandbox = env.APP_MODE === 'sandbox';
  const clock = createClock(sandbox ? await loadClockOffset(database.db) : 0);
  const deps = createDeps({
    mode: env.APP_MODE,
    database,
    clock,
    blobs: await createBlobStore(env),
    piiEncryptionKey: secrets.piiEncryptionKey,
    jwtSigningKey: secrets.jwtSigningKey,
  });
  await seed(database.db, { clock, cipher: deps.cipher, sandbox });

  const app = await buildApp(deps, {
    logger,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR ?? defaultWebDist,
  });

  const shutdown = createShutdown(app, database, logger);
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  process.stdout.write(
    `Kredo is running (${env.APP_MODE} mode, ${database.engine}) at http://localhost:${port}\n`,
  );
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
