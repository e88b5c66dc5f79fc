import {
  bankValidationSchema,
  goldPaths,
  verifyBankAccountBodySchema,
  type VerifyBankAccountBody,
} from '@kredo/contract/gold';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

/**
 * The penny drop of the account a sell is paid to: `status` null while it is under way (the same
 * details asked again answer the same check), then SUCCESS or FAILED.
 */
export function verifyBankAccount(body: VerifyBankAccountBody) {
  return apiClient.post(goldPaths.sellVerifyBankAccount, {
    query: vendorQuery,
    body: verifyBankAccountBodySchema.parse(body),
    schema: bankValidationSchema,
  });
}

/** A verified account shows on the gold user: it is asked again. */
export function useVerifyBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBankAccount,
    onSuccess: (answer) => {
      if (answer.status === 'SUCCESS') void queryClient.invalidateQueries({ queryKey: ['gold', 'user'] });
    },
  });
}
