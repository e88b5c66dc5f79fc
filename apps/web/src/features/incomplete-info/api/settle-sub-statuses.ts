import {
  incompleteInfoOnCompleteBodySchema,
  incompleteInfoOnCompleteResponseSchema,
  incompleteInfoPaths,
} from '@kredo/contract/incomplete-info';
import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type SettleInput = { applicationId: string; subStatuses: IncompleteInfoSubStatus[] };

/** Tells underwriting which items a correction screen settled (POST corleone/incomplete-info-on-complete). */
export function settleSubStatuses(input: SettleInput) {
  return apiClient.post(incompleteInfoPaths.onComplete, {
    body: incompleteInfoOnCompleteBodySchema.parse(input),
    schema: incompleteInfoOnCompleteResponseSchema,
  });
}

export function useSettleSubStatuses() {
  return useMutation({ mutationFn: settleSubStatuses });
}
