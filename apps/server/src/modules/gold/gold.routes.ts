import {
  balanceQuerySchema,
  balanceSchema,
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
import { verifyGoldBankAccount } from './gold-bank-accounts.ts';
import { goldCallbackRoute } from './gold-callbacks.ts';
import { orderPaymentLink, verifyBuy } from './gold-buys.ts';
import { confirmSell, verifySell } from './gold-sells.ts';
import { invoiceLinkOf } from './gold-invoices.ts';
import { deliveryProducts, deliveryStatusOf, redeemGold, validatePincode } from './gold-deliveries.ts';
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

  await app.register(goldCallbackRoute);
};
