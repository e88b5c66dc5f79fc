import { closeOfBusinessFailuresSchema, closeOfBusinessPaths } from '@kredo/contract/close-of-business';
import {
  backOfficeLoanPaths,
  loanIdParamsSchema,
  loanListQuerySchema,
  loanListResponseSchema,
  loanSummarySchema,
  writeOffBodySchema,
} from '@kredo/contract/loan-servicing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticateStaff, currentStaff } from '../staff/authenticate-staff.ts';
import { openCloseFailures } from './close-of-business-failures.ts';
import { loanList, loanSummary, writeOffLoan } from './loan-servicing.service.ts';

/**
 * Operations' loans: lists by stage, a loan's standing, the admin's write-off (audited), and the
 * loan-days the close of business could not close.
 */
export const loanBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;
  const params = loanIdParamsSchema;
  const config = { refusals: ['NOT_FOUND', 'CONFLICT'] as const };

  app.get(
    backOfficeLoanPaths.loans,
    {
      onRequest: authenticateStaff('viewLedger'),
      schema: { tags, querystring: loanListQuerySchema, response: { 200: loanListResponseSchema } },
    },
    (request) => loanList(deps, request.query.view),
  );

  app.get(
    backOfficeLoanPaths.loan,
    {
      onRequest: authenticateStaff('viewLedger'),
      config,
      schema: { tags, params, response: { 200: loanSummarySchema } },
    },
    (request) => loanSummary(deps, request.params.loanId),
  );

  app.get(
    closeOfBusinessPaths.failures,
    {
      onRequest: authenticateStaff('viewLedger'),
      schema: { tags, response: { 200: closeOfBusinessFailuresSchema } },
    },
    () => openCloseFailures(deps.db),
  );

  app.post(
    backOfficeLoanPaths.writeOff,
    {
      onRequest: authenticateStaff('writeOff'),
      config,
      schema: { tags, params, body: writeOffBodySchema, response: { 200: loanSummarySchema } },
    },
    (request) => writeOffLoan(deps, request.params.loanId, currentStaff(request), request.body.note),
  );
};
