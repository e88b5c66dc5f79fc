import {
  breakIdParamsSchema,
  breakListQuerySchema,
  breakListResponseSchema,
  reconciliationBreakSchema,
  reconciliationPaths,
  resolveBreakBodySchema,
} from '@kredo/contract/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticateStaff, currentStaff } from '../staff/authenticate-staff.ts';
import { openBreaks, resolveBreak } from './reconciliation-breaks.ts';

/**
 * Operations' reconciliation breaks: the open ones, newest first (by source if asked), and the
 * resolution of one with a note (audited). Staff who may view the ledger.
 */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;

  app.get(
    reconciliationPaths.breaks,
    {
      onRequest: authenticateStaff('viewLedger'),
      schema: { tags, querystring: breakListQuerySchema, response: { 200: breakListResponseSchema } },
    },
    (request) => openBreaks(deps, request.query.source),
  );

  app.post(
    reconciliationPaths.resolve,
    {
      onRequest: authenticateStaff('viewLedger'),
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] as const },
      schema: {
        tags,
        params: breakIdParamsSchema,
        body: resolveBreakBodySchema,
        response: { 200: reconciliationBreakSchema },
      },
    },
    (request) => resolveBreak(deps, request.params.breakId, currentStaff(request), request.body.note),
  );
};
