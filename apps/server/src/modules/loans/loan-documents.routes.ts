import { loanDocumentBodySchema, loanDocumentSchema, loanPaymentPaths } from '@kredo/contract/loan-payments';
import { loansPaths } from '@kredo/contract/loans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import {
  acceptedKfsOf,
  generateNoc,
  signedAgreementOf,
  statementOfAccount,
} from './loan-documents.service.ts';

/**
 * A loan's documents for its borrower (spec 001 §4.9, §7): the signed loan agreement, the Key
 * Fact Statement it was accepted on, the statement of account, and the No Objection Certificate
 * once the loan is closed (`POST /lender-push/generate-noc`), each answered as `fileName` and
 * base64 `pdfData`. Only the borrower's own loan; another's is not found.
 */
export const loanDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['loans'];
  const { deps } = app;
  const schema = { tags, body: loanDocumentBodySchema, response: { 200: loanDocumentSchema } };

  app.post(
    loansPaths.signedAgreement,
    { onRequest: authenticate, config: { refusals: ['NOT_FOUND'] }, schema },
    (request) => signedAgreementOf(deps, currentSession(request).userId, request.body.loan_id),
  );

  app.post(
    loansPaths.keyFactStatement,
    { onRequest: authenticate, config: { refusals: ['NOT_FOUND'] }, schema },
    (request) => acceptedKfsOf(deps, currentSession(request).userId, request.body.loan_id),
  );

  app.post(
    loanPaymentPaths.statement,
    { onRequest: authenticate, config: { refusals: ['NOT_FOUND'] }, schema },
    (request) => statementOfAccount(deps, currentSession(request).userId, request.body.loan_id),
  );

  app.post(
    loanPaymentPaths.generateNoc,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'CONFLICT', 'PROVIDER_UNAVAILABLE'] },
      schema,
    },
    (request) => generateNoc(deps, currentSession(request).userId, request.body.loan_id),
  );
};
