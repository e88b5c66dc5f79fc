import {
  balanceQuerySchema,
  balanceSchema,
  goldPaths,
  goldPriceSchema,
  goldUserQuerySchema,
  goldUserSchema,
  orderStatusQuerySchema,
  orderStatusSchema,
  panVerificationBodySchema,
  panVerificationSchema,
  paymentLinkBodySchema,
  paymentLinkSchema,
  registerGoldUserBodySchema,
  transactionsQuerySchema,
  transactionsSchema,
  transactionStatusQuerySchema,
  verifiedBuySchema,
  verifyBuyBodySchema,
  vendorQuerySchema,
} from '@kredo/contract/gold';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { assertOwnUser, authenticate, currentSession } from '../../lib/authenticate.ts';
import { goldCallbackRoute } from './gold-callbacks.ts';
import { goldTradeRoutes } from './gold-trade.routes.ts';
import { orderPaymentLink, verifyBuy } from './gold-buys.ts';
import { balanceOf } from './gold-locker.ts';
import { currentQuote } from './gold-quotes.ts';
import { freshOrderOf } from './gold-order-status.ts';
import { transactionsOf } from './gold-orders.ts';
import { goldUserOf, registerGoldUser, verifyGoldPan } from './gold-users.ts';

/** Digital gold's borrower calls (spec 002 §7 Gold), on the gateway host under `egold`. */
export const goldRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['gold'];
  const { deps } = app;
  const userOf = (request: Parameters<typeof currentSession>[0]) => currentSession(request).userId;

  app.post(
    goldPaths.users,
    {
      onRequest: authenticate,
      config: { refusals: ['CONFLICT', 'PROVIDER_UNAVAILABLE'] },
      schema: {
        tags,
        querystring: vendorQuerySchema,
        body: registerGoldUserBodySchema,
        response: { 200: goldUserSchema },
      },
    },
    (request) => {
      assertOwnUser(request, request.body.user_id);
      return registerGoldUser(deps, request.body.user_id, request.body);
    },
  );

  app.get(
    goldPaths.user,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND'] },
      schema: { tags, querystring: goldUserQuerySchema, response: { 200: goldUserSchema } },
    },
    (request) => {
      assertOwnUser(request, request.query.user_id);
      return goldUserOf(deps, request.query.user_id);
    },
  );

  app.post(
    goldPaths.panVerification,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, body: panVerificationBodySchema, response: { 200: panVerificationSchema } },
    },
    (request) => {
      assertOwnUser(request, request.body.user_id);
      return verifyGoldPan(deps, request.body.user_id, request.body.pan, request.body.dob);
    },
  );

  for (const [path, side] of [
    [goldPaths.buyPrice, 'buy'],
    [goldPaths.sellPrice, 'sell'],
  ] as const)
    app.get(
      path,
      {
        onRequest: authenticate,
        config: { refusals: ['PROVIDER_UNAVAILABLE'] },
        schema: { tags, response: { 200: goldPriceSchema } },
      },
      () => currentQuote(deps, side),
    );

  app.post(
    goldPaths.verifyPrice,
    {
      onRequest: authenticate,
      config: {
        refusals: [
          'NOT_FOUND',
          'GOLD_REFUSED',
          'GOLD_PAN_REQUIRED',
          'GOLD_QUOTE_EXPIRED',
          'PROVIDER_UNAVAILABLE',
        ],
      },
      schema: {
        tags,
        querystring: vendorQuerySchema,
        body: verifyBuyBodySchema,
        response: { 200: verifiedBuySchema },
      },
    },
    (request) => {
      assertOwnUser(request, request.body.user_info.user_id);
      return verifyBuy(deps, request.body.user_info.user_id, request.body);
    },
  );

  app.post(
    goldPaths.paymentLink,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'GOLD_QUOTE_EXPIRED', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, body: paymentLinkBodySchema, response: { 200: paymentLinkSchema } },
    },
    (request) => {
      assertOwnUser(request, request.body.user_id);
      return orderPaymentLink(deps, request.body.user_id, request.body, {
        protocol: request.protocol,
        host: request.headers.host,
      });
    },
  );

  app.get(
    goldPaths.orderStatus,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND'] },
      schema: { tags, querystring: orderStatusQuerySchema, response: { 200: orderStatusSchema } },
    },
    (request) => freshOrderOf(deps, userOf(request), request.query.txn_id),
  );

  app.get(
    goldPaths.transactionStatus,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND'] },
      schema: { tags, querystring: transactionStatusQuerySchema, response: { 200: orderStatusSchema } },
    },
    (request) => freshOrderOf(deps, userOf(request), request.query.txn_id),
  );

  app.get(
    goldPaths.transactions,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND'] },
      schema: { tags, querystring: transactionsQuerySchema, response: { 200: transactionsSchema } },
    },
    (request) => transactionsOf(deps, userOf(request), request.query.vendor_id, request.query.page ?? 1),
  );

  app.get(
    goldPaths.balance,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND'] },
      schema: { tags, querystring: balanceQuerySchema, response: { 200: balanceSchema } },
    },
    (request) => balanceOf(deps, userOf(request), request.query.vendor_id),
  );

  await app.register(goldTradeRoutes);
  await app.register(goldCallbackRoute);
};
