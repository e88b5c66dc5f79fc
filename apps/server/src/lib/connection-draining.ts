import type { FastifyInstance } from 'fastify';

import { AppError } from './app-error.ts';

/**
 * While the server is closing, a request arriving on an open keep-alive connection is answered
 * 503 in the one error shape, and every answer says `Connection: close`. Without it a keep-alive
 * client (a browser, a load balancer) keeps its socket open after its last answer, and closing
 * waits for the keep-alive timeout instead of for the requests in flight.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) {
      reply.header('connection', 'close');
      throw new AppError('SERVICE_UNAVAILABLE', 'Server is shutting down');
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
