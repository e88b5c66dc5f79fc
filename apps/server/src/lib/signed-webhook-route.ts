import { text } from '@kredo/contract/text';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import type { AppDeps } from '../app-deps.ts';

type Headers = Record<string, string | string[] | undefined>;

/** A webhook body is at most this long. */
const bodyLimit = 64 * 1024;

/**
 * A provider's webhook route: its own JSON parser keeps the raw body, whose HMAC the provider
 * checks. `receive` verifies the delivery (throwing AppError UNAUTHENTICATED for a forgery, which
 * changes nothing), applies it once and answers whether it was a redelivery; the provider is told
 * `{ ok: true, duplicate }`. Every provider's webhook is registered through this one shape.
 */
export function signedWebhookRoute(
  path: string,
  receive: (
    deps: AppDeps,
    rawBody: string,
    headers: Headers,
    log: FastifyBaseLogger,
  ) => Promise<{ duplicate: boolean }>,
): FastifyPluginAsync {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      path,
      {
        config: { refusals: ['UNAUTHENTICATED'] },
        schema: {
          tags: ['webhooks'],
          body: text().check(z.maxLength(bodyLimit)),
          response: { 200: z.object({ ok: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (request) => {
        const { duplicate } = await receive(app.deps, request.body, request.headers, request.log);
        return { ok: true as const, duplicate };
      },
    );
  };
  return plugin;
}
