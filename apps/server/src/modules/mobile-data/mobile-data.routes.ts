import {
  mobileDataParamsSchema,
  mobileDataPaths,
  saveMobileDataBodySchema,
} from '@kredo/contract/mobile-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { assertOwnUser, authenticate } from '../../lib/authenticate.ts';
import { noContent } from '../../lib/openapi.ts';
import { saveMobileData } from './mobile-data.service.ts';

/** A little above the contract's 64 KB for `data` plus a facebookToken, so bigger bodies stop at 413. */
const mobileDataBodyLimit = 72 * 1024;

/** Device data from the Android app (spec path `mobileData/saveMobileData/{id}`, id = the userId). */
export const mobileDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    mobileDataPaths.save,
    {
      onRequest: authenticate,
      bodyLimit: mobileDataBodyLimit,
      schema: {
        tags: ['mobile data'],
        params: mobileDataParamsSchema,
        body: saveMobileDataBodySchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      assertOwnUser(request, request.params.id);
      await saveMobileData(app.deps, request.params.id, request.body);
      return reply.code(204).send();
    },
  );
};
