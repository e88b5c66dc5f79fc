import {
  profilePaths,
  profileSchema,
  userIdParamsSchema,
  userIdQuerySchema,
  userStatusResponseSchema,
} from '@kredo/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { assertOwnUser, authenticate } from '../../lib/authenticate.ts';
import { readProfile, readStatus } from './profile.service.ts';

/** Profile and status (spec paths under `lam` and `lam-profile`): only the token's own userId. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get(
    profilePaths.status,
    {
      preHandler: authenticate,
      schema: { tags, params: userIdParamsSchema, response: { 200: userStatusResponseSchema } },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return readStatus(app.deps, request.params.userId);
    },
  );

  app.get(
    profilePaths.profile,
    {
      preHandler: authenticate,
      schema: { tags, querystring: userIdQuerySchema, response: { 200: profileSchema } },
    },
    (request) => {
      assertOwnUser(request, request.query.userId);
      return readProfile(app.deps, request.query.userId);
    },
  );
};
