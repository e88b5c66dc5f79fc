import {
  referralPaths,
  referralSummarySchema,
  shortLinkBodySchema,
  shortLinkResponseSchema,
} from '@kredo/contract/referral';
import { text } from '@kredo/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { noContent } from '../../lib/openapi.ts';
import { landingOf, shortLinkOf } from './referral-links.ts';
import { referralSummaryOf } from './referral-views.ts';

/**
 * Referral (spec 002 §7): the link shortener under `links` (the borrower's short link, and the
 * short link's redirect, open to anyone and rate-limited like every API route), and the signed-in
 * borrower's referrals under `api`.
 */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['referral'];
  const { deps } = app;

  app.post(
    referralPaths.shortLinks,
    {
      onRequest: authenticate,
      config: { refusals: ['FORBIDDEN'] },
      schema: { tags, body: shortLinkBodySchema, response: { 200: shortLinkResponseSchema } },
    },
    (request) =>
      shortLinkOf(deps, currentSession(request).userId, request.body.longLink, {
        origin: `${request.protocol}://${request.host}`,
        host: request.headers.host,
      }),
  );

  // Any text is looked up as a code and refused alike: 404, as an unknown page.
  app.get(
    referralPaths.redirect,
    { schema: { tags, params: z.object({ code: text() }), response: { 302: noContent } } },
    async (request, reply) => {
      const landing = await landingOf(deps.db, request.params.code);
      return reply.header('cache-control', 'no-store').redirect(landing, 302);
    },
  );

  app.get(
    referralPaths.summary,
    { onRequest: authenticate, schema: { tags, response: { 200: referralSummarySchema } } },
    (request) => referralSummaryOf(deps.db, currentSession(request).userId),
  );
};
