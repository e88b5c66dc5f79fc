import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormPanField } from '../../../components/form/form-pan-field';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useTranslation } from '../../../lib/i18n';
import { useVerifyPan } from '../api/verify-pan';
import { dobEpochMs, panFormSchema, type PanFormValues } from '../lib/pan-form';
import { useGoldArea } from '../lib/gold-area';
import '../texts';

type PanDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The PAN matched: the trade that asked for it goes on by itself. */
  onVerified: () => void;
};

/**
 * 'Verify Pan Details' (spec 002 §2, §5): the PAN, uppercased, and the date of birth, sent as
 * epoch milliseconds; Continue waits for both. A PAN that does not match says 'We couldn't verify
 * your PAN card details'; one that does, 'PAN verification successful', and the trade goes on.
 */
export function PanDialog({ open, onClose, onVerified }: PanDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('gold.pan.title')}</DialogTitle>
      <DialogContent>{open && <PanForm onClose={onClose} onVerified={onVerified} />}</DialogContent>
    </Dialog>
  );
}

function PanForm({ onClose, onVerified }: Omit<PanDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { userId } = useGoldArea();
  const showSnackbar = useSnackbar();
  const verify = useVerifyPan();
  const [refused, setRefused] = useState(false);

  async function submit(values: PanFormValues) {
    setRefused(false);
    const answer = await verify.mutateAsync({
      pan: values.pan,
      dob: dobEpochMs(values.dob),
      user_id: userId,
    });
    if (!answer.data.status) {
      setRefused(true);
      return;
    }
    showSnackbar({ severity: 'success', text: t('messages.goldPanVerified') });
    onVerified();
  }

  return (
    <Form
      schema={panFormSchema}
      defaultValues={{ pan: '', dob: '' }}
      onSubmit={submit}
      aria-label={t('gold.pan.title')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>{t('messages.goldPanRequired')}</Typography>
        <FormPanField<PanFormValues> name="pan" label={t('gold.pan.pan')} />
        <FormDateField<PanFormValues> name="dob" label={t('gold.pan.dob')} autoComplete="bday" />
        {refused && (
          <Alert severity="error" role="alert">
            {t('messages.goldPanFailed')}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('gold.pan.cancel')}</Button>
          <ContinueButton pending={verify.isPending} />
        </Stack>
      </Stack>
    </Form>
  );
}

/** Continue, disabled until both the PAN and the date of birth are given. */
function ContinueButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  const [pan, dob] = useWatch<PanFormValues, ['pan', 'dob']>({ name: ['pan', 'dob'] });
  return (
    <Button type="submit" variant="contained" disabled={pan === '' || dob === ''} loading={pending}>
      {t('gold.pan.continue')}
    </Button>
  );
}
