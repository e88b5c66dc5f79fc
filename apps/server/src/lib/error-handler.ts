import { codeByStatus, type ApiError } from '@kredo/contract/errors';
import { messages } from '@kredo/contract/messages';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { AppError } from './app-error.ts';

export type Answer = { status: number; body: ApiError };

/** One error shape for every failure; a 5xx says nothing about its cause. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = toAnswer(error, request);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: answer.body.code, status: answer.status }, 'request refused');
    return reply.status(answer.status).send({ ...answer.body, requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: messages.pageNotFound, requestId: request.id } satisfies ApiError),
  );
}

function toAnswer(error: FastifyError, request: FastifyRequest): Answer {
  if (error instanceof AppError) {
    const body: ApiError = { code: error.code, message: error.userMessage };
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const path =
        issue.instancePath.split('/').filter(Boolean).join('.') || (error.validationContext ?? 'body');
      const message = issue.message ?? messages.enterCorrectDetails;
      const missing = issue.keyword === 'invalid_type' && /received undefined$/.test(message);
      (fieldErrors[path] ??= []).push(missing ? messages.fieldRequired : message);
    }
    return {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: messages.enterCorrectDetails, fieldErrors },
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.debug({ fastifyCode: error.code }, error.message);
  }
  return refusalOf(error.statusCode ?? 500);
}

/**
 * The answer to a refusal that carries only a status (Fastify's own: a body it cannot parse, a
 * path that is not UTF-8, headers too large): the code the status stands for and a message that
 * says nothing of the cause, so nothing the caller sent is echoed.
 */
export function refusalOf(status: number): Answer {
  if (status >= 400 && status < 500) {
    const code = codeByStatus.get(status) ?? 'VALIDATION_FAILED';
    const message = code === 'RATE_LIMITED' ? messages.tooManyRequests : messages.genericRequestFailure;
    return { status, body: { code, message } };
  }
  return { status: 500, body: { code: 'INTERNAL', message: messages.genericRequestFailure } };
}
