import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { Database } from '../db/database.ts';

export const shutdownGraceMs = 10_000;

/**
 * Stops accepting connections, lets in-flight requests finish (Fastify answers new ones 503
 * meanwhile), then closes the database. Past the grace period the process exits regardless.
 */
export function createShutdown(
  app: FastifyInstance,
  database: Database,
  logger: FastifyBaseLogger,
  exit: (code: number) => void = (code) => process.exit(code),
): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal) => {
    closing ??= (async () => {
      logger.info({ signal }, 'shutting down: finishing in-flight requests');
      const force = setTimeout(() => {
        logger.error('shutdown took too long; exiting');
        exit(1);
      }, shutdownGraceMs);
      force.unref();
      try {
        await app.close();
      } finally {
        try {
          await database.close();
          logger.info('stopped');
        } finally {
          clearTimeout(force);
        }
      }
    })();
    return closing;
  };
}
