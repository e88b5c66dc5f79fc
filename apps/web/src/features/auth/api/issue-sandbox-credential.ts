import {
  devPaths,
  identityCredentialBodySchema,
  identityCredentialResponseSchema,
} from '@kredo/contract/dev';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export type IdentityCredentialInput = z.input<typeof identityCredentialBodySchema>;

/** The sandbox issuer signs an ID token for this person, as Google would after its own sign-in. */
export function issueCredential(input: IdentityCredentialInput) {
  return apiClient.post(devPaths.identityCredential, {
    body: identityCredentialBodySchema.parse(input),
    schema: identityCredentialResponseSchema,
  });
}

export function useIssueCredential() {
  return useMutation({ mutationFn: issueCredential });
}
