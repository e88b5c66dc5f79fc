import {
  actionResponseSchema,
  applicationIdParamsSchema,
  applicationViewSchema,
  approveBodySchema,
  auditResponseSchema,
  backOfficePaths,
  cancelOfferBodySchema,
  cancelOfferResponseSchema,
  documentUrlParamsSchema,
  documentUrlResponseSchema,
  offerActionPermissions,
  offerProgressSchema,
  queueQuerySchema,
  queueResponseSchema,
  rejectBodySchema,
  requestInformationBodySchema,
  resendEsignCodeResponseSchema,
} from '@kredo/contract/back-office';
import type { StaffPermission } from '@kredo/contract/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { auditOf } from '../audit/audit.service.ts';
import { offerProgressOf } from '../consent/offer-progress.service.ts';
import { cancelOfferAsStaff, resendEsignCodeAsStaff } from '../consent/offer-staff-actions.ts';
import { authenticateStaff, currentStaff } from '../staff/authenticate-staff.ts';
import { applicationQueue } from './application-queue.service.ts';
import { applicationView, requireApplication } from './application-view.service.ts';
import { approve, askForInformation, documentUrlFor, reject } from './back-office-actions.service.ts';

/**
 * The back-office console's API: the queue, one application, a document's signed address, the
 * three decisions, the offer after approval with its two actions, and the audit log. Staff tokens only; each route names the permission it needs.
 */
export const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;
  const params = applicationIdParamsSchema;
  /** A decision on one application: the permission it needs and the body it takes. */
  const decisionOptions = <Body>(permission: StaffPermission, body: Body) => ({
    onRequest: authenticateStaff(permission),
    // An application already decided, or moved by someone else meanwhile.
    config: { refusals: ['CONFLICT'] as const },
    schema: { tags, params, body, response: { 200: actionResponseSchema } },
  });

  app.get(
    backOfficePaths.queue,
    {
      onRequest: authenticateStaff('viewApplications'),
      schema: { tags, querystring: queueQuerySchema, response: { 200: queueResponseSchema } },
    },
    (request) => applicationQueue(deps, request.query),
  );

  app.get(
    backOfficePaths.application,
    {
      onRequest: authenticateStaff('viewApplications'),
      schema: { tags, params, response: { 200: applicationViewSchema } },
    },
    (request) => applicationView(deps, request.params.applicationId, currentStaff(request)),
  );

  app.get(
    backOfficePaths.documentUrl,
    {
      onRequest: authenticateStaff('viewDocuments'),
      schema: { tags, params: documentUrlParamsSchema, response: { 200: documentUrlResponseSchema } },
    },
    (request) =>
      documentUrlFor(deps, request.params.applicationId, request.params.documentId, currentStaff(request)),
  );

  app.post(
    backOfficePaths.requestInformation,
    decisionOptions('requestInformation', requestInformationBodySchema),
    (request) => askForInformation(deps, request.params.applicationId, request.body, currentStaff(request)),
  );

  app.post(backOfficePaths.approve, decisionOptions('decide', approveBodySchema), (request) =>
    approve(deps, request.params.applicationId, request.body, currentStaff(request)),
  );

  app.post(backOfficePaths.reject, decisionOptions('decide', rejectBodySchema), (request) =>
    reject(deps, request.params.applicationId, request.body, currentStaff(request)),
  );

  app.get(
    backOfficePaths.audit,
    {
      onRequest: authenticateStaff('viewApplications'),
      schema: { tags, params, response: { 200: auditResponseSchema } },
    },
    async (request) => {
      await requireApplication(deps, request.params.applicationId);
      return { entries: await auditOf(deps.db, request.params.applicationId) };
    },
  );

  app.get(
    backOfficePaths.offer,
    {
      onRequest: authenticateStaff('viewApplications'),
      schema: { tags, params, response: { 200: offerProgressSchema } },
    },
    (request) => offerProgressOf(deps, request.params.applicationId, currentStaff(request).roles),
  );

  app.post(
    backOfficePaths.resendEsignCode,
    {
      onRequest: authenticateStaff(offerActionPermissions.RESEND_ESIGN_CODE),
      // The eSign service's limits answer as they do to the borrower.
      config: { refusals: ['CONFLICT', 'RATE_LIMITED', 'OTP_REFUSED', 'PROVIDER_UNAVAILABLE'] as const },
      schema: { tags, params, response: { 200: resendEsignCodeResponseSchema } },
    },
    (request) => resendEsignCodeAsStaff(deps, request.params.applicationId, currentStaff(request).id),
  );

  app.post(
    backOfficePaths.cancelOffer,
    {
      onRequest: authenticateStaff(offerActionPermissions.CANCEL_OFFER),
      config: { refusals: ['CONFLICT'] as const },
      schema: { tags, params, body: cancelOfferBodySchema, response: { 200: cancelOfferResponseSchema } },
    },
    (request) =>
      cancelOfferAsStaff(deps, request.params.applicationId, currentStaff(request).id, request.body.reason),
  );
};
