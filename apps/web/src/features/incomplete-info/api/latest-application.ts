import {
  latestApplicationStatusResponseSchema,
  loanApplicationPaths,
  loanRequirementBodySchema,
  loanRequirementResponseSchema,
} from '@kredo/contract/loan-application';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

const latestApplicationKey = ['incomplete-info', 'latest-application'];

/** The latest application with its product and request (GET paandu/latest-application-status). */
export function useLatestApplication() {
  return useQuery({
    queryKey: latestApplicationKey,
    queryFn: ({ signal }) =>
      apiClient.get(loanApplicationPaths.latestApplicationStatus, {
        schema: latestApplicationStatusResponseSchema,
        signal,
      }),
  });
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: latestApplicationKey }),
  });
}
