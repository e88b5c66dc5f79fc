import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/** The way to the KYC options (Aadhaar OKYC, DigiLocker, scan), which also give the address proof. */
export function KycCard({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="section" aria-label={t('documents.kyc.title')}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2">
            {t('documents.kyc.title')}
          </Typography>
          <Typography variant="body2">{t('documents.kyc.body')}</Typography>
          <Button component={RouterLink} to={href} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('documents.kyc.complete')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
