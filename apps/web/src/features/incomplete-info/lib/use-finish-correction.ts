import type { IncompleteInfoOnCompleteResponse } from '@kredo/contract/incomplete-info';
import type { IncompleteInfoScreen, IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { reportingRefusal, useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { readUserId } from '../../../lib/session';
import { useSettleSubStatuses } from '../api/settle-sub-statuses';
import { getUserStatusQueryOptions } from '../../../lib/user-status';
import { useOutstanding } from '../api/use-outstanding';
import '../texts';

export type FinishCorrection = {
  /**
   * After the screen saved: settles `subStatuses` (by default every outstanding one of this
   * screen), shows '<title> updated successfully', refreshes the status and goes back to the
   * list. A refusal shows in a red snackbar and the borrower stays on the screen.
   */
  finish: (subStatuses?: IncompleteInfoSubStatus[]) => Promise<void>;
  isPending: boolean;
};

/** The end of every correction screen (spec 000 §4.2). */
export function useFinishCorrection(screen: IncompleteInfoScreen): FinishCorrection {
  const { applicationId, screens } = useOutstanding();
  const settle = useSettleSubStatuses();
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const reportRefusal = useReportRefusal();
  const navigate = useNavigate();
  const brand = useBrand();
  const { t } = useTranslation();
  const listPath = brand.path('/incomplete-info');
  const ofScreenKey = (screens.find((entry) => entry.screen === screen)?.subStatuses ?? []).join(',');
  const ofScreen = useMemo(
    () => (ofScreenKey === '' ? [] : (ofScreenKey.split(',') as IncompleteInfoSubStatus[])),
    [ofScreenKey],
  );
  const { mutateAsync } = settle;

  const finish = useCallback(
    async (given?: IncompleteInfoSubStatus[]) => {
      // Only what is still outstanding on this screen is sent: the server refuses anything else.
      const subStatuses = given ? given.filter((subStatus) => ofScreen.includes(subStatus)) : ofScreen;
      if (applicationId && subStatuses.length > 0) {
        let settled: IncompleteInfoOnCompleteResponse;
        try {
          settled = await mutateAsync({ applicationId, subStatuses });
        } catch (error) {
          reportingRefusal(reportRefusal)(error);
          return;
        }
        showSettled(queryClient, settled);
      }
      showSnackbar({
        severity: 'success',
        text: t('incompleteInfo.updated', { title: t(`incompleteInfo.titles.${screen}`) }),
      });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void navigate(listPath, { replace: true });
    },
    [
      applicationId,
      ofScreen,
      mutateAsync,
      reportRefusal,
      showSnackbar,
      t,
      screen,
      queryClient,
      navigate,
      listPath,
    ],
  );

  return { finish, isPending: settle.isPending };
}

/** The list drops the settled items at once, before the refreshed status arrives. */
function showSettled(queryClient: QueryClient, settled: IncompleteInfoOnCompleteResponse) {
  queryClient.setQueryData(getUserStatusQueryOptions(readUserId() ?? '').queryKey, (current) => {
    const latest = current?.userStatus.latestApplicationsStatus;
    if (!current || !latest) return current;
    const loanApplicationInfo = {
      ...latest.loanApplicationInfo,
      status: settled.status,
      subStatuses: settled.subStatuses,
    };
    return {
      ...current,
      userStatus: { ...current.userStatus, latestApplicationsStatus: { loanApplicationInfo } },
    };
  });
}
