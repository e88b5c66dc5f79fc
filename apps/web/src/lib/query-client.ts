import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, clientErrorCodes } from './api-error';

const transientCodes: readonly string[] = [clientErrorCodes.timeout, clientErrorCodes.network];

/**
 * Only a timeout, a lost connection or a 5xx may go away on a second try; a 4xx, an ended
 * session or a bug in the caller will not.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !(error instanceof ApiRequestError)) return false;
  return error.status >= 500 || transientCodes.includes(error.code);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; every route that needs server state is wrapped in a provider of it. */
export const queryClient = createQueryClient();
