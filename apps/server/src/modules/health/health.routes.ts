import { healthSchema, readySchema } from '@kredo/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AppError } from '../../lib/app-error.ts';

/** Probes: /healthz says the process is up, /readyz that it can also reach its database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: false } as const;
  const tags = ['health'];

  app.get('/healthz', { config, schema: { tags, response: { 200: healthSchema } } }, () => ({
    status: 'ok' as const,
  }));

  app.get('/readyz', { config, schema: { tags, response: { 200: readySchema } } }, async () => {
    try {
      await app.deps.database.ping();
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Database did not answer', { cause: error });
    }
    return { status: 'ready' as const, database: 'up' as const };
  });
};
