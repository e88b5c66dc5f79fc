import {
  backOfficeLoanPaths,
  loanSummarySchema,
  type LoanSummary,
  type writeOffBodySchema,
} from '@kredo/contract/loan-servicing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { getLoanQueryOptions } from './get-loan';

export type WriteOffBody = z.output<typeof writeOffBodySchema>;

export function writeOffLoan(loanId: string, body: WriteOffBody) {
  return apiClient.post(pathWith(backOfficeLoanPaths.writeOff, { loanId }), {
    body,
    schema: loanSummarySchema,
  });
}

/**
 * The admin's write-off of a loan, with the note saying why. The answer is the loan as it now
 * stands (tagged 'written-off'), which replaces the page's copy; the lists are reloaded. A refusal
 * reloads the loan, as it may have been written off or closed meanwhile. `submit` sends nothing
 * while a write-off of the loan is in flight and then answers undefined: a double click sends once.
 */
export function useWriteOffLoan(loanId: string) {
  const queryClient = useQueryClient();
  const detailKey = getLoanQueryOptions(loanId).queryKey;
  const mutationKey = ['write-off', loanId];
  const mutation = useMutation({
    mutationKey,
    mutationFn: (body: WriteOffBody) => writeOffLoan(loanId, body),
    onSuccess: (loan) => {
      queryClient.setQueryData(detailKey, loan);
      void queryClient.invalidateQueries({ queryKey: ['loans'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: detailKey }),
  });
  const submit = async (body: WriteOffBody): Promise<LoanSummary | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync(body);
  };
  return { mutation, submit };
}
