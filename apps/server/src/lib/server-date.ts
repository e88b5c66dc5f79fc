import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';

/**
 * Every answer's `Date` header reads the server's clock, not the host's: the web app takes "today"
 * from it (a date of birth not in the future, the statement months), so a device set to another
 * day, or the sandbox clock moved forward, still agrees with the rules the server applies.
 */
export function registerServerDate(app: FastifyInstance, clock: Clock): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('date', clock.now().toUTCString());
  });
}
