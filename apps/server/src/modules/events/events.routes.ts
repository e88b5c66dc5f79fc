import { eventsPaths, feLogBodySchema, feLogsApiKeyHeader, logEventBodySchema } from '@kredo/contract/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { assertOwnUser, authenticate, authenticatesWith } from '../../lib/authenticate.ts';
import { noContent } from '../../lib/openapi.ts';
import { createApiKeyCheck, recordEvent, recordFeLog } from './events.service.ts';

export type EventsRoutesOptions = {
  /** The key fe-logs callers send in `x-api-key`; without one every fe-logs call is refused. */
  feLogsApiKey: string | undefined;
};

/** Bodies a little above the contract's bounds (`eventBounds`), so bigger ones stop at 413 unread. */
const logEventBodyLimit = 16 * 1024;
const feLogsBodyLimit = 20 * 1024;

/**
 * Analytics events and front-end logs (spec paths under `events`). Credentials are checked on
 * request, before the body is read, so an unauthenticated caller learns nothing from validation.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const tags = ['events'];
  const checkApiKey = createApiKeyCheck(options.feLogsApiKey);

  app.post(
    eventsPaths.logEvent,
    {
      onRequest: authenticate,
      bodyLimit: logEventBodyLimit,
      schema: { tags, body: logEventBodySchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertOwnUser(request, request.body.user_id);
      await recordEvent(app.deps, request.body.user_id, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    eventsPaths.feLogs,
    {
      onRequest: authenticatesWith('feLogsKey', async (request) =>
        checkApiKey(request.headers[feLogsApiKeyHeader]),
      ),
      bodyLimit: feLogsBodyLimit,
      schema: { tags, body: feLogBodySchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      await recordFeLog(app.deps, request.body);
      return reply.code(204).send();
    },
  );
};
