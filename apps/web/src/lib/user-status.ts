import { profilePaths, userStatusResponseSchema } from '@kredo/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from './api-client';
import { readUserId } from './session';

export type UserStatus = z.output<typeof userStatusResponseSchema>;

export function getUserStatus(userId: string, signal?: AbortSignal) {
  return apiClient.get(profilePaths.status.replace(':userId', encodeURIComponent(userId)), {
    schema: userStatusResponseSchema,
    signal,
  });
}

/**
 * The one query of `lam/status`: home, the application, the corrections and the profile gate all
 * read this cache entry, so a refresh from any of them shows in all.
 */
export function getUserStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', 'status', userId],
    queryFn: ({ signal }) => getUserStatus(userId, signal),
  });
}

/** The signed-in borrower's profile and latest application status. */
export function useUserStatus() {
  const userId = readUserId() ?? '';
  return useQuery({ ...getUserStatusQueryOptions(userId), enabled: userId !== '' });
}
