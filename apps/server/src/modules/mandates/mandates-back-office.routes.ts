import {
  backOfficeMandatePaths,
  cancelMandateBodySchema,
  collectedScanBodySchema,
  mandateDetailSchema,
  mandateIdParamsSchema,
  mandateQueueQuerySchema,
  mandateQueueResponseSchema,
  rejectMandateBodySchema,
  scanUrlResponseSchema,
} from '@kredo/contract/mandates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticateStaff, currentStaff } from '../staff/authenticate-staff.ts';
import {
  acceptMandate,
  cancelMandate,
  mandateDetail,
  mandateQueue,
  mandateScanUrl,
  refreshMandate,
  rejectMandate,
  uploadCollectedScan,
} from './mandate-staff.service.ts';

/** The operations' mandate queue and its actions; staff with `manageMandates` only, every action audited. */
export const mandateBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;
  const params = mandateIdParamsSchema;
  const onRequest = authenticateStaff('manageMandates');
  const report = (error: unknown) => app.log.warn({ err: error }, 'mandate provider call failed');
  const action = {
    onRequest,
    config: { refusals: ['NOT_FOUND', 'CONFLICT'] as const },
  };

  app.get(
    backOfficeMandatePaths.queue,
    {
      onRequest,
      schema: { tags, querystring: mandateQueueQuerySchema, response: { 200: mandateQueueResponseSchema } },
    },
    (request) => mandateQueue(deps, request.query.view),
  );

  app.get(
    backOfficeMandatePaths.mandate,
    { ...action, schema: { tags, params, response: { 200: mandateDetailSchema } } },
    (request) => mandateDetail(deps, request.params.mandateId),
  );

  app.get(
    backOfficeMandatePaths.scanUrl,
    { ...action, schema: { tags, params, response: { 200: scanUrlResponseSchema } } },
    (request) => mandateScanUrl(deps, request.params.mandateId, currentStaff(request)),
  );

  app.post(
    backOfficeMandatePaths.accept,
    { ...action, schema: { tags, params, response: { 200: mandateDetailSchema } } },
    (request) => acceptMandate(deps, request.params.mandateId, currentStaff(request), report),
  );

  app.post(
    backOfficeMandatePaths.reject,
    {
      ...action,
      schema: { tags, params, body: rejectMandateBodySchema, response: { 200: mandateDetailSchema } },
    },
    (request) => rejectMandate(deps, request.params.mandateId, currentStaff(request), request.body),
  );

  app.post(
    backOfficeMandatePaths.cancel,
    {
      ...action,
      schema: { tags, params, body: cancelMandateBodySchema, response: { 200: mandateDetailSchema } },
    },
    (request) =>
      cancelMandate(deps, request.params.mandateId, currentStaff(request), request.body.note, report),
  );

  app.post(
    backOfficeMandatePaths.refresh,
    {
      ...action,
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'PROVIDER_UNAVAILABLE'] as const },
      schema: { tags, params, response: { 200: mandateDetailSchema } },
    },
    (request) => refreshMandate(deps, request.params.mandateId, currentStaff(request)),
  );

  app.post(
    backOfficeMandatePaths.collectedScan,
    {
      ...action,
      config: {
        refusals: [
          'NOT_FOUND',
          'CONFLICT',
          'PAYLOAD_TOO_LARGE',
          'UNSUPPORTED_MEDIA_TYPE',
          'S3_LIMIT',
        ] as const,
      },
      bodyLimit: 8 * 1024 * 1024,
      schema: { tags, params, body: collectedScanBodySchema, response: { 200: mandateDetailSchema } },
    },
    (request) => uploadCollectedScan(deps, request.params.mandateId, currentStaff(request), request.body),
  );
};
