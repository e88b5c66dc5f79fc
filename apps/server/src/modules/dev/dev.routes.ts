import {
  advanceClockSchema,
  clockStateSchema,
  closeOfBusinessRunSchema,
  devBase,
  devPaths,
  identityCredentialBodySchema,
  identityCredentialResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  sampleEvidenceBodySchema,
  sampleEvidenceResponseSchema,
  testMessageResponseSchema,
  testMessageSchema,
} from '@kredo/contract/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { lastEndedDay, runCloseOfBusiness } from '../loans/close-of-business-jobs.ts';
import { resumeDisbursals } from '../loans/resume-disbursals.ts';
import { listOutbox } from '../notifications/notifications.service.ts';
import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { addSampleEvidence, advanceClock, issueSandboxCredential, readClock } from './dev.service.ts';
import { kycSandboxRoutes } from './kyc-sandbox.routes.ts';
import { sqlStatementsDevRoutes } from './sql-statements.routes.ts';
import { staffTotpDevRoutes } from './staff-totp.routes.ts';

/** Route paths relative to the plugin's prefix (`devBase`). */
const path = (full: string) => full.slice(devBase.length);

/** Sandbox-only routes. The app registers this plugin only in sandbox mode, so production answers 404. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dev (sandbox only)'];
  await app.register(kycSandboxRoutes);
  await app.register(staffTotpDevRoutes);
  await app.register(sqlStatementsDevRoutes);

  app.get(
    '/outbox',
    { schema: { tags, querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
    (request) => listOutbox(app.deps.db, request.query),
  );

  // Sends through the real notification path (provider, delivery log), as an operator's "send a test message".
  app.post(
    path(devPaths.testMessage),
    { schema: { tags, body: testMessageSchema, response: { 201: testMessageResponseSchema } } },
    async (request, reply) => {
      const result = await app.deps.notifier.send({ ...request.body, template: 'dev-test-message' });
      return reply.code(201).send(result);
    },
  );

  // The sandbox issuer's keys and credentials, only while it stands in for Google.
  const { sandboxIdentity } = app.deps;
  if (sandboxIdentity) {
    app.get(path(devPaths.identityJwks), { schema: { tags } }, () => sandboxIdentity.jwks());
    app.post(
      path(devPaths.identityCredential),
      {
        schema: {
          tags,
          body: identityCredentialBodySchema,
          response: { 200: identityCredentialResponseSchema },
        },
      },
      async (request) => ({ credential: await issueSandboxCredential(sandboxIdentity, request.body) }),
    );
  }

  // Stands in for the Documents and Bank Statement steps for the signed-in borrower.
  app.post(
    path(devPaths.sampleEvidence),
    {
      onRequest: authenticate,
      schema: {
        tags,
        body: sampleEvidenceBodySchema,
        response: { 201: sampleEvidenceResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addSampleEvidence(app.deps, currentSession(request).userId, request.body)),
  );

  app.get(path(devPaths.clock), { schema: { tags, response: { 200: clockStateSchema } } }, () =>
    readClock(app.deps.clock),
  );

  app.post(
    '/clock',
    { schema: { tags, body: advanceClockSchema, response: { 200: clockStateSchema } } },
    (request) => advanceClock(app.deps.db, app.deps.clock, request.body.advanceMs),
  );

  // The day's close without waiting for the minute's clock, and the loan sweep after it (the
  // presentations it filed, payouts, payments and refunds): for journeys and demos.
  app.post(
    path(devPaths.closeOfBusiness),
    { schema: { tags, response: { 200: closeOfBusinessRunSchema } } },
    async (request) => {
      const through = lastEndedDay(app.deps);
      const loanDays = await runCloseOfBusiness(app.deps, through);
      await resumeDisbursals(app.deps, (error) => request.log.warn({ err: error }, 'loan sweep step failed'));
      return { through, loanDays };
    },
  );
};
