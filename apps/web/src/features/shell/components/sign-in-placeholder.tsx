import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Holds the landing's sign-in region until the sign-in feature replaces it in the route tree. */
export function SignInPlaceholder() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="sign-in-heading"
      sx={{ p: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="h2" id="sign-in-heading" sx={{ mb: 1 }}>
        {t('shell.landing.signInHeading')}
      </Typography>
      <Typography color="text.secondary">{t('shell.landing.signInSoon')}</Typography>
    </Box>
  );
}
