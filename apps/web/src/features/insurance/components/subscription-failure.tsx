import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import '../texts';

function Lines({ lines }: { lines: readonly string[] }) {
  const catalogueText = useCatalogueText();
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {lines.map((line) => (
        <li key={line}>
          <Typography>{catalogueText(line)}</Typography>
        </li>
      ))}
    </ul>
  );
}

/** A refused subscription's message lines in a red box above the form (spec 002 §8). */
export function SubscriptionErrorBox({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert" aria-label={t('insurance.details.errorLines')}>
      <Lines lines={lines} />
    </Alert>
  );
}

/** The same lines in the 'Something went wrong !' modal (spec 002 §2, §8). */
export function SubscriptionErrorDialog({
  lines,
  open,
  onClose,
}: {
  lines: readonly string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('messages.insuranceSomethingWentWrong')}</DialogTitle>
      <DialogContent>
        <Lines lines={lines} />
      </DialogContent>
      <DialogActions>
        <Button size="large" variant="contained" onClick={onClose}>
          {t('insurance.details.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
