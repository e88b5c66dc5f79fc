import {
  createPaymentBodySchema,
  loanPaymentPaths,
  paymentParamsSchema,
  paymentSchema,
  repaymentOptionsQuerySchema,
  repaymentOptionsSchema,
} from '@kredo/contract/loan-payments';
import { isoDate } from '@kredo/domain/calendar-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AppError, notFound } from '../../lib/app-error.ts';
import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { signedWebhookRoute } from '../../lib/signed-webhook-route.ts';
import { paymentGatewayWebhookPath } from '../../providers/payment-gateway/index.ts';
import { findOwnCreditLine } from '../credit-lines/credit-line-records.ts';
import { lineRepaymentOptions } from '../credit-lines/credit-line-receipts.ts';
import { createPayment } from './loan-payments.service.ts';
import { paymentOf, receivePaymentWebhook } from './payment-capture.ts';
import { receiverOf } from './payment-receivers.ts';
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
      const { userId } = currentSession(request);
      const today = isoDate(deps.clock.businessDate());
      const loan = await ownLoan(deps.db, userId, request.query.loan_id);
      if (loan) return repaymentOptionsOf(deps.db, loan, today);
      // The spec's loan_id names a credit line too.
      const line = await findOwnCreditLine(deps.db, userId, request.query.loan_id);
      if (!line) throw notFound('loan');
      return lineRepaymentOptions(deps.db, line, today);
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

/** The payment gateway's webhook: verified, applied once whatever its order, a redelivery at once. */
const paymentWebhookRoute = signedWebhookRoute(paymentGatewayWebhookPath, async (deps, raw, headers, log) => {
  const event = deps.paymentGateway.parseWebhook(raw, headers);
  if (!event) throw new AppError('UNAUTHENTICATED', 'payment webhook signature refused');
  // A gold or insurance order's payment is its module's: its order is the link's reference.
  const receiver = await receiverOf(deps.db, event.reference);
  const received = receiver ? await receiver.receive(deps, event) : await receivePaymentWebhook(deps, event);
  log.info({ eventId: event.eventId, type: event.type, outcome: received.outcome }, 'payment webhook');
  return received;
});
