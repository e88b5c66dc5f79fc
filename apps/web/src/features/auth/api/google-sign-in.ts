import {
  authPaths,
  googleSigninBodySchema,
  googleSigninConfigResponseSchema,
  googleSigninResponseSchema,
} from '@kredo/contract/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export type GoogleSigninInput = z.input<typeof googleSigninBodySchema>;

/** Where this deployment gets Google credentials: Google itself, the sandbox issuer, or nowhere. */
export function useGoogleSigninConfig() {
  return useQuery({
    queryKey: [authPaths.googleSigninConfig],
    queryFn: ({ signal }) =>
      apiClient.get(authPaths.googleSigninConfig, { schema: googleSigninConfigResponseSchema, signal }),
    staleTime: Infinity,
  });
}

/** Exchanges a Google ID token (sent as the bearer credential) for a session. */
export function googleSignIn({ credential, ...input }: GoogleSigninInput & { credential: string }) {
  return apiClient.post(authPaths.googleSignin, {
    credential,
    body: googleSigninBodySchema.parse(input),
    schema: googleSigninResponseSchema,
  });
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: googleSignIn });
}
