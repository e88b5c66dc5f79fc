import {
  invoiceQuerySchema,
  invoiceSchema,
  deliveryProductsSchema,
  deliveryStatusQuerySchema,
  deliveryStatusSchema,
  pincodeDetailsSchema,
  redeemDetailsSchema,
  redeemGoldBodySchema,
  validatePincodeBodySchema,
  bankAccountVerifyBodySchema,
  bankValidationSchema,
  confirmSellBodySchema,
  verifiedSellSchema,
  verifyBankAccountBodySchema,
  verifySellBodySchema,
  goldPaths,
  orderStatusSchema,
  vendorQuerySchema,
} from '@kredo/contract/gold';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { assertOwnUser, authenticate, currentSession } from '../../lib/authenticate.ts';
import { verifyGoldBankAccount } from './gold-bank-accounts.ts';
import { confirmSell, verifySell } from './gold-sells.ts';
import { invoiceLinkOf } from './gold-invoices.ts';
import { deliveryProducts, deliveryStatusOf, redeemGold, validatePincode } from './gold-deliveries.ts';

/** Selling gold, delivering it, and an order's invoice (spec 002 §7 Gold), on the gateway host under `egold`. */
export const goldTradeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['gold'];
  const { deps } = app;
  const userOf = (request: Parameters<typeof currentSession>[0]) => currentSession(request).userId;

  const sellRefusals = [
    'NOT_FOUND',
    'GOLD_REFUSED',
    'GOLD_PAN_REQUIRED',
    'GOLD_QUOTE_EXPIRED',
    'GOLD_SELL_LIMITED',
    'PROVIDER_UNAVAILABLE',
  ] as const;

  app.post(
    goldPaths.sellVerifyPrice,
    {
      onRequest: authenticate,
      config: { refusals: [...sellRefusals] },
      schema: {
        tags,
        querystring: vendorQuerySchema,
        body: verifySellBodySchema,
        response: { 200: verifiedSellSchema },
      },
    },
    (request) => {
      assertOwnUser(request, request.body.user_info.user_id);
      return verifySell(deps, request.body.user_info.user_id, request.body);
    },
  );

  app.post(
    goldPaths.sellVerifyBankAccount,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] },
      schema: {
        tags,
        querystring: vendorQuerySchema,
        body: verifyBankAccountBodySchema,
        response: { 200: bankValidationSchema },
      },
    },
    (request) => {
      if (request.body.user_id !== undefined) assertOwnUser(request, request.body.user_id);
      return verifyGoldBankAccount(deps, userOf(request), request.body);
    },
  );

  // The spec's second form of the same check (bankAccountNo, ifsc).
  app.post(
    goldPaths.bankAccountVerify,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, body: bankAccountVerifyBodySchema, response: { 200: bankValidationSchema } },
    },
    (request) =>
      verifyGoldBankAccount(deps, userOf(request), {
        account_number: request.body.bankAccountNo,
        ifsc: request.body.ifsc,
      }),
  );

  app.post(
    goldPaths.sell,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'VALIDATION_FAILED', 'GOLD_REFUSED', 'GOLD_QUOTE_EXPIRED'] },
      schema: {
        tags,
        querystring: vendorQuerySchema,
        body: confirmSellBodySchema,
        response: { 200: orderStatusSchema },
      },
    },
    (request) => confirmSell(deps, userOf(request), request.body),
  );

  app.get(
    goldPaths.products,
    {
      onRequest: authenticate,
      config: { refusals: ['PROVIDER_UNAVAILABLE'] },
      schema: { tags, querystring: vendorQuerySchema, response: { 200: deliveryProductsSchema } },
    },
    () => deliveryProducts(deps),
  );

  app.post(
    goldPaths.validatePincode,
    {
      onRequest: authenticate,
      config: { refusals: ['PROVIDER_UNAVAILABLE'] },
      schema: {
        tags,
        querystring: vendorQuerySchema,
        body: validatePincodeBodySchema,
        response: { 200: pincodeDetailsSchema },
      },
    },
    (request) => validatePincode(deps, request.body.pin_code),
  );

  app.post(
    goldPaths.redeemGold,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'GOLD_REFUSED', 'PROVIDER_UNAVAILABLE'] },
      schema: {
        tags,
        querystring: vendorQuerySchema,
        body: redeemGoldBodySchema,
        response: { 200: redeemDetailsSchema },
      },
    },
    (request) => {
      assertOwnUser(request, request.body.user_id);
      return redeemGold(deps, request.body.user_id, request.body);
    },
  );

  app.get(
    goldPaths.deliveryStatus,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, querystring: deliveryStatusQuerySchema, response: { 200: deliveryStatusSchema } },
    },
    (request) => deliveryStatusOf(deps, userOf(request), request.query.txn_id),
  );

  app.get(
    goldPaths.invoice,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      schema: { tags, querystring: invoiceQuerySchema, response: { 200: invoiceSchema } },
    },
    (request) => invoiceLinkOf(deps, userOf(request), request.query.txn_id, request.query.lang),
  );
};
