import { Navigate, useRoutes } from 'react-router';
import { NotFoundPage } from '../../features/shell/components/not-found-page';
import { CompletePage } from '../../features/consent/components/complete-page';
import { ConsentArea } from '../../features/consent/components/consent-area';
import { ConsentErrorPage } from '../../features/consent/components/consent-error-page';
import { DeniedPage } from '../../features/consent/components/denied-page';
import { LoanDetailsPage } from '../../features/consent/components/loan-details-page';
import { LoanRejectPage } from '../../features/consent/components/loan-reject-page';
import { PaFormPage } from '../../features/consent/components/pa-form-page';
import { RedirectionPage } from '../../features/consent/components/redirection-page';
import { RepayAppointmentPage } from '../../features/consent/components/repay-appointment-page';
import { RepayPage } from '../../features/consent/components/repay-page';
import { RepayScanPage } from '../../features/consent/components/repay-scan-page';
import { ShubhFormPage } from '../../features/consent/components/shubh-form-page';
import { TimerDelayPage } from '../../features/consent/components/timer-delay-page';
import { UdyamPage } from '../../features/consent/components/udyam-page';
import { useBrand } from '../../lib/brand-context';

/**
 * The consent area's routes (spec 001 §2.1), under `consent/*`: they live in this chunk, so the
 * first visit carries one route for the whole area. `#/android/consent/redirection` is the
 * redirection screen under the Android segment, which closes the webview.
 */
function ConsentRoutes() {
  return useRoutes([
    {
      element: <ConsentArea />,
      children: [
        { index: true, element: <LoanDetailsPage /> },
        { path: 'loan-details', element: <LoanDetailsPage /> },
        { path: 'pa-form', element: <PaFormPage /> },
        { path: 'udyam', element: <UdyamPage /> },
        { path: 'timer-delay', element: <TimerDelayPage /> },
        { path: 'shubh-form', element: <ShubhFormPage /> },
        { path: 'repay', element: <RepayPage /> },
        { path: 'repay/scan', element: <RepayScanPage /> },
        { path: 'repay/appointment', element: <RepayAppointmentPage /> },
        { path: 'complete', element: <CompletePage /> },
        { path: 'denied', element: <DeniedPage /> },
        { path: 'redirection', element: <RedirectionPage /> },
        { path: 'error', element: <ConsentErrorPage /> },
        { path: 'loan-reject', element: <LoanRejectPage /> },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}

/** The consent area; `timer` is the main app's route to its agreement wait. */
export default function ConsentRoute({ timer = false }: { timer?: boolean }) {
  const brand = useBrand();
  if (timer) return <Navigate to={brand.path('/consent/timer-delay')} replace />;
  return <ConsentRoutes />;
}
