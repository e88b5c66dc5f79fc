import {
  loanApplicationPaths,
  loanRequirementBodySchema,
  loanRequirementResponseSchema,
} from '@kredo/contract/loan-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { latestApplicationQueryOptions } from '../../../lib/latest-application';

export type LoanRequirement = z.input<typeof loanRequirementBodySchema>;

/** Changes the application's amount, tenure and purpose within its product's boundary. */
export function changeLoanRequirement(input: LoanRequirement) {
  return apiClient.post(loanApplicationPaths.loanRequirement, {
    body: loanRequirementBodySchema.parse(input),
    schema: loanRequirementResponseSchema,
  });
}

export function useChangeLoanRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLoanRequirement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: latestApplicationQueryOptions.queryKey }),
  });
}
