import { createApplicationResponseSchema, loanApplicationPaths } from '@kredo/contract/loan-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function createApplication(input: { productCode: string; userId: string }) {
  return apiClient.post(loanApplicationPaths.createApplication, {
    body: { ...input, useApplicationLambda: true },
    schema: createApplicationResponseSchema,
  });
}

/** Applying changes the status everywhere: the profile and application queries reload. */
export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: ['loan-application'] }),
      ]),
  });
}
