import type { KycData } from '@kredo/contract/kyc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/** The e-KYC the borrower just shared: their photo, name, date of birth and masked Aadhaar. */
export function KycVerified({ kyc }: { kyc: KycData }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      component="section"
      aria-label={t('kyc.verified.label')}
      sx={{ alignItems: 'center' }}
    >
      {kyc.photo && (
        <img src={kyc.photo} alt={t('kyc.verified.photo', { name: kyc.name })} width={72} height={90} />
      )}
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>{kyc.name}</Typography>
        <Typography variant="body2">
          {formatCalendarDate(kyc.dob)} · {t(`kyc.verified.genders.${kyc.gender}`)}
        </Typography>
        <Typography variant="body2">{t('kyc.verified.aadhaar', { last4: kyc.aadhaarLast4 })}</Typography>
        <Typography variant="body2">{kyc.address}</Typography>
      </Stack>
    </Stack>
  );
}
