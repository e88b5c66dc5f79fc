import {
  mintPartnerLinkSchema,
  partnerLinkPaths,
  partnerLinkTokenSchema,
  partnerSsoResponseSchema,
  verifiedPartnerLinkSchema,
} from '@kredo/contract/partner-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { mintPartnerLink, signInWithPartnerLink, verifyPartnerLink } from './partner-links.service.ts';

/** Partner links (under /links) and partner single sign-on (under hagrid); the mint route is sandbox-only. */
export const partnerLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partner links'];

  app.post(
    partnerLinkPaths.verify,
    { schema: { tags, body: partnerLinkTokenSchema, response: { 200: verifiedPartnerLinkSchema } } },
    (request) => verifyPartnerLink(app.deps, request.body.token),
  );

  app.post(
    partnerLinkPaths.sso,
    {
      config: { refusals: ['FORBIDDEN', 'CONFLICT'] },
      schema: { tags, body: partnerLinkTokenSchema, response: { 200: partnerSsoResponseSchema } },
    },
    (request) => signInWithPartnerLink(app.deps, request.body.token),
  );

  if (app.deps.mode === 'sandbox') {
    app.post(
      partnerLinkPaths.devMint,
      {
        schema: {
          tags: ['dev (sandbox only)'],
          body: mintPartnerLinkSchema,
          response: { 200: z.object({ token: z.string() }) },
        },
      },
      (request) =>
        mintPartnerLink(app.deps, request.body.partnerId, request.body.claims, request.body.ttlSeconds),
    );
  }
};
