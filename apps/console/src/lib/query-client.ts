import { QueryClient } from '@tanstack/react-query';

import { ApiRequestError } from './api-error';

/** Only a lost connection, a timeout or a 5xx may go away on a second try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !(error instanceof ApiRequestError)) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
