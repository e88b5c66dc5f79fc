import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { RouteLoader } from '../../../components/route-loader';
import { useOutstanding } from '../../../features/incomplete-info/api/use-outstanding';
import { useFinishCorrection } from '../../../features/incomplete-info/lib/use-finish-correction';
import { useKycModes } from '../../../features/kyc/api/get-kyc-modes';
import { DigilockerPage } from '../../../features/kyc/components/digilocker-page';
import { KycOptions } from '../../../features/kyc/components/kyc-options';
import { OkycPage } from '../../../features/kyc/components/okyc-page';
import { ScanPage } from '../../../features/kyc/components/scan-page';
import { readDigilockerReturn } from '../../../features/kyc/lib/digilocker-return';
import type { KycMode } from '../../../features/kyc/lib/kyc-mode-labels';
import { useLatestApplication } from '../../../lib/latest-application';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { readUserId } from '../../../lib/session';
import { AppointmentRoute } from '../kyc';
import { CorrectionPage } from './correction-page';
import { useDigilockerCorrection } from './digilocker-correction';
import '../../../features/incomplete-info/texts';

const screenPath = '/incomplete-info/kyc';
const modeParams: Record<KycMode, string> = {
  OKYC: 'okyc',
  KYC_DIGI_LOCKER: 'digilocker',
  SCAN: 'scan',
  APPOINTMENT: 'appointment',
};

/**
 * Complete KYC (`#/incomplete-info/kyc`, spec 000 §2.5, §4.2): for an unclear Aadhaar or
 * current address proof, the KYC option chooser of the application's product, each mode on this
 * same screen (`?mode=`). A mode that completes the KYC settles AADHAAR_UNCLEAR and
 * CURR_ADDR_PROOF_UNCLEAR, says 'KYC updated successfully' and replaces the route with the list.
 * An appointment completes nothing yet: the visit is booked and the items stay.
 */
export default function KycCorrectionRoute() {
  const [params] = useSearchParams();
  const outstanding = useOutstanding();
  const { finish } = useFinishCorrection('kyc');
  const userId = readUserId() ?? '';
  const done = () => void finish();
  const back = readDigilockerReturn(params);
  const mode = params.get('mode');

  if (outstanding.isLoading) return <RouteLoader />;
  // DigiLocker sends the borrower back here with its answer in the query, without the mode.
  if (back.kind !== 'start' || mode === modeParams.KYC_DIGI_LOCKER)
    return <KycDigilocker onContinue={done} />;
  if (mode === modeParams.OKYC)
    return <OkycPage userId={userId} invoker="INCOMPLETE_INFO" onVerified={done} />;
  if (mode === modeParams.SCAN) return <ScanPage userId={userId} onUploaded={done} />;
  if (mode === modeParams.APPOINTMENT) return <AppointmentRoute />;
  return <KycChooser />;
}

function KycChooser() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const latest = useLatestApplication();
  const productCode = params.get('productCode') ?? latest.data?.application?.productCode ?? '';
  const modes = useKycModes(productCode);
  const failed = modes.isError || latest.isError || (latest.isSuccess && productCode === '');
  return (
    <CorrectionPage screen="kyc" reason={t('incompleteInfoFlows.kyc.reason')}>
      {failed ? (
        <Alert severity="error">{t('incompleteInfoFlows.loadFailure')}</Alert>
      ) : modes.data ? (
        <KycOptions
          modes={modes.data.kycModes.map((entry) => entry.mode)}
          hrefOf={(kycMode) => brand.path(`${screenPath}?mode=${modeParams[kycMode]}`)}
        />
      ) : (
        <RouteLoader />
      )}
    </CorrectionPage>
  );
}

function KycDigilocker({ onContinue }: { onContinue: () => void }) {
  return <DigilockerPage {...useDigilockerCorrection(screenPath)} onContinue={onContinue} />;
}
