import {
  bookNachAppointmentBodySchema,
  bookNachAppointmentResponseSchema,
  documentCollectionModesQuerySchema,
  documentCollectionModesResponseSchema,
  initiateNachBodySchema,
  initiateNachResponseSchema,
  mandatePaths,
  nachAppointmentQuerySchema,
  nachAppointmentStateSchema,
  uploadSignedPaperNachBodySchema,
  uploadSignedPaperNachResponseSchema,
} from '@kredo/contract/mandates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AppError } from '../../lib/app-error.ts';
import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { mandateWebhookPath } from '../../providers/mandate/index.ts';
import { documentCollectionModes, initiateNach, uploadSignedPaperNach } from './mandate-borrower.service.ts';
import { bookNachAppointment, nachAppointmentState } from './nach-appointment.service.ts';
import { signedWebhookRoute } from '../../lib/signed-webhook-route.ts';
import { receiveDebitEvent } from '../loans/nach-presentations.ts';
import { receiveWebhook } from './provider-reports.ts';

/** The repayment step (spec 001 §2.6-2.7, §7): the modes, the NACH link, the signed form, the agent's visit. */
export const mandateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mandates'];
  const { deps } = app;

  app.get(
    mandatePaths.documentCollectionModes,
    {
      config: { refusals: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'] },
      onRequest: authenticate,
      schema: {
        tags,
        querystring: documentCollectionModesQuerySchema,
        response: { 200: documentCollectionModesResponseSchema },
      },
    },
    (request) => documentCollectionModes(deps, currentSession(request).userId, request.query),
  );

  app.post(
    mandatePaths.initiateNach,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'ENACH_NOT_ELIGIBLE', 'PROVIDER_UNAVAILABLE'] },
      onRequest: authenticate,
      schema: { tags, body: initiateNachBodySchema, response: { 200: initiateNachResponseSchema } },
    },
    (request) => initiateNach(deps, currentSession(request).userId, request.body, request.headers.host),
  );

  app.post(
    mandatePaths.uploadSignedPaperNach,
    {
      config: {
        refusals: [
          'NOT_FOUND',
          'CONFLICT',
          'FORBIDDEN',
          'PAYLOAD_TOO_LARGE',
          'UNSUPPORTED_MEDIA_TYPE',
          'S3_LIMIT',
        ],
      },
      bodyLimit: 8 * 1024 * 1024,
      onRequest: authenticate,
      schema: {
        tags,
        body: uploadSignedPaperNachBodySchema,
        response: { 200: uploadSignedPaperNachResponseSchema },
      },
    },
    (request) => uploadSignedPaperNach(deps, currentSession(request).userId, request.body),
  );

  app.get(
    mandatePaths.nachAppointment,
    {
      config: { refusals: ['NOT_FOUND'] },
      onRequest: authenticate,
      schema: {
        tags,
        querystring: nachAppointmentQuerySchema,
        response: { 200: nachAppointmentStateSchema },
      },
    },
    (request) => nachAppointmentState(deps, currentSession(request).userId, request.query.opportunityId),
  );

  app.post(
    mandatePaths.nachAppointment,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: {
        tags,
        body: bookNachAppointmentBodySchema,
        response: { 200: bookNachAppointmentResponseSchema },
      },
    },
    (request) => bookNachAppointment(deps, currentSession(request).userId, request.body),
  );

  await app.register(mandateWebhookRoute);
};

/**
 * The mandate service's webhook: verified (a forgery refused and changing nothing), recorded and
 * applied once, a redelivery acknowledged at once. A debit's report belongs to the loan it collects
 * for; a mandate's to the mandate.
 */
const mandateWebhookRoute = signedWebhookRoute(mandateWebhookPath, async (deps, raw, headers, log) => {
  const event = deps.mandate.parseWebhook(raw, headers);
  if (!event) throw new AppError('UNAUTHENTICATED', 'mandate webhook signature refused');
  const received =
    event.kind === 'debit' ? await receiveDebitEvent(deps, event) : await receiveWebhook(deps, event, raw);
  log.info({ eventId: event.eventId, status: event.status, outcome: received.outcome }, 'mandate webhook');
  return received;
});
