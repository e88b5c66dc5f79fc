import { text } from '@kredo/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { notFound } from '../../lib/app-error.ts';
import { goldImagesRoute, productImage } from './sandbox-catalogue.ts';

const params = z.object({ file: text().check(z.maxLength(40)) });

/**
 * The sandbox vendor's product pictures (sandbox mode only; register with prefix `devBase`):
 * GET `/gold-vendor/images/<sku>.svg`, the URLs its catalogue answers.
 */
export const goldVendorSandboxImages: FastifyPluginAsyncZod = async (app) => {
  app.get(`${goldImagesRoute}/:file`, { schema: { hide: true, params } }, async (request, reply) => {
    const match = /^([A-Z0-9]+)\.svg$/.exec(request.params.file);
    const image = match && productImage(match[1]!);
    if (!image) throw notFound('gold product image');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(image);
  });
};
