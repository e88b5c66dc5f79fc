import { authPaths, signinBodySchema, signinResponseSchema } from '@kredo/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type SigninInput = z.input<typeof signinBodySchema>;

/** Exchanges the sign-in code for a session token. */
export function signIn(input: SigninInput) {
  return apiClient.post(authPaths.signin, {
    body: signinBodySchema.parse(input),
    schema: signinResponseSchema,
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
