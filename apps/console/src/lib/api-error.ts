import type { ApiError } from '@kredo/contract/errors';

import { text } from '../text';

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

/** What to tell staff about a failure: the server's own words when it answered. */
export function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : text.genericFailure;
}
