import {
  approveRemittanceBodySchema,
  backOfficeRemittancePaths,
  proposeRemittanceBodySchema,
  rejectRemittanceBodySchema,
  remittanceDueResponseSchema,
  remittanceIdParamsSchema,
  remittanceListQuerySchema,
  remittanceListResponseSchema,
  remittanceSchema,
} from '@kredo/contract/remittances';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticateStaff, currentStaff } from '../staff/authenticate-staff.ts';
import { remittancesDue } from './remittance-due.ts';
import { remittanceList } from './remittance-views.ts';
import { approveRemittance, proposeRemittance, rejectRemittance } from './remittances.service.ts';

/** Remittances to third parties, maker-checker; staff with `remit` only, every action audited. */
export const remittanceBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;
  const params = remittanceIdParamsSchema;
  const onRequest = authenticateStaff('remit');
  const config = { refusals: ['NOT_FOUND', 'CONFLICT'] as const };

  app.get(
    backOfficeRemittancePaths.due,
    { onRequest, schema: { tags, response: { 200: remittanceDueResponseSchema } } },
    () => remittancesDue(deps.db),
  );

  app.get(
    backOfficeRemittancePaths.list,
    {
      onRequest,
      schema: {
        tags,
        querystring: remittanceListQuerySchema,
        response: { 200: remittanceListResponseSchema },
      },
    },
    (request) => remittanceList(deps.db, request.query.status),
  );

  app.post(
    backOfficeRemittancePaths.propose,
    {
      onRequest,
      config: { refusals: ['CONFLICT'] as const },
      schema: { tags, body: proposeRemittanceBodySchema, response: { 200: remittanceSchema } },
    },
    (request) => proposeRemittance(deps, currentStaff(request), request.body),
  );

  app.post(
    backOfficeRemittancePaths.approve,
    {
      onRequest,
      config,
      schema: { tags, params, body: approveRemittanceBodySchema, response: { 200: remittanceSchema } },
    },
    (request) =>
      approveRemittance(deps, request.params.remittanceId, currentStaff(request), request.body.note),
  );

  app.post(
    backOfficeRemittancePaths.reject,
    {
      onRequest,
      config,
      schema: { tags, params, body: rejectRemittanceBodySchema, response: { 200: remittanceSchema } },
    },
    (request) =>
      rejectRemittance(deps, request.params.remittanceId, currentStaff(request), request.body.note),
  );
};
