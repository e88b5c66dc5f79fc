import { isLoosePan } from '@kredo/domain/validators/pan';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DocumentUploadCard } from '../../../features/documents/components/document-upload-card';
import { useFinishCorrection } from '../../../features/incomplete-info/lib/use-finish-correction';
import { useSaveProfile } from '../../../features/loan-application/api/application-profile';
import { useUserStatus } from '../../../lib/user-status';
import { useTranslation } from '../../../lib/i18n';
import { panLength, toPan } from '../../../lib/identity-fields';
import { readUserId } from '../../../lib/session';
import { CorrectionPage } from './correction-page';
import { DateTextField } from '../../../components/form/date-text-field';
import '../../../features/incomplete-info/texts';

/**
 * PAN details unclear (`#/incomplete-info/pan-unclear`, spec 000 §2.5, §5.1, §8): the PAN (the
 * correction screens' looser pattern: five letters, four digits, a letter), the date of birth
 * and a new picture of the PAN card. Continue is disabled until PAN and date of birth are given;
 * it saves both through the profile and settles PAN_UNCLEAR.
 */
export default function PanUnclearRoute() {
  const { t } = useTranslation();
  return (
    <CorrectionPage screen="pan-unclear" reason={t('incompleteInfoFlows.pan.reason')}>
      <PanDetails />
    </CorrectionPage>
  );
}

function PanDetails() {
  const { t } = useTranslation();
  const status = useUserStatus();
  const save = useSaveProfile();
  const { finish, isPending } = useFinishCorrection('pan-unclear');
  const [pan, setPan] = useState('');
  // The date of birth on the account, when there is one: the borrower confirms it.
  const [dob, setDob] = useState(() => status.data?.profile.dob ?? '');
  const [panError, setPanError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [imageGiven, setImageGiven] = useState(false);
  const [imageMissing, setImageMissing] = useState(false);

  async function submit() {
    setFailure(undefined);
    if (!isLoosePan(pan)) return setPanError(t('incompleteInfoFlows.pan.invalidPan'));
    if (!imageGiven) return setImageMissing(true);
    try {
      await save.mutateAsync({ profileData: { panNumber: pan, dob } });
    } catch {
      // A PAN or date of birth the account does not take (or the strict PAN check) says the same.
      return setFailure(t('incompleteInfoFlows.pan.failed'));
    }
    await finish(['PAN_UNCLEAR']);
  }

  const busy = save.isPending || isPending;
  return (
    <>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={t('incompleteInfoFlows.pan.panLabel')}
        value={pan}
        onChange={(event) => {
          setPan(toPan(event.target.value));
          setPanError(undefined);
        }}
        error={panError !== undefined}
        helperText={panError}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: panLength, autoCapitalize: 'characters', spellCheck: false } }}
      />
      <DateTextField
        label={t('incompleteInfoFlows.pan.dobLabel')}
        value={dob}
        onValueChange={setDob}
        required
      />
      <DocumentUploadCard
        userId={readUserId() ?? ''}
        docType="PAN"
        label={t('incompleteInfoFlows.pan.imageLabel')}
        required
        uploaded={false}
        missing={imageMissing}
        flow="dynamic"
        failureText={t('incompleteInfoFlows.uploadFailed')}
        onUploaded={() => {
          setImageGiven(true);
          setImageMissing(false);
        }}
      />
      {imageMissing && !imageGiven && (
        <Alert severity="error" role="alert">
          {t('messages.panRequired')}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={pan === '' || dob === '' || busy}
        onClick={() => void submit()}
      >
        {t('incompleteInfo.continue')}
      </Button>
    </>
  );
}
