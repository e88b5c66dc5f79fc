import { devBase, devPaths, staffTotpQuerySchema, staffTotpResponseSchema } from '@kredo/contract/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { currentTotpCodeOf } from '../staff/staff-demo.ts';

/**
 * Sandbox only: the code a staff member's authenticator shows now, by the app's clock, so demos
 * and browser tests sign in to the console without a phone.
 */
export const staffTotpDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    devPaths.staffTotp.slice(devBase.length),
    {
      schema: {
        tags: ['dev (sandbox only)'],
        querystring: staffTotpQuerySchema,
        response: { 200: staffTotpResponseSchema },
      },
    },
    (request) => currentTotpCodeOf(app.deps, request.query.email),
  );
};
