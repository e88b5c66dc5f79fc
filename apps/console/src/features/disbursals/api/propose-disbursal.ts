import {
  backOfficeDisbursalPaths,
  disbursalSchema,
  type Disbursal,
  type proposeDisbursalBodySchema,
} from '@kredo/contract/disbursals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient } from '../../../lib/api-client';
import { getDisbursalQueryOptions } from './get-disbursal';

export type ProposeDisbursalBody = z.output<typeof proposeDisbursalBodySchema>;

export function proposeDisbursal(body: ProposeDisbursalBody) {
  return apiClient.post(backOfficeDisbursalPaths.propose, { body, schema: disbursalSchema });
}

/**
 * The maker's proposal of paying a loan out. Its answer is the new disbursal, kept for its page;
 * the loan leaves 'Ready' for 'Proposed', so the queue is reloaded, after a refusal too (someone
 * may have proposed it first). `submit` sends nothing while a proposal is in flight and then
 * answers undefined: a double click proposes once.
 */
export function useProposeDisbursal() {
  const queryClient = useQueryClient();
  const mutationKey = ['propose-disbursal'];
  const mutation = useMutation({
    mutationKey,
    mutationFn: proposeDisbursal,
    onSuccess: (disbursal) =>
      queryClient.setQueryData(getDisbursalQueryOptions(disbursal.id).queryKey, disbursal),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['disbursals'] }),
  });
  const submit = async (body: ProposeDisbursalBody): Promise<Disbursal | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync(body);
  };
  return { mutation, submit };
}
