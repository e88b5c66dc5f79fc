import {
  appointmentQuerySchema,
  appointmentStateSchema,
  bookAppointmentBodySchema,
  bookAppointmentResponseSchema,
  captchaQuerySchema,
  completeDigilockerBodySchema,
  completeDigilockerResponseSchema,
  generateOkycOtpBodySchema,
  generateOkycOtpResponseSchema,
  initiateDigilockerBodySchema,
  initiateDigilockerResponseSchema,
  kycPaths,
  kycResultResponseSchema,
  okycSessionResponseSchema,
  validateOkycOtpBodySchema,
} from '@kredo/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { assertOwnUser, authenticate, currentSession } from '../../lib/authenticate.ts';
import { appointmentState, bookAppointment } from './appointment.service.ts';
import { completeDigilocker, initiateDigilocker } from './digilocker.service.ts';
import { generateOkycOtp, initiateOkyc, refreshOkycCaptcha, validateOkycOtp } from './okyc.service.ts';

const initiateQuerySchema = z.object({ userId: z.optional(z.uuid()) });

/**
 * KYC (spec 000 §4.6, §7): Aadhaar OKYC (captcha, OTP, e-KYC), DigiLocker's e-Aadhaar and the
 * appointment for physical documents. Every call is the signed-in borrower's own: a userId must
 * be theirs, and so must the session_id.
 */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['kyc'];
  const { deps } = app;

  app.get(
    kycPaths.initiateOkyc,
    {
      onRequest: authenticate,
      schema: { tags, querystring: initiateQuerySchema, response: { 200: okycSessionResponseSchema } },
    },
    (request) => {
      const userId = request.query.userId ?? currentSession(request).userId;
      assertOwnUser(request, userId);
      return initiateOkyc(deps, userId);
    },
  );

  app.get(
    kycPaths.captcha,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: { tags, querystring: captchaQuerySchema, response: { 200: okycSessionResponseSchema } },
    },
    (request) => refreshOkycCaptcha(deps, currentSession(request).userId, request.query.session_id),
  );

  app.post(
    kycPaths.generateOtp,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: { tags, body: generateOkycOtpBodySchema, response: { 200: generateOkycOtpResponseSchema } },
    },
    (request) => {
      assertOwnUser(request, request.body.userId);
      return generateOkycOtp(deps, request.body.userId, request.body);
    },
  );

  app.post(
    kycPaths.validateOtp,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'OTP_REFUSED'] },
      onRequest: authenticate,
      schema: { tags, body: validateOkycOtpBodySchema, response: { 200: kycResultResponseSchema } },
    },
    (request) => {
      assertOwnUser(request, request.body.userId);
      return validateOkycOtp(deps, request.body.userId, request.body);
    },
  );

  app.post(
    kycPaths.initiateDigilocker,
    {
      onRequest: authenticate,
      schema: {
        tags,
        body: initiateDigilockerBodySchema,
        response: { 200: initiateDigilockerResponseSchema },
      },
    },
    (request) => {
      assertOwnUser(request, request.body.userId);
      return initiateDigilocker(deps, request.body.userId, request.body.invoker);
    },
  );

  app.post(
    kycPaths.completeDigilocker,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: {
        tags,
        body: completeDigilockerBodySchema,
        response: { 200: completeDigilockerResponseSchema },
      },
    },
    (request) => {
      assertOwnUser(request, request.body.userId);
      return completeDigilocker(deps, request.body.userId, request.body);
    },
  );

  app.get(
    kycPaths.appointment,
    {
      onRequest: authenticate,
      schema: { tags, querystring: appointmentQuerySchema, response: { 200: appointmentStateSchema } },
    },
    (request) => {
      assertOwnUser(request, request.query.userId);
      return appointmentState(deps, request.query.userId);
    },
  );

  app.post(
    kycPaths.appointment,
    {
      onRequest: authenticate,
      schema: { tags, body: bookAppointmentBodySchema, response: { 200: bookAppointmentResponseSchema } },
    },
    (request) => {
      assertOwnUser(request, request.body.userId);
      return bookAppointment(deps, request.body.userId, request.body);
    },
  );
};
