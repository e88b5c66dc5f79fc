import { loansPaths, userLoansResponseSchema } from '@kredo/contract/loans';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { readUserId } from '../../../lib/session';

/** The signed-in borrower's loans (`GET /kautilya/user-loans`), newest disbursal first. */
export function useUserLoans() {
  const userId = readUserId() ?? '';
  return useQuery({
    queryKey: ['loans', 'user-loans', userId],
    queryFn: ({ signal }) => apiClient.get(loansPaths.userLoans, { schema: userLoansResponseSchema, signal }),
    enabled: userId !== '',
  });
}
