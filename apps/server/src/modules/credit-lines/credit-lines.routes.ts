import {
  creditLinePaths,
  directLinkSchema,
  drawdownBodySchema,
  drawdownSchema,
  preDrawdownInfoQuerySchema,
  preDrawdownInfoSchema,
} from '@kredo/contract/credit-lines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { createDirectLink } from './direct-link.ts';
import { preDrawdownInfo, requestDrawdown } from './drawdowns.ts';

/**
 * The credit line's withdraw calls (spec 001 §5, §7 kuber) and the bank link (§7 setu-gateway), on
 * the gateway host.
 */
export const creditLineRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['credit-lines'];
  const { deps } = app;

  app.get(
    creditLinePaths.preDrawdownInfo,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'DRAWDOWN_REFUSED'] },
      schema: { tags, querystring: preDrawdownInfoQuerySchema, response: { 200: preDrawdownInfoSchema } },
    },
    (request) =>
      preDrawdownInfo(deps, currentSession(request).userId, request.query.loan_id, request.query.amount),
  );

  app.post(
    creditLinePaths.drawdown,
    {
      onRequest: authenticate,
      config: { refusals: ['NOT_FOUND', 'DRAWDOWN_REFUSED'] },
      schema: { tags, body: drawdownBodySchema, response: { 200: drawdownSchema } },
    },
    (request) =>
      requestDrawdown(deps, currentSession(request).userId, request.body, (error) =>
        app.log.warn({ err: error }, 'drawdown payout request failed; the sweep asks again'),
      ),
  );

  // The spec's service put the link in an error answer, which the screen read; ours answers it as
  // a 200 `{ link }`, and the screen reads `link` from either. Nothing due is a 409 in the error
  // shape, without a link.
  app.get(
    creditLinePaths.directLink,
    {
      onRequest: authenticate,
      config: { refusals: ['CONFLICT', 'PROVIDER_UNAVAILABLE'] },
      schema: { tags, response: { 200: directLinkSchema } },
    },
    (request) =>
      createDirectLink(deps, currentSession(request).userId, {
        protocol: request.protocol,
        host: request.headers.host,
      }),
  );
};
