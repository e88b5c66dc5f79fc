import type { OpportunityDetails } from '@kredo/contract/consent';
import { nextConsentStep, type ConsentRoute } from '@kredo/domain/consent-next-step';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { readUserId } from '../../../lib/session';
import { getUserStatusQueryOptions } from '../../../lib/user-status';
import { useActiveOpportunity } from '../api/get-active-opportunity';
import { useOpportunity } from '../api/get-opportunity';
import { useUnsignedDoc } from '../api/get-unsigned-doc';
import type { ConsentOutlet } from '../lib/consent-outlet';
import {
  answerScreens,
  placeAfterAnswer,
  replacingScreens,
  screenFits,
  screenOfPath,
  type ConsentScreen,
} from '../lib/consent-screens';
import { statusWithOpportunity } from '../lib/status-cache';
import { ConsentErrorPage } from './consent-error-page';

/** The opportunity is asked again this often while the borrower waits on the server (§4.8). */
export const opportunityPollMs = 5_000;

const awaitsSignature = (opportunity: OpportunityDetails | undefined) =>
  opportunity?.status === 'CUST_CONSENT_GIVEN' &&
  opportunity.subStatuses.includes('SHUBHSIGN_PENDING') &&
  !opportunity.isEsignDone;

/** The agreement is being generated: the opportunity has no e-sign request yet. */
const awaitsAgreement = (opportunity: OpportunityDetails) =>
  awaitsSignature(opportunity) && opportunity.esignRequestId === null;

/** Screens that show without the opportunity: they say something went wrong, or count down. */
const standalone: ReadonlySet<ConsentScreen> = new Set(['error', 'redirection']);

/**
 * The consent area (spec 001 §2.1, §4.2): reads the borrower's active opportunity and sends them
 * to the step it is at (`nextConsentStep`), again whenever a new answer moves the step or the
 * borrower opens a screen that does not fit it. A screen the borrower chose that fits the step
 * (the denial screen beside the loan details, the loan details of a declined offer) is left alone.
 * The answer's screens are never shown for an offer already taken: its step is next, or once the
 * payout is awaited the root, and their loan once it is paid out. Each answer that moves the offer is written into lam/status
 * and that is asked again, so home and My Loans never show the step before.
 */
export function ConsentArea() {
  const userId = readUserId() ?? '';
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const screen = screenOfPath(pathname);

  const active = useActiveOpportunity();
  const opportunityId = active.data?.active_opp_id ?? null;
  const opportunity = useOpportunity(opportunityId, {
    pollMs: (data) => (awaitsAgreement(data) ? opportunityPollMs : undefined),
  });
  const data = opportunity.data;
  const unsigned = useUnsignedDoc(data?.esignRequestId ?? null, { enabled: awaitsSignature(data) });

  const failed = active.isError || opportunity.isError;
  const settled =
    active.isSuccess &&
    (opportunityId === null || opportunity.isSuccess) &&
    // The first answer for the agreement decides between the wait and the signature.
    !(unsigned.isPending && unsigned.fetchStatus === 'fetching');

  const step: ConsentRoute | undefined = settled
    ? nextConsentStep({
        status: opportunityId === null ? null : (data?.status ?? null),
        subStatuses: data?.subStatuses ?? [],
        unsignedDocLoaded: unsigned.data !== undefined,
        esignDone: data?.isEsignDone ?? false,
        pnachLink: Boolean(data?.nach?.pnachLink),
        onScanPath: screen === 'repay/scan',
        onRedirectionPath: screen === 'redirection',
      })
    : undefined;

  // The step is acted on when it is first known, each time it changes, and when the borrower
  // opens a screen that does not fit it; a screen that fits is left alone: the borrower may open
  // the denial screen while the step is the loan details.
  const [decided, setDecided] = useState<{ step: ConsentRoute; from: ConsentScreen }>();
  if (
    step !== undefined &&
    (step !== decided?.step || (screen !== decided.from && !screenFits(screen, step)))
  )
    setDecided({ step, from: screen });

  // An offer past its steps has no answer left to give (spec 001 §8: the root), nor a step here.
  const leaving = settled && data && answerScreens.has(screen) ? placeAfterAnswer(data) : undefined;

  const move = useEffectEvent((to: ConsentScreen, replace: boolean) => {
    if (leaving) return;
    void navigate(brand.path(`/consent/${to}`), { replace });
  });
  useEffect(() => {
    if (!decided || screenFits(decided.from, decided.step)) return;
    const to = decided.step;
    // The area's own address only dispatches, so leaving it is never a step back.
    move(to, replacingScreens.has(to) || decided.from === 'index');
  }, [decided]);
  useEffect(() => {
    if (leaving) void navigate(brand.path(leaving), { replace: true });
  }, [leaving, navigate, brand]);

  // lam/status carries the offer too: written as this answer says and asked again.
  const syncStatus = useEffectEvent(() => {
    if (!data) return;
    const key = getUserStatusQueryOptions(userId).queryKey;
    const cached = queryClient.getQueryData(key);
    const moved = statusWithOpportunity(cached, data);
    if (moved === cached) return;
    if (moved) queryClient.setQueryData(key, moved);
    void queryClient.invalidateQueries({ queryKey: key });
  });
  const answerKey = data ? `${data.id}:${data.status}:${data.subStatuses.join(',')}` : undefined;
  useEffect(() => syncStatus(), [answerKey]);

  const goTo = useCallback(
    (to: 'loan-details' | 'denied') =>
      void navigate(brand.path(`/consent/${to}`), { replace: replacingScreens.has(to) }),
    [navigate, brand],
  );

  const refresh = useCallback(
    () =>
      Promise.all([
        opportunity.refetch(),
        queryClient.invalidateQueries({ queryKey: getUserStatusQueryOptions(userId).queryKey }),
      ]),
    [opportunity, queryClient, userId],
  );

  if (standalone.has(screen)) return <Outlet />;
  if (failed) return <ConsentErrorPage />;
  if (leaving) return <RouteLoader />;
  // Until the first step is known and reached, no screen shows (the index would be the details).
  const arrived = decided !== undefined && (decided.from !== screen || screenFits(screen, decided.step));
  if (!data || !arrived) return <RouteLoader />;
  const context: ConsentOutlet = {
    userId,
    opportunity: data,
    unsignedDoc: unsigned.data?.unsignedDoc,
    refresh,
    goTo,
  };
  return <Outlet context={context} />;
}
