import { describe, expect, it } from 'vitest';
import { ApiRequestError, clientError, clientErrorCodes } from './api-error';
import { shouldRetry } from './query-client';

const answer = (status: number) => new ApiRequestError(status, { code: 'X', message: 'x' });

describe('query retries', () => {
  it('retries what may be transient, at most twice', () => {
    expect(shouldRetry(0, answer(503))).toBe(true);
    expect(shouldRetry(1, clientError(clientErrorCodes.timeout))).toBe(true);
    expect(shouldRetry(0, clientError(clientErrorCodes.network))).toBe(true);
    expect(shouldRetry(2, answer(503))).toBe(false);
  });

  it('does not retry a refusal, an ended session or a caller bug', () => {
    expect(shouldRetry(0, answer(404))).toBe(false);
    expect(shouldRetry(0, clientError(clientErrorCodes.sessionExpired, 'Session timeout'))).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
