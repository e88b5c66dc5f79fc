import { kycPaths, okycSessionResponseSchema } from '@kredo/contract/kyc';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ApiRequestError, clientErrorCodes } from '../../../lib/api-error';

/** How often and how fast a new captcha session is tried again while the captcha service is down. */
export const initiateAttempts = 6;
export const initiateRetryDelayMs = 700;

/** A new captcha session at UIDAI (each call is a new session: a mutation). */
export function initiateOkyc() {
  return apiClient.get(kycPaths.initiateOkyc, { schema: okycSessionResponseSchema });
}

/** Only an outage or a lost answer may pass: a refusal (a 4xx) will not. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return (
    error.status >= 500 || error.code === clientErrorCodes.network || error.code === clientErrorCodes.timeout
  );
}

/** Retried until the captcha service answers (spec 000 §4.6), a few times, then left to the screen. */
export function useInitiateOkyc() {
  return useMutation({
    mutationFn: initiateOkyc,
    retry: (failures, error) => failures < initiateAttempts - 1 && isTransient(error),
    retryDelay: initiateRetryDelayMs,
  });
}
