import {
  backOfficeGoldPaths,
  goldBreakListSchema,
  goldBreakParamsSchema,
  goldBreakSchema,
  goldOrderListSchema,
  goldOrderParamsSchema,
  goldOrderRowSchema,
  goldOrdersQuerySchema,
  goldPayoutListSchema,
  goldReconciliationRunSchema,
  resolveGoldBreakBodySchema,
} from '@kredo/contract/gold-back-office';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticateStaff, currentStaff } from '../staff/authenticate-staff.ts';
import {
  goldBreakList,
  goldOrderList,
  goldPayoutList,
  refreshGoldOrder,
  resolveBreak,
  runReconciliation,
} from './gold-back-office.ts';

/** Operations' gold: orders, payouts, reconciliation breaks; asking the vendor now and resolving breaks, audited. */
export const goldBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;
  const view = authenticateStaff('viewLedger');
  const manage = authenticateStaff('manageGold');

  app.get(
    backOfficeGoldPaths.orders,
    {
      onRequest: view,
      schema: { tags, querystring: goldOrdersQuerySchema, response: { 200: goldOrderListSchema } },
    },
    (request) => goldOrderList(deps.db, request.query),
  );

  app.post(
    backOfficeGoldPaths.refreshOrder,
    {
      onRequest: manage,
      config: { refusals: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, params: goldOrderParamsSchema, response: { 200: goldOrderRowSchema } },
    },
    (request) => refreshGoldOrder(deps, request.params.orderId, currentStaff(request)),
  );

  app.get(
    backOfficeGoldPaths.payouts,
    { onRequest: view, schema: { tags, response: { 200: goldPayoutListSchema } } },
    () => goldPayoutList(deps.db),
  );

  app.get(
    backOfficeGoldPaths.breaks,
    { onRequest: view, schema: { tags, response: { 200: goldBreakListSchema } } },
    () => goldBreakList(deps.db),
  );

  app.post(
    backOfficeGoldPaths.resolveBreak,
    {
      onRequest: manage,
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      schema: {
        tags,
        params: goldBreakParamsSchema,
        body: resolveGoldBreakBodySchema,
        response: { 200: goldBreakSchema },
      },
    },
    (request) => resolveBreak(deps, request.params.breakId, currentStaff(request), request.body.note),
  );

  app.post(
    backOfficeGoldPaths.reconcile,
    {
      onRequest: manage,
      config: { refusals: ['PROVIDER_UNAVAILABLE'] },
      schema: { tags, response: { 200: goldReconciliationRunSchema } },
    },
    (request) => runReconciliation(deps, currentStaff(request)),
  );
};
