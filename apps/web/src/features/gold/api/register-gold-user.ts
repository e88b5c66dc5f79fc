import {
  goldPaths,
  goldUserSchema,
  registerGoldUserBodySchema,
  type RegisterGoldUserBody,
} from '@kredo/contract/gold';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';
import { goldUserQueryKey } from './get-gold-user';

/** Registers the borrower with the gold vendor; the answer is their gold user. */
export function registerGoldUser(body: RegisterGoldUserBody) {
  return apiClient.post(goldPaths.users, {
    query: vendorQuery,
    body: registerGoldUserBodySchema.parse(body),
    schema: goldUserSchema,
  });
}

export function useRegisterGoldUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerGoldUser,
    onSuccess: (user) => queryClient.setQueryData(goldUserQueryKey(user.user_id), user),
  });
}
