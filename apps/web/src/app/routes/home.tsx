import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RouteLoader } from '../../components/route-loader';
import { env } from '../../config/env';
import { afterSignIn } from '../../features/home/after-sign-in';
import { HomePage } from '../../features/home/components/home-page';
import { useUserLoans } from '../../lib/user-loans';
import { useUserStatus } from '../../lib/user-status';
import { useBrand } from '../../lib/brand-context';
import { readLoginMode } from '../../lib/login-mode';

/** Home under the profile gate, so the status is already in the cache. */
export default function HomeRoute() {
  const status = useUserStatus();
  const brand = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = afterSignIn(readLoginMode(), params.get('redirect'), env.websiteUrl);
  const websiteUrl = next.kind === 'website' ? next.url : undefined;
  const toLoans = next.kind === 'app';
  const loansPath = brand.path('/loans');

  useEffect(() => {
    if (websiteUrl) window.location.replace(websiteUrl);
    else if (toLoans) void navigate(loansPath, { replace: true });
  }, [websiteUrl, toLoans, loansPath, navigate]);

  const latest = status.data?.userStatus.latestApplicationsStatus?.loanApplicationInfo.status ?? null;
  // No loan exists before a disbursal, so only then is the loans call worth its request.
  const loans = useUserLoans({ enabled: next.kind === 'stay' && latest === 'DISBURSED' });

  if (next.kind !== 'stay') return <RouteLoader />;
  const completion = status.data?.userStatus.completionDetails;
  // Which flow the form follows is the product's, not chosen yet on home: the further one shows.
  return (
    <HomePage
      name={status.data?.profile.name ?? null}
      latestStatus={latest}
      completionPercent={completion ? Math.max(completion.percent, completion.v3Percent) : undefined}
      loanStates={loans.data?.loans.map((loan) => loan.state.loan_detail.loanDetail.status)}
      approval={status.data?.userStatus.latestApplicationsStatus?.loanApprovalInfo}
      payout={status.data?.userStatus.latestApplicationsStatus?.payout}
    />
  );
}
