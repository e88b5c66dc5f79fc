import type { FastifyInstance } from 'fastify';

/**
 * While the server is closing, every answer says `Connection: close`. Without it a keep-alive
 * client (a browser, a load balancer) keeps its socket open after its last answer, and closing
 * waits for the keep-alive timeout instead of for the requests in flight.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
