import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useConnectionNotice } from '../hooks/use-connection-notice';

/** Always in the page so screen readers announce the change when the text appears. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const notice = useConnectionNotice();
  const offline = notice === 'offline';

  return (
    <Box role="status" aria-live="polite" sx={{ position: 'sticky', top: 0, zIndex: 'snackbar' }}>
      {notice !== 'none' && (
        <Box
          sx={{
            px: 2,
            py: 1,
            textAlign: 'center',
            fontWeight: 600,
            color: '#FFFFFF',
            bgcolor: offline ? '#374151' : '#166534',
          }}
        >
          {offline ? t('messages.youAreOffline') : t('messages.youAreBackOnline')}
        </Box>
      )}
    </Box>
  );
}
