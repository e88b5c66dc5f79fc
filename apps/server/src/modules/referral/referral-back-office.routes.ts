import {
  backOfficeReferralPaths,
  cashbackParamsSchema,
  referralListSchema,
  referralRowSchema,
  referralsQuerySchema,
} from '@kredo/contract/referral-back-office';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticateStaff, currentStaff } from '../staff/authenticate-staff.ts';
import { payCashbackNow } from './referral-back-office.ts';
import { referralList } from './referral-views.ts';

/** Operations' referrals and cashbacks (staff who view the ledger); paying one now, audited. */
export const referralBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const { deps } = app;

  app.get(
    backOfficeReferralPaths.referrals,
    {
      onRequest: authenticateStaff('viewLedger'),
      schema: { tags, querystring: referralsQuerySchema, response: { 200: referralListSchema } },
    },
    (request) => referralList(deps.db, request.query),
  );

  app.post(
    backOfficeReferralPaths.payCashback,
    {
      onRequest: authenticateStaff('manageReferrals'),
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, params: cashbackParamsSchema, response: { 200: referralRowSchema } },
    },
    (request) => payCashbackNow(deps, request.params.cashbackId, currentStaff(request)),
  );
};
