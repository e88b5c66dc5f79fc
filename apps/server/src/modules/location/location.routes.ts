import { locationBodySchema, locationPaths } from '@kredo/contract/location';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { noContent } from '../../lib/openapi.ts';
import { recordLocation } from './location.service.ts';

/** Two numbers and their keys; anything bigger is not a location. */
const locationBodyLimit = 1024;

/** The device position (gateway `location-service`), kept for the signed-in borrower. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    locationPaths.location,
    {
      onRequest: authenticate,
      bodyLimit: locationBodyLimit,
      schema: { tags: ['location'], body: locationBodySchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      await recordLocation(app.deps, currentSession(request).userId, request.body);
      return reply.code(204).send();
    },
  );
};
