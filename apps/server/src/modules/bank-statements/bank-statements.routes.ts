import { availableParallelism } from 'node:os';

import {
  bankingLinkBodySchema,
  bankingLinkResponseSchema,
  bankStatementPaths,
  completeStatementBodySchema,
  completeStatementResponseSchema,
  institutionsBodySchema,
  institutionsResponseSchema,
  MAX_STATEMENT_BYTES,
  openStatementQuerySchema,
  openStatementResponseSchema,
  startStatementBodySchema,
  startStatementResponseSchema,
  transactionCompleteQuerySchema,
  transactionCompleteResponseSchema,
  uploadAllowedResponseSchema,
  uploadStatementBodySchema,
  uploadStatementResponseSchema,
} from '@kredo/contract/bank-statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { assertOwnUser, authenticate, currentSession } from '../../lib/authenticate.ts';
import { createBankingLink, fetchBankStatement, fetchStatementJob } from './bank-links.service.ts';
import { completeStatement, startStatement, transactionComplete } from './bank-statements.service.ts';
import { institutions } from './institutions.ts';
import { openStatementSession, uploadAllowed, uploadStatementFile } from './statement-upload.service.ts';
import { allowConcurrentReads, closeStatementWorkers } from './statement-pdf/run-statement-worker.ts';
import { readFileJob, readStatementFile, type ReadFileJob } from './statement-reading.job.ts';

/** Base64 of the largest statement, in JSON with its session's ids. */
const uploadBodyLimit = Math.ceil(MAX_STATEMENT_BYTES / 3) * 4 + 16 * 1024;

/**
 * Bank statements (spec 000 §4.8, §7): PDF sessions (start, upload, complete), bank links for net
 * banking and Account Aggregator, and the two checks the screens ask. Files are read in the
 * background; the upload waits for the verdict so the borrower hears about a password at once.
 */
export const bankStatementRoutes: FastifyPluginAsyncZod<{ readers?: number | undefined }> = async (
  app,
  options,
) => {
  const tags = ['bank statements'];
  const { deps } = app;
  // Idle statement readers are kept warm for the next file; they go with the app.
  app.addHook('onClose', () => closeStatementWorkers());
  // As many files read at once as the machine has cores, unless configured (STATEMENT_READERS).
  const readers = options.readers ?? availableParallelism();
  allowConcurrentReads(readers);
  deps.jobs.register(readFileJob, (data: ReadFileJob) => readStatementFile(deps, data, app.log), {
    workers: readers,
  });
  deps.jobs.register(fetchStatementJob, (data: { statementId: string; consent: string }) =>
    fetchBankStatement(deps, data),
  );

  app.post(
    bankStatementPaths.institutions,
    {
      onRequest: authenticate,
      schema: { tags, body: institutionsBodySchema, response: { 200: institutionsResponseSchema } },
    },
    async () => ({ institutions: [...institutions] }),
  );

  app.post(
    bankStatementPaths.start,
    {
      onRequest: authenticate,
      schema: { tags, body: startStatementBodySchema, response: { 200: startStatementResponseSchema } },
    },
    async (request) => {
      assertOwnUser(request, request.body.userId);
      return startStatement(deps, request.body.userId, request.body);
    },
  );

  app.post(
    bankStatementPaths.upload,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      bodyLimit: uploadBodyLimit,
      schema: { tags, body: uploadStatementBodySchema, response: { 200: uploadStatementResponseSchema } },
    },
    async (request) => {
      assertOwnUser(request, request.body.userId);
      return uploadStatementFile(deps, request.body.userId, request.body);
    },
  );

  app.get(
    bankStatementPaths.openSession,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: openStatementQuerySchema,
        response: { 200: openStatementResponseSchema },
      },
    },
    async (request) =>
      openStatementSession(deps, currentSession(request).userId, request.query.institutionId),
  );

  app.post(
    bankStatementPaths.complete,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: { tags, body: completeStatementBodySchema, response: { 200: completeStatementResponseSchema } },
    },
    async (request) => {
      assertOwnUser(request, request.body.userId);
      return completeStatement(deps, request.body.userId, request.body);
    },
  );

  app.post(
    bankStatementPaths.bankingLink,
    {
      onRequest: authenticate,
      schema: { tags, body: bankingLinkBodySchema, response: { 200: bankingLinkResponseSchema } },
    },
    async (request) => createBankingLink(deps, currentSession(request).userId, request.body),
  );

  app.get(
    bankStatementPaths.uploadAllowed,
    { onRequest: authenticate, schema: { tags, response: { 200: uploadAllowedResponseSchema } } },
    async (request) => ({ status: await uploadAllowed(deps, currentSession(request).userId) }),
  );

  app.get(
    bankStatementPaths.transactionComplete,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: transactionCompleteQuerySchema,
        response: { 200: transactionCompleteResponseSchema },
      },
    },
    async (request) => transactionComplete(deps, currentSession(request).userId, request.query.txnId),
  );
};
