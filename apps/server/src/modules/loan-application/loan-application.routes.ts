import {
  allowNewApplicationResponseSchema,
  applicationFieldsResponseSchema,
  createApplicationBodySchema,
  createApplicationResponseSchema,
  eligibleProductsResponseSchema,
  kycModesResponseSchema,
  latestApplicationStatusQuerySchema,
  latestApplicationStatusResponseSchema,
  loanApplicationPaths,
  loanBoundaryResponseSchema,
  loanRequirementBodySchema,
  loanRequirementResponseSchema,
  productCodeQuerySchema,
} from '@kredo/contract/loan-application';
import { messages } from '@kredo/contract/messages';
import { profilePaths, userIdParamsSchema, userStatusResponseSchema } from '@kredo/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { assertOwnUser, authenticate, currentSession } from '../../lib/authenticate.ts';
import {
  allowNewApplication,
  changeLoanRequirement,
  createApplication,
  eligibleProducts,
  fieldsForProduct,
  kycModesOf,
  latestApplication,
  loanBoundary,
  readStatus,
} from './loan-application.service.ts';

/** Status, products, the application form's fields and boundaries, and applying (spec 000 §7). */
export const loanApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['loan-application'];
  const { deps } = app;
  const userIdOf = (request: Parameters<typeof currentSession>[0]) => currentSession(request).userId;

  app.get(
    profilePaths.status,
    {
      onRequest: authenticate,
      schema: { tags, params: userIdParamsSchema, response: { 200: userStatusResponseSchema } },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return readStatus(deps, request.params.userId);
    },
  );

  for (const path of [loanApplicationPaths.eligibleProducts, loanApplicationPaths.eligibleProductsAlias]) {
    app.get(
      path,
      { onRequest: authenticate, schema: { tags, response: { 200: eligibleProductsResponseSchema } } },
      (request) => eligibleProducts(deps, userIdOf(request)),
    );
  }

  app.get(
    loanApplicationPaths.applicationFields,
    {
      config: { refusals: ['NOT_FOUND'] },
      onRequest: authenticate,
      schema: {
        tags,
        querystring: productCodeQuerySchema,
        response: { 200: applicationFieldsResponseSchema },
      },
    },
    (request) => fieldsForProduct(deps, userIdOf(request), request.query.productCode),
  );

  app.get(
    loanApplicationPaths.loanBoundary,
    {
      config: { refusals: ['NOT_FOUND'] },
      onRequest: authenticate,
      schema: { tags, querystring: productCodeQuerySchema, response: { 200: loanBoundaryResponseSchema } },
    },
    (request) => loanBoundary(deps, userIdOf(request), request.query.productCode),
  );

  app.get(
    loanApplicationPaths.kycModes,
    {
      config: { refusals: ['NOT_FOUND'] },
      onRequest: authenticate,
      schema: { tags, querystring: productCodeQuerySchema, response: { 200: kycModesResponseSchema } },
    },
    (request) => kycModesOf(deps, userIdOf(request), request.query.productCode),
  );

  app.get(
    loanApplicationPaths.allowNewApplication,
    { onRequest: authenticate, schema: { tags, response: { 200: allowNewApplicationResponseSchema } } },
    (request) => allowNewApplication(deps, userIdOf(request)),
  );

  app.get(
    loanApplicationPaths.latestApplicationStatus,
    {
      onRequest: authenticate,
      schema: {
        tags,
        querystring: latestApplicationStatusQuerySchema,
        response: { 200: latestApplicationStatusResponseSchema },
      },
    },
    (request) => latestApplication(deps, userIdOf(request)),
  );

  app.post(
    loanApplicationPaths.createApplication,
    {
      config: { refusals: ['CONFLICT', 'APPLICATION_REFUSED'] },
      onRequest: authenticate,
      schema: { tags, body: createApplicationBodySchema, response: { 200: createApplicationResponseSchema } },
    },
    async (request) => {
      assertOwnUser(request, request.body.userId);
      const application = await createApplication(deps, request.body.userId, request.body);
      return { message: messages.applicationComplete, application };
    },
  );

  app.post(
    loanApplicationPaths.loanRequirement,
    {
      config: { refusals: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: authenticate,
      schema: { tags, body: loanRequirementBodySchema, response: { 200: loanRequirementResponseSchema } },
    },
    async (request) => ({ application: await changeLoanRequirement(deps, userIdOf(request), request.body) }),
  );
};
