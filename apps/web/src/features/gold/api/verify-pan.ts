import { goldPaths, panVerificationBodySchema, panVerificationSchema } from '@kredo/contract/gold';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export type PanVerificationBody = z.input<typeof panVerificationBodySchema>;

/** 'Verify Pan Details': the PAN and date of birth (epoch ms) checked; `data.status` says whether they match. */
export function verifyPan(body: PanVerificationBody) {
  return apiClient.post(goldPaths.panVerification, {
    body: panVerificationBodySchema.parse(body),
    schema: panVerificationSchema,
  });
}

/** A verified PAN shows on the gold user: it is asked again. */
export function useVerifyPan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPan,
    onSuccess: (answer) => {
      if (answer.data.status) void queryClient.invalidateQueries({ queryKey: ['gold', 'user'] });
    },
  });
}
