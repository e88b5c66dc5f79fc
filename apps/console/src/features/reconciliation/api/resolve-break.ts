import {
  reconciliationBreakSchema,
  reconciliationPaths,
  type ReconciliationBreak,
  type resolveBreakBodySchema,
} from '@kredo/contract/reconciliation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';

export type ResolveBreakBody = z.output<typeof resolveBreakBodySchema>;

export function resolveBreak(breakId: string, body: ResolveBreakBody) {
  return apiClient.post(pathWith(reconciliationPaths.resolve, { breakId }), {
    body,
    schema: reconciliationBreakSchema,
  });
}

/**
 * A staff member's resolution of one break, with the note saying how. Done or refused (another
 * person resolved it meanwhile), the lists are reloaded. `submit` sends nothing while a
 * resolution of the break is in flight and then answers undefined: a double click sends once.
 */
export function useResolveBreak(breakId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['resolve-break', breakId];
  const mutation = useMutation({
    mutationKey,
    mutationFn: (body: ResolveBreakBody) => resolveBreak(breakId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reconciliation', 'breaks'] }),
  });
  const submit = async (body: ResolveBreakBody): Promise<ReconciliationBreak | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync(body);
  };
  return { mutation, submit };
}
