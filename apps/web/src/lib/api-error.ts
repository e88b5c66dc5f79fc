import type { ApiError } from '@kredo/contract/errors';
import { firstVisitMessages } from '@kredo/contract/first-visit-messages';

/** Codes the client itself produces when there is no usable answer from the server. */
export const clientErrorCodes = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  sessionExpired: 'SESSION_EXPIRED',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/**
 * A failed call: `status` is the HTTP status, or 0 when no answer arrived. `answer` is the error
 * answer's body as sent, for the rare call whose error answer carries more than the error shape.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;
  readonly answer: unknown;

  constructor(status: number, body: ApiError, answer?: unknown) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.answer = answer;
  }

  get code(): string {
    return this.body.code;
  }
}

export function clientError(
  code: string,
  message: string = firstVisitMessages.genericRequestFailure,
): ApiRequestError {
  return new ApiRequestError(0, { code, message });
}
