import { RouteLoader } from '../../../components/route-loader';
import { useOutstanding } from '../../../features/incomplete-info/api/use-outstanding';
import { useFinishCorrection } from '../../../features/incomplete-info/lib/use-finish-correction';
import { DigilockerPage } from '../../../features/kyc/components/digilocker-page';
import { useDigilockerCorrection } from './digilocker-correction';

/**
 * DigiLocker OKYC as a correction (`#/incomplete-info/digilocker-okyc`, spec 000 §2.5, §7, §8):
 * the borrower consents at DigiLocker and comes back here; once the KYC is kept ('Digilocker KYC
 * updated successfully'), Continue settles DIGILOCKER_OKYC and goes back to the list.
 */
export default function DigilockerCorrectionRoute() {
  const outstanding = useOutstanding();
  const { finish } = useFinishCorrection('digilocker-okyc');
  const digilocker = useDigilockerCorrection('/incomplete-info/digilocker-okyc');
  // The settle needs the application: the screen waits for it rather than settle nothing.
  if (outstanding.isLoading) return <RouteLoader />;
  return <DigilockerPage {...digilocker} onContinue={() => void finish(['DIGILOCKER_OKYC'])} />;
}
