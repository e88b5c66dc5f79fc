import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { AppError } from '../../lib/app-error.ts';
import { createMetrics } from './metrics.ts';

export const metricsPath = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus's scrape (`GET /metrics`), for the monitoring system only: it needs the bearer token
 * METRICS_TOKEN; without one configured the route is not there (404) and nothing is measured. The
 * request histogram is fed by every answered request of this instance.
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sharedFiguresMs?: number,
): void {
  // On the root instance, before the routes, so its hook sees every route's answers.
  if (!token) return;
  const metrics = createMetrics(app.deps, sharedFiguresMs);
  const expected = digest(`Bearer ${token}`);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === undefined || route === metricsPath) return;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(metricsPath, { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    // Compared as digests: neither the token's length nor its bytes leak through timing.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected))
      throw new AppError('UNAUTHENTICATED', 'Metrics need the metrics token');
    reply.header('content-type', metrics.contentType);
    return metrics.scrape();
  });
}
