import { captchaQuerySchema, kycPaths, okycSessionResponseSchema } from '@kredo/contract/kyc';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A fresh captcha for the session (each call a new picture). */
export function refreshCaptcha(sessionId: string) {
  return apiClient.get(kycPaths.captcha, {
    query: captchaQuerySchema.parse({ session_id: sessionId }),
    schema: okycSessionResponseSchema,
  });
}

export function useRefreshCaptcha() {
  return useMutation({ mutationFn: refreshCaptcha });
}
