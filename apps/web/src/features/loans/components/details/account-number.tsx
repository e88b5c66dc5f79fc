import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

/** The lender's loan account number, with a button that copies it (spec 001 §2.10). */
export function AccountNumber({ number }: { number: string }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();

  async function copy() {
    try {
      await navigator.clipboard.writeText(number);
      showSnackbar({ severity: 'success', text: t('loans.details.copied') });
    } catch {
      // No clipboard (an old webview, a refused permission): the number can still be selected.
      showSnackbar({ severity: 'warning', text: t('loans.details.copyFailed') });
    }
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography variant="body2">{t('loans.details.accountNumber')}</Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', userSelect: 'all' }}>
          {number}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        onClick={() => void copy()}
        aria-label={t('loans.details.copyLabel')}
        sx={{ minHeight: 44 }}
      >
        {t('loans.details.copy')}
      </Button>
    </Box>
  );
}
