import { staffAuthPaths, staffSessionResponseSchema, type staffTotpBodySchema } from '@kredo/contract/staff';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** The second factor: the authenticator's code; a good one starts the session. */
export function verifyTotp(body: z.output<typeof staffTotpBodySchema>) {
  return apiClient.post(staffAuthPaths.verifyTotp, { body, schema: staffSessionResponseSchema });
}

export function useVerifyTotp() {
  return useMutation({ mutationFn: verifyTotp, onSuccess: saveSession });
}
