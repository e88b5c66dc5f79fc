import { authPaths, signinInitiateQuerySchema, signinInitiateResponseSchema } from '@kredo/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type SigninInitiateInput = z.input<typeof signinInitiateQuerySchema>;

/** Asks for a sign-in code by SMS for a mobile and its PAN or date of birth. */
export function initiateSignin(input: SigninInitiateInput) {
  return apiClient.get(authPaths.signinInitiate, {
    query: signinInitiateQuerySchema.parse(input),
    schema: signinInitiateResponseSchema,
  });
}

/** A mutation, not a query: each call sends an SMS, so it must never run on its own. */
export function useInitiateSignin() {
  return useMutation({ mutationFn: initiateSignin });
}
