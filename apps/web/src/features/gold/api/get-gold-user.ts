import { goldPaths, goldUserSchema, type GoldUser } from '@kredo/contract/gold';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { readUserId } from '../../../lib/session';

/** The borrower's gold user, or null while they have not registered for gold (a 404). */
export async function getGoldUser(userId: string, signal?: AbortSignal): Promise<GoldUser | null> {
  try {
    return await apiClient.get(goldPaths.user, {
      query: { user_id: userId },
      schema: goldUserSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const goldUserQueryKey = (userId: string) => ['gold', 'user', userId] as const;

export function goldUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: goldUserQueryKey(userId),
    queryFn: ({ signal }) => getGoldUser(userId, signal),
  });
}

/** The signed-in borrower's gold user (null: not registered). */
export function useGoldUser() {
  const userId = readUserId() ?? '';
  return useQuery({ ...goldUserQueryOptions(userId), enabled: userId !== '' });
}
