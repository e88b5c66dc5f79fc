import {
  staffAuthPaths,
  staffMemberSchema,
  staffSessionResponseSchema,
  staffSignInBodySchema,
  staffSignInResponseSchema,
  staffTotpBodySchema,
} from '@kredo/contract/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { noContent } from '../../lib/openapi.ts';
import { authenticateStaff, currentStaff } from './authenticate-staff.ts';
import { primeDummyHash } from './staff-passwords.ts';
import { finishStaffSignIn, signOutStaff, startStaffSignIn } from './staff.service.ts';

/** Staff sign-in: e-mail and password, then a TOTP code, for a staff token; sign-out; who am I. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office: staff sign-in'];
  const { deps } = app;
  void primeDummyHash();

  app.post(
    staffAuthPaths.signIn,
    {
      config: { refusals: ['UNAUTHENTICATED'] },
      schema: { tags, body: staffSignInBodySchema, response: { 200: staffSignInResponseSchema } },
    },
    (request) => startStaffSignIn(deps, request.body),
  );

  app.post(
    staffAuthPaths.verifyTotp,
    {
      config: { refusals: ['UNAUTHENTICATED'] },
      schema: { tags, body: staffTotpBodySchema, response: { 200: staffSessionResponseSchema } },
    },
    (request) => finishStaffSignIn(deps, request.body),
  );

  app.post(
    staffAuthPaths.signOut,
    { onRequest: authenticateStaff(), schema: { tags, response: { 204: noContent } } },
    async (request, reply) => {
      const staff = currentStaff(request);
      await signOutStaff(deps, { staffId: staff.id, sessionId: staff.sessionId });
      return reply.code(204).send();
    },
  );

  app.get(
    staffAuthPaths.me,
    { onRequest: authenticateStaff(), schema: { tags, response: { 200: staffMemberSchema } } },
    (request) => {
      const { id, email, name, roles } = currentStaff(request);
      return { id, email, name, roles };
    },
  );
};
