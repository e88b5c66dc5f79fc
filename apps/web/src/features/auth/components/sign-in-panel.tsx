import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInMethod } from '../hooks/use-otp-sign-in';
import { DobSignIn } from './dob-sign-in';
import { PanSignIn } from './pan-sign-in';

/** The landing's sign-in region: PAN sign-in first, date of birth on request. */
export function SignInPanel() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SignInMethod>('pan');

  return (
    <Box
      component="section"
      aria-labelledby="sign-in-heading"
      sx={{ p: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="h2" id="sign-in-heading" sx={{ mb: 2 }}>
        {t('auth.signIn.title')}
      </Typography>
      {method === 'pan' ? <PanSignIn /> : <DobSignIn />}
      <Button variant="text" onClick={() => setMethod(method === 'pan' ? 'dob' : 'pan')} sx={{ mt: 1 }}>
        {method === 'pan' ? t('auth.signIn.useDob') : t('auth.signIn.usePan')}
      </Button>
    </Box>
  );
}
