import { lazy, Suspense } from 'react';
import { RouteLoader } from '../../../components/route-loader';
import layout from '../../../components/ui/layout.module.css';
import { useConsentOutlet } from '../lib/consent-outlet';
import { WithdrawOffer } from './withdraw-offer';

// The post-approval form is a chunk of its own: most visits of the consent area never show it.
const PostApprovalForm = lazy(() =>
  import('../pa-form/post-approval-form').then((module) => ({ default: module.PostApprovalForm })),
);

/**
 * The post-approval form (spec 001 §2.3); once complete, the area reads the opportunity again.
 * The accepted offer may be withdrawn from under the form.
 */
export function PaFormPage() {
  const { opportunity, refresh } = useConsentOutlet();
  return (
    <>
      <Suspense fallback={<RouteLoader />}>
        <PostApprovalForm opportunity={opportunity} onComplete={() => void refresh()} />
      </Suspense>
      <div className={layout.container}>
        <WithdrawOffer />
      </div>
    </>
  );
}
