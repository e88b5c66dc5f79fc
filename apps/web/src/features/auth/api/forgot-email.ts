import { authPaths, forgotEmailBodySchema, forgotEmailResponseSchema } from '@kredo/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export type ForgotEmailInput = z.input<typeof forgotEmailBodySchema>;

/** Asks for a code by SMS to connect a new e-mail to the account that mobile and PAN name. */
export function forgotEmail(input: ForgotEmailInput) {
  return apiClient.post(authPaths.forgotEmail, {
    body: forgotEmailBodySchema.parse(input),
    schema: forgotEmailResponseSchema,
  });
}

export function useForgotEmail() {
  return useMutation({ mutationFn: forgotEmail });
}
