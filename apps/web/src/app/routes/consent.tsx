import { Navigate } from 'react-router';
import { CompletePage } from '../../features/consent/components/complete-page';
import { ConsentArea } from '../../features/consent/components/consent-area';
import { ConsentErrorPage } from '../../features/consent/components/consent-error-page';
import { DeniedPage } from '../../features/consent/components/denied-page';
import { LoanDetailsPage } from '../../features/consent/components/loan-details-page';
import { LoanRejectPage } from '../../features/consent/components/loan-reject-page';
import { PaFormPage } from '../../features/consent/components/pa-form-page';
import { RedirectionPage } from '../../features/consent/components/redirection-page';
import { RepayPage } from '../../features/consent/components/repay-page';
import { ShubhFormPage } from '../../features/consent/components/shubh-form-page';
import { TimerDelayPage } from '../../features/consent/components/timer-delay-page';
import { useBrand } from '../../lib/brand-context';

/** The consent area (spec 001 §2.1): one chunk with each of its screens. */
export default ConsentArea;

export {
  CompletePage as CompleteRoute,
  ConsentErrorPage as ErrorRoute,
  DeniedPage as DeniedRoute,
  LoanDetailsPage as LoanDetailsRoute,
  LoanRejectPage as LoanRejectRoute,
  PaFormPage as PaFormRoute,
  RedirectionPage as RedirectionRoute,
  RepayPage as RepayRoute,
  ShubhFormPage as ShubhFormRoute,
  TimerDelayPage as TimerDelayRoute,
};

/** The main app's `timer` (spec 001 §2.1) is the consent area's agreement wait. */
export function TimerRoute() {
  return <Navigate to={useBrand().path('/consent/timer-delay')} replace />;
}
