import {
  incompleteInfoOnCompleteBodySchema,
  incompleteInfoOnCompleteResponseSchema,
  incompleteInfoPaths,
} from '@kredo/contract/incomplete-info';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { settleSubStatuses } from './incomplete-info.service.ts';

/** The incomplete-information corrections (spec 000 §2.5, §7 corleone). */
export const incompleteInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['incomplete-info'];
  const { deps } = app;

  app.post(
    incompleteInfoPaths.onComplete,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: {
        tags,
        body: incompleteInfoOnCompleteBodySchema,
        response: { 200: incompleteInfoOnCompleteResponseSchema },
      },
    },
    (request) => settleSubStatuses(deps, currentSession(request).userId, request.body),
  );
};
