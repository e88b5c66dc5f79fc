import { profilePaths, userStatusResponseSchema } from '@kredo/contract/profile';
import {
  isIncompleteInfoSubStatus,
  outstandingScreens,
  type IncompleteInfoSubStatus,
  type OutstandingScreen,
} from '@kredo/domain/incomplete-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { readUserId } from '../../../lib/session';

/**
 * The same call and cache entry as the profile's status query (`['profile', 'status', userId]`),
 * so a refresh from either side shows in both; a feature may not import the other's hook.
 */
export function outstandingStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', 'status', userId],
    queryFn: ({ signal }) =>
      apiClient.get(profilePaths.status.replace(':userId', encodeURIComponent(userId)), {
        schema: userStatusResponseSchema,
        signal,
      }),
  });
}

export type Outstanding = {
  /** The latest application's status, null before the first application. */
  status: string | null;
  applicationId: string | undefined;
  /** The sub-statuses a correction screen settles; unknown ones are left out. */
  subStatuses: IncompleteInfoSubStatus[];
  /** One entry per screen with something outstanding, in screen order. */
  screens: OutstandingScreen[];
  isLoading: boolean;
  isError: boolean;
};

/**
 * What the latest application still waits for (spec 000 §4.2). Outside INCOMPLETE_INFO nothing
 * is outstanding, whatever sub-statuses an application in another status carries.
 */
export function useOutstanding(): Outstanding {
  const userId = readUserId() ?? '';
  const query = useQuery({ ...outstandingStatusQueryOptions(userId), enabled: userId !== '' });
  const info = query.data?.userStatus.latestApplicationsStatus?.loanApplicationInfo;
  const subStatuses =
    info?.status === 'INCOMPLETE_INFO' ? info.subStatuses.filter(isIncompleteInfoSubStatus) : [];
  return {
    status: info?.status ?? null,
    applicationId: info?.applicationId,
    subStatuses,
    screens: outstandingScreens(subStatuses),
    isLoading: query.isPending && userId !== '',
    isError: query.isError,
  };
}
