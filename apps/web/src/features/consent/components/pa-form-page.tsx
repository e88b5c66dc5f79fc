import { lazy, Suspense } from 'react';
import { RouteLoader } from '../../../components/route-loader';
import { useConsentOutlet } from '../lib/consent-outlet';

// The post-approval form is a chunk of its own: most visits of the consent area never show it.
const PostApprovalForm = lazy(() =>
  import('../pa-form/post-approval-form').then((module) => ({ default: module.PostApprovalForm })),
);

/** The post-approval form (spec 001 §2.3); once complete, the area reads the opportunity again. */
export function PaFormPage() {
  const { opportunity, refresh } = useConsentOutlet();
  return (
    <Suspense fallback={<RouteLoader />}>
      <PostApprovalForm opportunity={opportunity} onComplete={() => void refresh()} />
    </Suspense>
  );
}
