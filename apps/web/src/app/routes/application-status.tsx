import { ApplicationStatusPage } from '../../features/home/components/application-status-page';
import { useUserStatus } from '../../features/profile/api/get-user-status';

export default function ApplicationStatusRoute() {
  const status = useUserStatus();
  const latest = status.data?.userStatus.latestApplicationsStatus?.loanApplicationInfo.status ?? null;
  return <ApplicationStatusPage status={latest} />;
}
