import {
  backOfficeDisbursalPaths,
  decideDisbursalBodySchema,
  disbursalIdParamsSchema,
  disbursalQueueQuerySchema,
  disbursalQueueResponseSchema,
  disbursalSchema,
  proposeDisbursalBodySchema,
  rejectDisbursalBodySchema,
} from '@kredo/contract/disbursals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AppError } from '../../lib/app-error.ts';
import { signedWebhookRoute } from '../../lib/signed-webhook-route.ts';
import { payoutWebhookPath } from '../../providers/payout/index.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { authenticateStaff, currentStaff } from '../staff/authenticate-staff.ts';
import { approveDisbursal, proposeDisbursal, rejectDisbursal } from './disbursal.service.ts';
import { disbursalQueue, disbursalView } from './disbursal-queue.service.ts';
import { welcomeNewLoans } from './loan-welcome.ts';
import { receivePayoutWebhook, refreshPayout } from './payout-reports.ts';

/** Operations' disbursals, maker-checker; staff with `disburse` only, every action audited. */
export const disbursalBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;
  const params = disbursalIdParamsSchema;
  const onRequest = authenticateStaff('disburse');
  const config = { refusals: ['NOT_FOUND', 'CONFLICT'] as const };
  const report = (error: unknown) =>
    app.log.warn({ err: error }, 'payout request failed; the sweep retries it');

  app.get(
    backOfficeDisbursalPaths.queue,
    {
      onRequest,
      schema: {
        tags,
        querystring: disbursalQueueQuerySchema,
        response: { 200: disbursalQueueResponseSchema },
      },
    },
    (request) => disbursalQueue(deps.db, request.query.view),
  );

  app.post(
    backOfficeDisbursalPaths.propose,
    {
      onRequest,
      config,
      schema: { tags, body: proposeDisbursalBodySchema, response: { 200: disbursalSchema } },
    },
    (request) => proposeDisbursal(deps, currentStaff(request), request.body),
  );

  app.get(
    backOfficeDisbursalPaths.disbursal,
    { onRequest, config, schema: { tags, params, response: { 200: disbursalSchema } } },
    (request) => disbursalView(deps.db, request.params.disbursalId),
  );

  app.post(
    backOfficeDisbursalPaths.approve,
    {
      onRequest,
      config,
      schema: { tags, params, body: decideDisbursalBodySchema, response: { 200: disbursalSchema } },
    },
    (request) =>
      approveDisbursal(deps, request.params.disbursalId, currentStaff(request), request.body.note, report),
  );

  app.post(
    backOfficeDisbursalPaths.reject,
    {
      onRequest,
      config,
      schema: { tags, params, body: rejectDisbursalBodySchema, response: { 200: disbursalSchema } },
    },
    (request) => rejectDisbursal(deps, request.params.disbursalId, currentStaff(request), request.body.note),
  );

  app.post(
    backOfficeDisbursalPaths.refresh,
    {
      onRequest,
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'PROVIDER_UNAVAILABLE'] as const },
      schema: { tags, params, response: { 200: disbursalSchema } },
    },
    async (request) => {
      const { disbursalId } = request.params;
      const view = await disbursalView(deps.db, disbursalId);
      const outcome = await refreshPayout(deps, disbursalId);
      await recordAudit(deps.db, {
        at: deps.clock.now(),
        staffId: currentStaff(request).id,
        action: 'REFRESH_DISBURSAL',
        details: { disbursalId, outcome },
      });
      return outcome === 'ignored' ? view : disbursalView(deps.db, disbursalId);
    },
  );
};

/**
 * The payout provider's webhook: verified (a forgery or unreadable body refused with 401 and
 * changing nothing; an outage, which the sender retries, is not), applied once, a redelivery
 * acknowledged at once. A loan just opened has its borrower told at once.
 */
const payoutWebhook = signedWebhookRoute(payoutWebhookPath, async (deps, raw, headers, log) => {
  const event = (() => {
    try {
      return deps.payout.parseWebhook(raw, headers);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'FORBIDDEN' || error.code === 'VALIDATION_FAILED'))
        throw new AppError('UNAUTHENTICATED', 'payout webhook signature refused');
      throw error;
    }
  })();
  const received = await receivePayoutWebhook(deps, event);
  if (received.outcome === 'moved' && event.payout.status === 'processed')
    await welcomeNewLoans(deps, (error) => log.warn({ err: error }, 'loan paid-out message failed'));
  log.info(
    { eventId: event.eventId, status: event.payout.status, outcome: received.outcome },
    'payout webhook',
  );
  return received;
});

export const payoutWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  // The sandbox's signing secret is read before the first delivery can come (a real service's is configuration).
  await app.deps.sandboxPayout?.webhookSecret();
  await app.register(payoutWebhook);
};
