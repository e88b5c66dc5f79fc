import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RouteLoader } from '../../../components/route-loader';
import { useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { saveAggregatorDetails } from '../../../lib/aggregator-details';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { saveLoginMode } from '../../../lib/login-mode';
import { saveSession } from '../../../lib/session';
import { usePartnerLinkSignIn } from '../api/partner-link';
import { partnerLinkParam } from '../partner-link-param';
import { withoutIdentity } from '../sign-in-prefill';

/**
 * A partner's link (decisions: partner links): the server opens its token; what it says about the
 * person (mobile, source, redirect, loan, employer) is kept for the session, the mobile prefills
 * the sign-in, and a single sign-on link signs the person in. The token and the mobile are then
 * taken out of the address (the history entry replaced); `redirect` stays for home to read. The
 * sign-in shows meanwhile only once the link is dealt with; a refused link is said in a red
 * snackbar.
 */
export function PartnerLink({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const token = params.get(partnerLinkParam);
  const brand = useBrand();
  const navigate = useNavigate();
  const reportFailure = useReportRefusal();
  const open = usePartnerLinkSignIn();
  const started = useRef<string>(undefined);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    open.mutate(token, {
      onSuccess: ({ link, session }) => {
        saveAggregatorDetails({
          mobile: link.mobile,
          utmSource: link.utm_source,
          redirect: link.redirect,
          loanId: link.loanId,
          currentEmployer: link.currentEmployer,
        });
        // The token and the mobile leave the address; the mobile prefills the sign-in from the
        // history entry's state.
        const next = new URLSearchParams(params);
        next.delete(partnerLinkParam);
        if (link.redirect) next.set('redirect', link.redirect);
        const { search, state } = withoutIdentity(next, link.mobile ? { mobile: link.mobile } : {});
        void navigate({ search }, { replace: true, state });
        if (session) {
          saveLoginMode('SSO');
          saveSession(session);
        }
      },
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) throw error;
        reportFailure(error);
        void navigate(brand.path('/'), { replace: true });
      },
    });
  }, [token, open, params, navigate, brand, reportFailure]);

  if (token && !open.isError) return <RouteLoader />;
  return children;
}
