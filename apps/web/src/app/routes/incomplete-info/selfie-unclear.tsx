import Button from '@mui/material/Button';
import { useState } from 'react';
import { SelfieCard } from '../../../features/documents/components/selfie-card';
import { useFinishCorrection } from '../../../features/incomplete-info/lib/use-finish-correction';
import { useTranslation } from '../../../lib/i18n';
import { readUserId } from '../../../lib/session';
import { CorrectionPage } from './correction-page';
import '../../../features/incomplete-info/texts';

/**
 * The selfie correction (`#/incomplete-info/selfie-unclear`, spec 000 §2.5, §4.7, §8): a new
 * selfie from the camera; Continue once it is stored settles SELFIE_UNCLEAR.
 */
export default function SelfieUnclearRoute() {
  const { t } = useTranslation();
  const { finish, isPending } = useFinishCorrection('selfie-unclear');
  const [uploaded, setUploaded] = useState(false);
  return (
    <CorrectionPage screen="selfie-unclear" reason={t('incompleteInfoFlows.selfie.reason')}>
      <SelfieCard
        userId={readUserId() ?? ''}
        label={t('incompleteInfoFlows.selfie.label')}
        required
        uploaded={false}
        failureText={t('incompleteInfoFlows.uploadFailed')}
        onUploaded={() => setUploaded(true)}
      />
      <Button
        variant="contained"
        size="large"
        disabled={!uploaded || isPending}
        onClick={() => void finish(['SELFIE_UNCLEAR'])}
      >
        {t('incompleteInfo.continue')}
      </Button>
    </CorrectionPage>
  );
}
