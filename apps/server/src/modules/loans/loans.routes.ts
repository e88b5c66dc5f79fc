import { loansPaths, userLoansResponseSchema } from '@kredo/contract/loans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { registerCloseOfBusiness } from './close-of-business-jobs.ts';
import { userLoans } from './loans.service.ts';

/** The loans area's list (spec 001 §2.10, `GET /kautilya/user-loans`): the signed-in borrower's own. */
export const loansRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCloseOfBusiness(app.deps);
  app.get(
    loansPaths.userLoans,
    {
      onRequest: authenticate,
      schema: { tags: ['loans'], response: { 200: userLoansResponseSchema } },
    },
    async (request) => userLoans(app.deps, currentSession(request).userId),
  );
};
