import { consentPaths, udyamFieldsBodySchema, udyamResponseSchema } from '@kredo/contract/consent';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export type UdyamFields = z.input<typeof udyamFieldsBodySchema>;

/** The enterprise's sector and name; the answer is the registration page to go to next. */
export function saveUdyamFields(body: UdyamFields) {
  return apiClient.post(consentPaths.udyamFields, {
    body: udyamFieldsBodySchema.parse(body),
    schema: udyamResponseSchema,
  });
}

export function useSaveUdyamFields() {
  return useMutation({ mutationFn: saveUdyamFields });
}
