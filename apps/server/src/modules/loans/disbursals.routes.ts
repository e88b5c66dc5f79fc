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
import { text } from '@kredo/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { AppError } from '../../lib/app-error.ts';
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
 * The payout provider's webhook: its own JSON parser keeps the raw body, whose HMAC the provider
 * checks. A forged delivery is refused (401) and changes nothing; a verified one is acknowledged
 * once applied, a redelivery at once.
 */
export const payoutWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The sandbox's signing secret is read before the first delivery can come (a real service's is configuration).
  await deps.sandboxPayout?.webhookSecret();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    payoutWebhookPath,
    {
      config: { refusals: ['UNAUTHENTICATED'] },
      schema: {
        tags: ['webhooks'],
        body: text().check(z.maxLength(64 * 1024)),
        response: { 200: z.object({ ok: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const event = (() => {
        try {
          return deps.payout.parseWebhook(request.body, request.headers);
        } catch (error) {
          // A forged or unreadable delivery is refused; an outage (the sender retries) is not.
          if (error instanceof AppError && (error.code === 'FORBIDDEN' || error.code === 'VALIDATION_FAILED'))
            throw new AppError('UNAUTHENTICATED', 'payout webhook signature refused');
          throw error;
        }
      })();
      const received = await receivePayoutWebhook(deps, event);
      // A loan just opened: its borrower is told now (the sweep would within a minute).
      if (received.outcome === 'moved' && event.payout.status === 'processed')
        await welcomeNewLoans(deps, (error) =>
          request.log.warn({ err: error }, 'loan paid-out message failed'),
        );
      request.log.info(
        { eventId: event.eventId, status: event.payout.status, outcome: received.outcome },
        'payout webhook',
      );
      return { ok: true as const, duplicate: received.duplicate };
    },
  );
};
