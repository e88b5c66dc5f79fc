import {
  backOfficeGoldPaths,
  goldBreakSchema,
  type GoldBreak,
  type resolveGoldBreakBodySchema,
} from '@kredo/contract/gold-back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { text } from '../../../text';

export type ResolveGoldBreakBody = z.output<typeof resolveGoldBreakBodySchema>;

export async function resolveGoldBreak(breakId: string, body: ResolveGoldBreakBody) {
  try {
    return await apiClient.post(pathWith(backOfficeGoldPaths.resolveBreak, { breakId }), {
      body,
      schema: goldBreakSchema,
    });
  } catch (error) {
    // The server's 409 (resolved meanwhile by someone else) carries only a generic message.
    if (error instanceof ApiRequestError && error.status === 409)
      throw new ApiRequestError(409, {
        ...error.body,
        message: text.gold.reconciliation.resolve.alreadyResolved,
      });
    throw error;
  }
}

/**
 * A staff member's resolution of one break, with the note saying how the books were brought
 * together (audited; the customer's hold is lifted once no other break of theirs is open). Done
 * or refused, the breaks reload. `submit` sends nothing while a resolution of the break is in
 * flight and then answers undefined: a double click sends once.
 */
export function useResolveGoldBreak(breakId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['resolve-gold-break', breakId];
  const mutation = useMutation({
    mutationKey,
    mutationFn: (body: ResolveGoldBreakBody) => resolveGoldBreak(breakId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gold', 'breaks'] }),
  });
  const submit = async (body: ResolveGoldBreakBody): Promise<GoldBreak | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync(body);
  };
  return { mutation, submit };
}
