import {
  cancelOrderBodySchema,
  cancelOrderResultSchema,
  insuranceDocumentQuerySchema,
  insuranceDocumentSchema,
  insuranceOrderQuerySchema,
  insuranceOrdersSchema,
  insurancePaths,
  insuranceProductsSchema,
  policyQuerySchema,
  policyUrlSchema,
  riskcovryLinkSchema,
  subscribeBodySchema,
  subscribeResultSchema,
} from '@kredo/contract/insurance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { findUserById } from '../users/users.repository.ts';
import { cancelWithinFreeLook } from './insurance-cancellations.ts';
import { insuranceCatalogue, prefilled } from './insurance-catalogue.ts';
import { freshOrdersOf } from './insurance-order-status.ts';
import { insuranceOtpUploadRoutes } from './insurance-otp-upload.routes.ts';
import { noSuchOrder, ordersOf, ownOrder } from './insurance-orders.ts';
import { riskcovryLinkOf } from './insurance-partner.ts';
import { policyUrlOf, termsDocumentOf } from './insurance-policy.ts';
import { subscribe } from './insurance-subscribe.ts';

/** Insurance's borrower calls (spec 002 §7 Insurance): the insurance host and the gateway's insurance-gateway. */
export const insuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['insurance'];
  const { deps } = app;
  const userOf = (request: Parameters<typeof currentSession>[0]) => currentSession(request).userId;
  await app.register(insuranceOtpUploadRoutes);

  app.get(
    insurancePaths.products,
    {
      onRequest: authenticate,
      config: { refusals: ['PROVIDER_UNAVAILABLE'] },
      schema: { tags, response: { 200: insuranceProductsSchema } },
    },
    async (request) => {
      const user = await findUserById(deps.db, userOf(request));
      const products = await insuranceCatalogue(deps);
      return {
        products: prefilled(products, {
          name: user?.name ?? null,
          dob: user?.dateOfBirth ?? null,
          email: user?.email ?? null,
          mobile: user?.mobile ?? null,
        }),
      };
    },
  );

  app.get(
    insurancePaths.order,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND'] },
      schema: { tags, querystring: insuranceOrderQuerySchema, response: { 200: insuranceOrdersSchema } },
    },
    async (request) => {
      const orders = await freshOrdersOf(deps, userOf(request), request.query.orderId);
      if (request.query.orderId && orders.length === 0) throw noSuchOrder();
      return { orders };
    },
  );

  app.post(
    insurancePaths.order,
    {
      onRequest: authenticate,
      config: { refusals: ['PROVIDER_UNAVAILABLE'] },
      schema: { tags, body: subscribeBodySchema, response: { 200: subscribeResultSchema } },
    },
    (request) =>
      subscribe(deps, userOf(request), request.body, {
        protocol: request.protocol,
        host: request.headers.host,
      }),
  );

  app.post(
    insurancePaths.cancelOrder,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'INSURANCE_REFUSED', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, body: cancelOrderBodySchema, response: { 200: cancelOrderResultSchema } },
    },
    async (request) => {
      const userId = userOf(request);
      await ownOrder(deps.db, userId, request.body.orderId);
      await cancelWithinFreeLook(
        deps,
        request.body.orderId,
        request.body.reason ?? 'Customer request (free look)',
      );
      const [order] = await ordersOf(deps.db, userId, deps.clock.now(), request.body.orderId);
      if (!order) throw noSuchOrder();
      return order;
    },
  );

  app.get(
    insurancePaths.document,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, querystring: insuranceDocumentQuerySchema, response: { 200: insuranceDocumentSchema } },
    },
    (request) => termsDocumentOf(deps, request.query.productId),
  );

  app.get(
    insurancePaths.riskcovryLink,
    {
      onRequest: authenticate,
      config: { refusals: ['PROVIDER_UNAVAILABLE'] },
      schema: { tags, response: { 200: riskcovryLinkSchema } },
    },
    (request) => riskcovryLinkOf(deps, userOf(request)),
  );

  app.get(
    insurancePaths.policy,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'INSURANCE_POLICY_PENDING'] },
      schema: { tags, querystring: policyQuerySchema, response: { 200: policyUrlSchema } },
    },
    (request) => policyUrlOf(deps, userOf(request), request.query.orderId),
  );
};
