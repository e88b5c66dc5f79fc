import { backOfficeGoldPaths, goldReconciliationRunSchema } from '@kredo/contract/gold-back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient } from '../../../lib/api-client';

export type GoldReconciliationRun = z.output<typeof goldReconciliationRunSchema>;

export function runGoldReconciliation() {
  return apiClient.post(backOfficeGoldPaths.reconcile, { schema: goldReconciliationRunSchema });
}

/**
 * Runs the reconciliation of the vendor's book with ours now (audited), as the nightly run does:
 * a customer whose books differ gets a break and a hold. The breaks reload. `submit` sends
 * nothing while a run is in flight and then answers undefined: a double click runs once.
 */
export function useRunGoldReconciliation() {
  const queryClient = useQueryClient();
  const mutationKey = ['run-gold-reconciliation'];
  const mutation = useMutation({
    mutationKey,
    mutationFn: runGoldReconciliation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gold', 'breaks'] }),
  });
  const submit = async (): Promise<GoldReconciliationRun | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync();
  };
  return { mutation, submit };
}
