import type { ApiError } from '@kredo/contract/errors';
import { firstVisitMessages } from '@kredo/contract/first-visit-messages';

/** Codes the client itself produces when there is no usable answer from the server. */
export const clientErrorCodes = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  sessionExpired: 'SESSION_EXPIRED',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** A failed call: `status` is the HTTP status, or 0 when no answer arrived. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
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
