import { loansPaths, userLoansResponseSchema } from '@kredo/contract/loans';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { readUserId } from './session';

/**
 * The signed-in borrower's loans (`GET /kautilya/user-loans`), newest disbursal first: the one
 * query My Loans and home share. `enabled: false` leaves it unasked (home asks only once an
 * application has been disbursed, since no loan exists before).
 */
export function useUserLoans({ enabled = true }: { enabled?: boolean } = {}) {
  const userId = readUserId() ?? '';
  return useQuery({
    queryKey: ['loans', 'user-loans', userId],
    queryFn: ({ signal }) => apiClient.get(loansPaths.userLoans, { schema: userLoansResponseSchema, signal }),
    enabled: enabled && userId !== '',
  });
}
