import {
  backOfficeCreditLinePaths,
  creditLineIdParamsSchema,
  creditLineListSchema,
  creditLineViewSchema,
  suspensionBodySchema,
} from '@kredo/contract/credit-line-servicing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticateStaff, currentStaff } from '../staff/authenticate-staff.ts';
import { creditLineList, creditLineView, setSuspension } from './credit-line-back-office.ts';

/** Operations' credit lines: the list, a line's view, and suspending or resuming its drawdowns (audited). */
export const creditLineBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;
  const params = creditLineIdParamsSchema;

  app.get(
    backOfficeCreditLinePaths.lines,
    { onRequest: authenticateStaff('viewLedger'), schema: { tags, response: { 200: creditLineListSchema } } },
    () => creditLineList(deps),
  );

  app.get(
    backOfficeCreditLinePaths.line,
    {
      onRequest: authenticateStaff('viewLedger'),
      config: { refusals: ['NOT_FOUND'] },
      schema: { tags, params, response: { 200: creditLineViewSchema } },
    },
    (request) => creditLineView(deps, request.params.lineId),
  );

  app.post(
    backOfficeCreditLinePaths.suspension,
    {
      onRequest: authenticateStaff('manageCreditLines'),
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      schema: { tags, params, body: suspensionBodySchema, response: { 200: creditLineViewSchema } },
    },
    (request) => setSuspension(deps, request.params.lineId, currentStaff(request), request.body),
  );
};
