import {
  loansPaths,
  preApprovedProductsResponseSchema,
  userLoansResponseSchema,
} from '@kredo/contract/loans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { livePreApprovedOffers } from '../loan-products/loan-products.service.ts';
import { registerCloseOfBusiness } from './close-of-business-jobs.ts';
import { userLoans } from './loans.service.ts';

/** The loans area's list (spec 001 §2.10, `GET /kautilya/user-loans`): the signed-in borrower's own. */
export const loansRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCloseOfBusiness(app.deps, (error, what) => app.log.warn({ err: error }, what));
  app.get(
    loansPaths.userLoans,
    {
      onRequest: authenticate,
      schema: { tags: ['loans'], response: { 200: userLoansResponseSchema } },
    },
    async (request) => userLoans(app.deps, currentSession(request).userId),
  );

  // The top-up banner (§2.10): a borrower with an open loan sees the products a lender pre-approved them for.
  app.get(
    loansPaths.preApprovedProducts,
    {
      onRequest: authenticate,
      schema: { tags: ['loans'], response: { 200: preApprovedProductsResponseSchema } },
    },
    async (request) => {
      const { userId } = currentSession(request);
      const open = (await userLoans(app.deps, userId)).loans.some((loan) => !loan.is_closed);
      if (!open) return { preApprovedProducts: [] };
      return {
        preApprovedProducts: await livePreApprovedOffers(app.deps.db, userId, app.deps.clock.businessDate()),
      };
    },
  );
};
