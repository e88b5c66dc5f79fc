import { messages } from '@kredo/contract/messages';
import { profilePaths, profileSchema, userIdQuerySchema } from '@kredo/contract/profile';
import {
  profileDataResponseSchema,
  saveProfileBodySchema,
  saveProfileResponseSchema,
} from '@kredo/contract/application-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { assertOwnUser, authenticate, currentSession } from '../../lib/authenticate.ts';
import {
  readProfile,
  readProfileData,
  runAccountVerification,
  saveProfile,
  verifyBankAccountJob,
  type VerifyBankAccountJob,
} from './profile.service.ts';

/** The borrower's profile: only the token's own userId (spec paths under `lam-profile` and `paandu`). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  const { deps } = app;
  deps.jobs.register(verifyBankAccountJob, (data: VerifyBankAccountJob) =>
    runAccountVerification(deps, data),
  );

  app.get(
    profilePaths.profile,
    {
      config: { refusals: ['NOT_FOUND'] },
      onRequest: authenticate,
      schema: { tags, querystring: userIdQuerySchema, response: { 200: profileSchema } },
    },
    (request) => {
      assertOwnUser(request, request.query.userId);
      return readProfile(app.deps, request.query.userId);
    },
  );

  app.get(
    profilePaths.applicationProfile,
    { onRequest: authenticate, schema: { tags, response: { 200: profileDataResponseSchema } } },
    async (request) => ({ profileData: await readProfileData(app.deps, currentSession(request).userId) }),
  );

  // The spec sends userId as a query parameter; the token decides whose profile it is, and a
  // userId that names someone else is refused.
  app.post(
    profilePaths.applicationProfile,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        querystring: z.partial(userIdQuerySchema),
        body: saveProfileBodySchema,
        response: { 200: saveProfileResponseSchema },
      },
    },
    async (request) => {
      const userId = request.query.userId ?? currentSession(request).userId;
      assertOwnUser(request, userId);
      const profileData = await saveProfile(app.deps, userId, request.body);
      return { message: messages.profileUpdated, profileData };
    },
  );
};
