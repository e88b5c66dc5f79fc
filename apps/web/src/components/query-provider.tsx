import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * Routes that use server state wrap themselves in this, so TanStack Query arrives with the
 * first such route instead of with the landing. All of them share the one client and cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
