import {
  latestApplicationStatusResponseSchema,
  loanApplicationPaths,
} from '@kredo/contract/loan-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export const latestApplicationQueryOptions = queryOptions({
  queryKey: ['loan-application', 'latest'],
  queryFn: ({ signal }) =>
    apiClient.get(loanApplicationPaths.latestApplicationStatus, {
      query: { translate_status: 'False' },
      schema: latestApplicationStatusResponseSchema,
      signal,
    }),
});

/**
 * The borrower's latest application, with its product and request (GET
 * paandu/latest-application-status, spec 000 §7): the one query the application, the KYC and the
 * corrections share.
 */
export function useLatestApplication() {
  return useQuery(latestApplicationQueryOptions);
}
