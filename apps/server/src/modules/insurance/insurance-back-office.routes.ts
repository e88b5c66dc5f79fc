import {
  backOfficeInsurancePaths,
  cancelInsuranceOrderBodySchema,
  insuranceOrderDetailSchema,
  insuranceOrderListSchema,
  insuranceOrderParamsSchema,
  insuranceOrdersQuerySchema,
} from '@kredo/contract/insurance-back-office';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticateStaff, currentStaff } from '../staff/authenticate-staff.ts';
import {
  cancelInsuranceOrder,
  insuranceOrderDetail,
  insuranceOrderList,
  refreshInsuranceOrder,
  retryRefundOfOrder,
} from './insurance-back-office.ts';

/**
 * Operations' insurance: orders, an order's issuance; asking the insurer now, free look
 * cancellations and a declined refund tried again, audited.
 */
export const insuranceBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;
  const view = authenticateStaff('viewLedger');
  const manage = authenticateStaff('manageInsurance');

  app.get(
    backOfficeInsurancePaths.orders,
    {
      onRequest: view,
      schema: { tags, querystring: insuranceOrdersQuerySchema, response: { 200: insuranceOrderListSchema } },
    },
    (request) => insuranceOrderList(deps.db, request.query),
  );

  app.get(
    backOfficeInsurancePaths.order,
    {
      onRequest: view,
      config: { refusals: ['NOT_FOUND'] },
      schema: { tags, params: insuranceOrderParamsSchema, response: { 200: insuranceOrderDetailSchema } },
    },
    (request) => insuranceOrderDetail(deps.db, request.params.orderId),
  );

  app.post(
    backOfficeInsurancePaths.refreshOrder,
    {
      onRequest: manage,
      config: { refusals: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, params: insuranceOrderParamsSchema, response: { 200: insuranceOrderDetailSchema } },
    },
    (request) => refreshInsuranceOrder(deps, request.params.orderId, currentStaff(request)),
  );

  app.post(
    backOfficeInsurancePaths.cancelOrder,
    {
      onRequest: manage,
      config: { refusals: ['NOT_FOUND', 'INSURANCE_REFUSED', 'PROVIDER_UNAVAILABLE'] },
      schema: {
        tags,
        params: insuranceOrderParamsSchema,
        body: cancelInsuranceOrderBodySchema,
        response: { 200: insuranceOrderDetailSchema },
      },
    },
    (request) => cancelInsuranceOrder(deps, request.params.orderId, currentStaff(request), request.body.note),
  );

  app.post(
    backOfficeInsurancePaths.retryRefund,
    {
      onRequest: manage,
      config: { refusals: ['NOT_FOUND', 'INSURANCE_REFUSED'] },
      schema: { tags, params: insuranceOrderParamsSchema, response: { 200: insuranceOrderDetailSchema } },
    },
    (request) => retryRefundOfOrder(deps, request.params.orderId, currentStaff(request)),
  );
};
