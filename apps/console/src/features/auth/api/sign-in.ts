import { staffAuthPaths, staffSignInResponseSchema, type staffSignInBodySchema } from '@kredo/contract/staff';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient } from '../../../lib/api-client';

/** The first factor: e-mail and password; answers the challenge the code is checked against. */
export function signIn(body: z.output<typeof staffSignInBodySchema>) {
  return apiClient.post(staffAuthPaths.signIn, { body, schema: staffSignInResponseSchema });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
