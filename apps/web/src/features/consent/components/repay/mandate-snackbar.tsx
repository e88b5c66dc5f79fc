import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../../../../lib/i18n';
import { mandateSnackbarMs } from '../../lib/mandate-snackbar';
import '../../texts';

export type MandateNotice = { text: string; key: number };

/**
 * Why a mandate could not be started (spec 001 §8 'E-NACH snackbar', 'NACH link failure'): up for
 * 12 s when it is longer than 25 characters, else 5 s, or until closed. The app's own snackbar
 * keeps every toast 5 s, too short to read the longer of these.
 */
export function MandateSnackbar({
  notice,
  onClose,
}: {
  notice: MandateNotice | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== undefined}
      autoHideDuration={notice ? mandateSnackbarMs(notice.text) : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} closeText={t('shell.close')}>
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
