import {
  generateMobileOtpQuerySchema,
  generateMobileOtpResponseSchema,
  mobileVerificationPaths,
  verifyMobileOtpBodySchema,
  verifyMobileOtpResponseSchema,
} from '@kredo/contract/mobile-verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { sendMobileOtp, verifyMobileOtp } from './mobile-verification.service.ts';

/** Mobile verification for a signed-in borrower (spec paths under `paandu`). */
export const mobileVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mobile verification'];
  const { deps } = app;

  app.get(
    mobileVerificationPaths.generate,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: generateMobileOtpQuerySchema,
        response: { 200: generateMobileOtpResponseSchema },
      },
    },
    (request) => sendMobileOtp(deps, currentSession(request), request.query.mobile, request.ip),
  );

  app.post(
    mobileVerificationPaths.verify,
    {
      config: { refusals: ['OTP_REFUSED', 'CONFLICT'] },
      onRequest: authenticate,
      schema: { tags, body: verifyMobileOtpBodySchema, response: { 200: verifyMobileOtpResponseSchema } },
    },
    (request) => verifyMobileOtp(deps, currentSession(request), request.body.mobile, request.body.otp),
  );
};
