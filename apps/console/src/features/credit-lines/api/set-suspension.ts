import {
  backOfficeCreditLinePaths,
  creditLineViewSchema,
  type CreditLineView,
  type suspensionBodySchema,
} from '@kredo/contract/credit-line-servicing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { getCreditLineQueryOptions } from './get-credit-line';

export type SuspensionBody = z.output<typeof suspensionBodySchema>;

export function setSuspension(lineId: string, body: SuspensionBody) {
  return apiClient.post(pathWith(backOfficeCreditLinePaths.suspension, { lineId }), {
    body,
    schema: creditLineViewSchema,
  });
}

/**
 * Suspends a line's drawdowns or resumes them, with the note saying why. The answer is the line as
 * it now stands, which replaces the page's copy; the list is reloaded. A refusal reloads the line,
 * as it may have been closed meanwhile. `submit` sends nothing while a change of the line is in
 * flight and then answers undefined: a double click sends once.
 */
export function useSetSuspension(lineId: string) {
  const queryClient = useQueryClient();
  const detailKey = getCreditLineQueryOptions(lineId).queryKey;
  const mutationKey = ['suspension', lineId];
  const mutation = useMutation({
    mutationKey,
    mutationFn: (body: SuspensionBody) => setSuspension(lineId, body),
    onSuccess: (line) => {
      queryClient.setQueryData(detailKey, line);
      void queryClient.invalidateQueries({ queryKey: ['credit-lines'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: detailKey }),
  });
  const submit = async (body: SuspensionBody): Promise<CreditLineView | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync(body);
  };
  return { mutation, submit };
}
