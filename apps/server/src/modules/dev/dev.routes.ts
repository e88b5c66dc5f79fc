import {
  advanceClockSchema,
  clockStateSchema,
  messageChannels,
  outboxQuerySchema,
  outboxResponseSchema,
} from '@kredo/contract/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { advanceClock, listOutbox, readClock } from './dev.service.ts';

const testMessageSchema = z.object({
  channel: z.enum(messageChannels),
  to: z.string().trim().min(1).max(320),
  text: z.string().min(1).max(1000),
});

/** Sandbox-only routes. The app registers this plugin only in sandbox mode, so production answers 404. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dev (sandbox only)'];

  app.get(
    '/outbox',
    { schema: { tags, querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
    (request) => listOutbox(app.deps.db, request.query),
  );

  // Sends through the real notification path (provider, delivery log), as an operator's "send a test message".
  app.post(
    '/outbox/test-message',
    { schema: { tags, body: testMessageSchema, response: { 201: z.object({ messageId: z.string() }) } } },
    async (request, reply) => {
      const result = await app.deps.notifier.send({ ...request.body, template: 'dev-test-message' });
      return reply.code(201).send(result);
    },
  );

  app.get('/clock', { schema: { tags, response: { 200: clockStateSchema } } }, () =>
    readClock(app.deps.clock),
  );

  app.post(
    '/clock',
    { schema: { tags, body: advanceClockSchema, response: { 200: clockStateSchema } } },
    (request) => advanceClock(app.deps.db, app.deps.clock, request.body.advanceMs),
  );
};
