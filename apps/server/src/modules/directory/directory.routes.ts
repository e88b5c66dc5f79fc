import {
  companySearchQuerySchema,
  companySearchResponseSchema,
  directoryPaths,
  ifscParamsSchema,
  ifscResponseSchema,
  pincodeParamsSchema,
  pincodeResponseSchema,
} from '@kredo/contract/directory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate } from '../../lib/authenticate.ts';
import { lookupIfsc, requirePincode, searchCompanies } from './directory.service.ts';

/** Pincode, company and IFSC look-ups for the application form. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['directory'];

  app.get(
    directoryPaths.pincode,
    {
      onRequest: authenticate,
      schema: { tags, params: pincodeParamsSchema, response: { 200: pincodeResponseSchema } },
    },
    (request) => requirePincode(app.deps.db, request.params.pincode),
  );

  app.get(
    directoryPaths.companySearch,
    {
      onRequest: authenticate,
      schema: { tags, querystring: companySearchQuerySchema, response: { 200: companySearchResponseSchema } },
    },
    (request) => searchCompanies(app.deps.db, request.query.q),
  );

  // Public, like the IFSC service the spec calls: branch details are published reference data.
  app.get(
    directoryPaths.ifsc,
    {
      schema: { tags, params: ifscParamsSchema, response: { 200: ifscResponseSchema } },
    },
    (request) => lookupIfsc(app.deps.db, request.params.ifsc),
  );
};
