import {
  createPaymentBodySchema,
  loanPaymentPaths,
  paymentParamsSchema,
  paymentSchema,
  repaymentOptionsQuerySchema,
  repaymentOptionsSchema,
} from '@kredo/contract/loan-payments';
import { text } from '@kredo/contract/text';
import { isoDate } from '@kredo/domain/calendar-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { AppError, notFound } from '../../lib/app-error.ts';
import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { paymentGatewayWebhookPath } from '../../providers/payment-gateway/index.ts';
import { createPayment, paymentOf, receivePaymentWebhook } from './loan-payments.service.ts';
import { ownLoan } from './loans.service.ts';
import { repaymentOptionsOf } from './repayment-options.ts';

/** Paying a loan (spec 001 §4.9): what may be paid today, a payment through the gateway, its state. */
export const loanPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['loans'];
  const { deps } = app;

  app.get(
    loanPaymentPaths.repaymentOptions,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND'] },
      schema: { tags, querystring: repaymentOptionsQuerySchema, response: { 200: repaymentOptionsSchema } },
    },
    async (request) => {
      const loan = await ownLoan(deps.db, currentSession(request).userId, request.query.loan_id);
      if (!loan) throw notFound('loan');
      return repaymentOptionsOf(deps.db, loan, isoDate(deps.clock.businessDate()));
    },
  );

  app.post(
    loanPaymentPaths.payments,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, body: createPaymentBodySchema, response: { 200: paymentSchema } },
    },
    (request) => createPayment(deps, currentSession(request).userId, request.body, request.headers.host),
  );

  app.get(
    loanPaymentPaths.payment,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, params: paymentParamsSchema, response: { 200: paymentSchema } },
    },
    (request) => paymentOf(deps, currentSession(request).userId, request.params.paymentId),
  );

  await app.register(paymentWebhookRoute);
};

/**
 * The payment gateway's webhook: its own JSON parser keeps the raw body, whose HMAC the gateway
 * checks. A forged delivery is refused (401); a verified one is applied once, a redelivery at once.
 */
const paymentWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    paymentGatewayWebhookPath,
    {
      config: { refusals: ['UNAUTHENTICATED'] },
      schema: {
        tags: ['webhooks'],
        body: text().check(z.maxLength(64 * 1024)),
        response: { 200: z.object({ ok: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const event = deps.paymentGateway.parseWebhook(request.body, request.headers);
      if (!event) throw new AppError('UNAUTHENTICATED', 'payment webhook signature refused');
      const received = await receivePaymentWebhook(deps, event);
      request.log.info(
        { eventId: event.eventId, type: event.type, outcome: received.outcome },
        'payment webhook',
      );
      return { ok: true as const, duplicate: received.duplicate };
    },
  );
};
