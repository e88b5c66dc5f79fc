import {
  creditReportPaths,
  creditReportSchema,
  generateCreditReportBodySchema,
} from '@kredo/contract/credit-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { creditReportOf, generateCreditReport } from './credit-report.service.ts';

/**
 * The credit report (spec 002 §7 Credit report) on the main API under `corleone`: always the
 * signed-in borrower's own, from the token; no call names another borrower.
 */
export const creditReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['credit-report'];
  const { deps } = app;

  app.get(
    creditReportPaths.creditScore,
    { onRequest: authenticate, schema: { tags, response: { 200: creditReportSchema } } },
    (request) => creditReportOf(deps, currentSession(request).userId),
  );

  app.post(
    creditReportPaths.creditScore,
    {
      onRequest: authenticate,
      config: { refusals: ['CONFLICT', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, body: generateCreditReportBodySchema, response: { 200: creditReportSchema } },
    },
    (request) => generateCreditReport(deps, currentSession(request).userId),
  );
};
