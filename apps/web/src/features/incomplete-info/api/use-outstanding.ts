import {
  isIncompleteInfoSubStatus,
  outstandingScreens,
  type IncompleteInfoSubStatus,
  type OutstandingScreen,
} from '@kredo/domain/incomplete-info';
import { useUserStatus } from '../../../lib/user-status';

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
  const query = useUserStatus();
  const info = query.data?.userStatus.latestApplicationsStatus?.loanApplicationInfo;
  const subStatuses =
    info?.status === 'INCOMPLETE_INFO' ? info.subStatuses.filter(isIncompleteInfoSubStatus) : [];
  return {
    status: info?.status ?? null,
    applicationId: info?.applicationId,
    subStatuses,
    screens: outstandingScreens(subStatuses),
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    isError: query.isError,
  };
}
