import {
  latestApplicationStatusResponseSchema,
  loanApplicationPaths,
} from '@kredo/contract/loan-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const latestApplicationQueryOptions = queryOptions({
  queryKey: ['loan-application', 'latest'],
  queryFn: ({ signal }) =>
    apiClient.get(loanApplicationPaths.latestApplicationStatus, {
      query: { translate_status: 'False' },
      schema: latestApplicationStatusResponseSchema,
      signal,
    }),
});

/** The borrower's latest application, with its product (GET paandu/latest-application-status). */
export function useLatestApplication() {
  return useQuery(latestApplicationQueryOptions);
}
