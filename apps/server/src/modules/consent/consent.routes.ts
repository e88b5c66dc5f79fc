import {
  activeOpportunityResponseSchema,
  consentBodySchema,
  consentPaths,
  okResponseSchema,
  opportunityQuerySchema,
  opportunityResponseSchema,
  paFormBodySchema,
  paFormQuerySchema,
  paFormResponseSchema,
  udyamFieldsBodySchema,
  udyamResponseSchema,
  withdrawBodySchema,
  esignRequestQuerySchema,
  sendEsignCodeBodySchema,
  sendEsignCodeResponseSchema,
  unsignedDocsResponseSchema,
  verifyEsignCodeBodySchema,
  verifyEsignCodeResponseSchema,
} from '@kredo/contract/consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { activeOpportunityId, opportunityDetails, recordConsent } from './consent.service.ts';
import { agreementJob, type AgreementJob } from './agreement-job-name.ts';
import { generateAgreement } from './agreement.service.ts';
import { sendEsignCode, unsignedAgreement, verifyEsignCode } from './esign.service.ts';
import { withdrawOffer } from './offer-ending.service.ts';
import { readPaForm, submitPaForm } from './pa-form.service.ts';
import { saveUdyamFields } from './udyam.service.ts';

/** The offer after approval (spec 001 §4.4, §7 hagen and loan-opportunity): read it and answer it. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consent'];
  const { deps } = app;
  deps.jobs.register(agreementJob, (data: AgreementJob) => generateAgreement(deps, data));

  app.get(
    consentPaths.activeOpportunity,
    {
      onRequest: authenticate,
      schema: { tags, response: { 200: activeOpportunityResponseSchema } },
    },
    (request) => activeOpportunityId(deps, currentSession(request).userId),
  );

  app.get(
    consentPaths.opportunity,
    {
      config: { refusals: ['NOT_FOUND'] },
      onRequest: authenticate,
      schema: { tags, querystring: opportunityQuerySchema, response: { 200: opportunityResponseSchema } },
    },
    (request) => opportunityDetails(deps, currentSession(request).userId, request.query.id),
  );

  app.post(
    consentPaths.consent,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: { tags, body: consentBodySchema, response: { 200: okResponseSchema } },
    },
    (request) =>
      recordConsent(deps, currentSession(request).userId, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  app.get(
    consentPaths.paFormRead,
    {
      config: { refusals: ['NOT_FOUND'] },
      onRequest: authenticate,
      schema: { tags, querystring: paFormQuerySchema, response: { 200: paFormResponseSchema } },
    },
    (request) => readPaForm(deps, currentSession(request).userId, request.query.opportunityId),
  );

  app.post(
    consentPaths.paForm,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: { tags, body: paFormBodySchema, response: { 200: okResponseSchema } },
    },
    (request) => submitPaForm(deps, currentSession(request).userId, request.body),
  );

  app.post(
    consentPaths.udyamFields,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: { tags, body: udyamFieldsBodySchema, response: { 200: udyamResponseSchema } },
    },
    (request) => saveUdyamFields(deps, currentSession(request).userId, request.body),
  );

  app.post(
    consentPaths.withdraw,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: { tags, body: withdrawBodySchema, response: { 200: okResponseSchema } },
    },
    (request) => withdrawOffer(deps, currentSession(request).userId, request.body.opportunityId),
  );

  // The e-sign calls (spec 001 §7 shubhsign), under the e-sign service's base.
  app.get(
    consentPaths.unsignedDocs,
    {
      config: { refusals: ['NOT_FOUND'] },
      onRequest: authenticate,
      schema: { tags, querystring: esignRequestQuerySchema, response: { 200: unsignedDocsResponseSchema } },
    },
    (request) => unsignedAgreement(deps, currentSession(request).userId, request.query.request_id),
  );

  app.post(
    consentPaths.sendEsignCode,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'OTP_REFUSED', 'PROVIDER_UNAVAILABLE'] },
      onRequest: authenticate,
      schema: { tags, body: sendEsignCodeBodySchema, response: { 200: sendEsignCodeResponseSchema } },
    },
    (request) => sendEsignCode(deps, currentSession(request).userId, request.body.request_id),
  );

  app.post(
    consentPaths.verifyEsignCode,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'OTP_REFUSED', 'PROVIDER_UNAVAILABLE'] },
      onRequest: authenticate,
      schema: { tags, body: verifyEsignCodeBodySchema, response: { 200: verifyEsignCodeResponseSchema } },
    },
    (request) =>
      verifyEsignCode(deps, currentSession(request).userId, request.body.request_id, request.body.otp),
  );
};
