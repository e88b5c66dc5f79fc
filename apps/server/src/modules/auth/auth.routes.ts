import {
  authPaths,
  forgotEmailBodySchema,
  forgotEmailResponseSchema,
  forgotEmailUpdateBodySchema,
  forgotEmailUpdateResponseSchema,
  googleSigninBodySchema,
  googleSigninConfigResponseSchema,
  googleSigninResponseSchema,
  signinBodySchema,
  signinInitiateQuerySchema,
  signinInitiateResponseSchema,
  signinResponseSchema,
} from '@kredo/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { noContent } from '../../lib/openapi.ts';
import { completeSignin, initiateSignin } from './auth.service.ts';
import { completeEmailUpdate, requestEmailUpdate } from './forgot-email.service.ts';
import { bearerCredential, signInWithGoogle } from './google-signin.service.ts';

/** Sign-in and session routes (spec paths under `hagrid`). Mounted at the root; paths carry their base. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sign-in'];
  const { deps } = app;

  app.get(
    authPaths.signinInitiate,
    {
      config: { refusals: ['NOT_FOUND'] },
      schema: {
        tags,
        querystring: signinInitiateQuerySchema,
        response: { 200: signinInitiateResponseSchema },
      },
    },
    (request) => initiateSignin(deps, request.query, request.ip),
  );

  app.post(
    authPaths.signin,
    {
      config: { refusals: ['UNAUTHENTICATED', 'NOT_FOUND'] },
      schema: { tags, body: signinBodySchema, response: { 200: signinResponseSchema } },
    },
    (request) => completeSignin(deps, request.body),
  );

  // The Google credential comes as the bearer token; it is not one of our sessions.
  app.post(
    authPaths.googleSignin,
    {
      config: { refusals: ['CREDENTIAL_REFUSED'] },
      schema: { tags, body: googleSigninBodySchema, response: { 200: googleSigninResponseSchema } },
    },
    (request) => signInWithGoogle(app.deps, bearerCredential(request.headers.authorization), request.body),
  );

  app.get(
    authPaths.googleSigninConfig,
    { schema: { tags, response: { 200: googleSigninConfigResponseSchema } } },
    () => {
      const { identity, sandboxIdentity } = deps;
      if (identity.clientId) return { provider: 'google' as const, clientId: identity.clientId };
      return { provider: sandboxIdentity ? ('sandbox' as const) : ('unavailable' as const) };
    },
  );

  app.post(
    authPaths.forgotEmail,
    {
      config: { refusals: ['NOT_FOUND'] },
      schema: { tags, body: forgotEmailBodySchema, response: { 200: forgotEmailResponseSchema } },
    },
    (request) => requestEmailUpdate(deps, request.body, request.ip),
  );

  app.post(
    authPaths.forgotEmailUpdate,
    {
      config: { refusals: ['UNAUTHENTICATED', 'FORBIDDEN'] },
      schema: { tags, body: forgotEmailUpdateBodySchema, response: { 200: forgotEmailUpdateResponseSchema } },
    },
    (request) => completeEmailUpdate(deps, bearerCredential(request.headers.authorization), request.body),
  );

  app.post(
    authPaths.logout,
    { onRequest: authenticate, schema: { tags, response: { 204: noContent } } },
    async (request, reply) => {
      await app.deps.sessions.revoke(currentSession(request).sessionId);
      return reply.code(204).send();
    },
  );
};
