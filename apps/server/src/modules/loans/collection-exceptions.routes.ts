import { backOfficeLoanPaths, collectionExceptionsSchema } from '@kredo/contract/loan-servicing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticateStaff } from '../staff/authenticate-staff.ts';
import { collectionExceptions } from './collection-exceptions.ts';

/** Operations' list of what collections could not settle by themselves (collection-exceptions.ts). */
export const collectionExceptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    backOfficeLoanPaths.collectionExceptions,
    {
      onRequest: authenticateStaff('viewLedger'),
      schema: { tags: ['back office'], response: { 200: collectionExceptionsSchema } },
    },
    () => collectionExceptions(app.deps),
  );
};
