import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { useGoldArea } from '../lib/gold-area';
import '../texts';

/** In place of a screen that needs a gold user, for a borrower who has not registered. */
export function NeedsRegistration() {
  const { t } = useTranslation();
  const { openRegistration } = useGoldArea();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography>{t('gold.register.needed')}</Typography>
      <Button variant="contained" onClick={openRegistration} sx={{ alignSelf: 'flex-start' }}>
        {t('gold.register.submit')}
      </Button>
    </Paper>
  );
}
