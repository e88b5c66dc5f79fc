import { ApplicationStatusPage } from '../../features/home/components/application-status-page';
import { useUserStatus } from '../../lib/user-status';

export default function ApplicationStatusRoute() {
  const status = useUserStatus();
  const latest = status.data?.userStatus.latestApplicationsStatus;
  return (
    <ApplicationStatusPage
      status={latest?.loanApplicationInfo.status ?? null}
      approval={latest?.loanApprovalInfo}
      payout={latest?.payout}
    />
  );
}
