import { apiErrorSchema, errorStatus, type ErrorCode } from '@kredo/contract/errors';
import type { SwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as zm from 'zod/mini';

import { credentialOf, type Credential } from './authenticate.ts';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * Refusals the route's service may answer beyond those its options already tell (validation,
     * authentication, a named resource, the rate limit): published in the OpenAPI document.
     */
    refusals?: readonly ErrorCode[];
    /**
     * The media type of the route's 200 answer when it is a file rather than JSON (a CSV
     * download): published as that type, a string body with its content-disposition header.
     */
    file?: FileType;
  }
}

/** The files a route may answer with instead of JSON. */
export type FileType = 'text/csv';

const fileDescription: Record<FileType, string> = {
  'text/csv': 'A CSV file (UTF-8, a header row first), sent as an attachment',
};

/** The 200 answer of a route that answers a file of the type. */
function fileResponse(type: FileType) {
  return {
    description: fileDescription[type],
    headers: {
      'content-disposition': { type: 'string', description: 'attachment; filename="<name>"' },
    },
    content: { [type]: { schema: { type: 'string' } } },
  };
}

/** The answer of a route that answers 204: no body. */
export const noContent = zm.undefined();

/** How each credential is presented, as OpenAPI security schemes. */
const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A borrower's session token, as sign-in answers it.",
  },
  staffBearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A back-office staff member's session token (staff sign-in with the second factor).",
  },
  feLogsApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The front-end log key.' },
} as const;

const schemeOf: Record<Credential, keyof typeof securitySchemes> = {
  borrower: 'bearerAuth',
  staff: 'staffBearerAuth',
  feLogsKey: 'feLogsApiKey',
};

const refusalText: Record<number, string> = {
  400: 'Refused: the request does not match its schema (`fieldErrors` names the fields)',
  401: 'Refused: no valid credential',
  403: 'Refused: the credential does not reach this resource',
  404: 'Refused: no such resource',
  409: 'Refused: the resource is not in a state that allows this',
  413: 'Refused: the body is over the size limit',
  415: 'Refused: the body is not of a type the route reads',
  422: 'Refused by a rule (see `message`)',
  429: 'Refused: too many requests; try again later',
};

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

/**
 * The OpenAPI document from the routes themselves: zod schemas as JSON schema, and for each
 * operation the credential it asks for and the refusals its options tell: 400 with a request
 * schema or a body, 401 and 403 with a credential (401 only for a key), 404 with a path
 * parameter, 413 and 415 with a body, 429 under the rate limit, and those the route declares in
 * `config.refusals`. A 204 answer is published without a body, a file (`config.file`) as its
 * media type.
 */
export function openapiOptions(isRateLimited: (url: string) => boolean): SwaggerOptions {
  let errorJson: Record<string, unknown> | undefined;
  return {
    openapi: {
      info: { title: 'Kredo API', version: '1.0.0' },
      components: { securitySchemes: structuredClone(securitySchemes) as never },
    },
    transform: (document) => {
      const result = jsonSchemaTransform(document);
      const schema = result.schema as Schema | undefined;
      if (!schema || schema.hide) return result;
      const route = document.route as RouteOptions;
      const credential = credentialOf(route);
      const statuses = refusalsOf(route, credential, isRateLimited(document.url));
      errorJson ??= z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as Record<string, unknown>;
      const response: Record<string, unknown> = { ...schema.response };
      for (const status of Object.keys(response)) {
        if (status === '204') response[status] = { type: 'null', description: 'No content' };
      }
      const { file } = (route.config ?? {}) as { file?: FileType };
      if (file) response['200'] = fileResponse(file);
      if (!Object.keys(response).some((status) => status.startsWith('2'))) {
        response['200'] = { description: 'Default Response' };
      }
      for (const status of statuses) {
        response[status] ??= { description: refusalText[status] ?? 'Refused', ...errorJson };
      }
      return {
        url: result.url,
        schema: {
          ...schema,
          response,
          ...(credential ? { security: [{ [schemeOf[credential]]: [] }] } : {}),
        },
      };
    },
  };
}

function refusalsOf(route: RouteOptions, credential: Credential | undefined, rateLimited: boolean) {
  const statuses = new Set<number>();
  const methods = [route.method].flat();
  const schema = (route.schema ?? {}) as Schema;
  const hasBody = methods.some((method) => methodsWithBody.has(method));
  if (schema.body || schema.querystring || schema.params || schema.headers || hasBody) statuses.add(400);
  if (credential) statuses.add(401);
  if (credential && credential !== 'feLogsKey') statuses.add(403);
  if (route.url.includes(':')) statuses.add(404);
  if (hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  const config = route.config as { rateLimit?: unknown; refusals?: readonly ErrorCode[] } | undefined;
  if (rateLimited && config?.rateLimit !== false) statuses.add(429);
  for (const code of config?.refusals ?? []) statuses.add(errorStatus[code]);
  return [...statuses].sort((a, b) => a - b);
}
