import { devBase } from '@kredo/contract/dev';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sandboxGoldProducts } from './sandbox-catalogue.ts';
import { goldVendorSandboxImages } from './sandbox-images.routes.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(goldVendorSandboxImages, { prefix: devBase });
  await app.ready();
});
afterAll(() => app.close());

describe('the sandbox product pictures', () => {
  it('are served at every URL the catalogue answers', async () => {
    for (const product of sandboxGoldProducts()) {
      const response = await app.inject({ method: 'GET', url: product.imageUrls[0]! });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toContain('<svg');
    }
  });

  it('answer 404 for a picture the catalogue does not have', async () => {
    const response = await app.inject({ method: 'GET', url: `${devBase}/gold-vendor/images/SG24C9999.svg` });
    expect(response.statusCode).toBe(404);
  });
});
