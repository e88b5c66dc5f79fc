import { OkycPage } from '../../../features/kyc/components/okyc-page';
import { useOutstanding } from '../../../features/incomplete-info/api/use-outstanding';
import { useFinishCorrection } from '../../../features/incomplete-info/lib/use-finish-correction';
import { readUserId } from '../../../lib/session';
import { RouteLoader } from '../../../components/route-loader';

/**
 * Aadhaar OKYC as a correction (`#/incomplete-info/okyc`, spec 000 §2.5, §4.6): the same screen
 * as in the application, invoked by the incomplete-info area; once UIDAI's e-KYC is kept it
 * settles AADHAAR_OKYC and goes back to the list.
 */
export default function OkycCorrectionRoute() {
  const outstanding = useOutstanding();
  const { finish } = useFinishCorrection('okyc');
  // The settle needs the application: the screen waits for it rather than settle nothing.
  if (outstanding.isLoading) return <RouteLoader />;
  return (
    <OkycPage
      userId={readUserId() ?? ''}
      invoker="INCOMPLETE_INFO"
      onVerified={() => void finish(['AADHAAR_OKYC'])}
    />
  );
}
