import {
  authPaths,
  forgotEmailUpdateBodySchema,
  forgotEmailUpdateResponseSchema,
} from '@kredo/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export type ForgotEmailUpdateInput = z.input<typeof forgotEmailUpdateBodySchema>;

/**
 * Connects the e-mail of a Google account (its ID token sent as the bearer credential) to the
 * account the code was sent for.
 */
export function forgotEmailUpdate({ credential, ...input }: ForgotEmailUpdateInput & { credential: string }) {
  return apiClient.post(authPaths.forgotEmailUpdate, {
    credential,
    body: forgotEmailUpdateBodySchema.parse(input),
    schema: forgotEmailUpdateResponseSchema,
  });
}

export function useForgotEmailUpdate() {
  return useMutation({ mutationFn: forgotEmailUpdate });
}
