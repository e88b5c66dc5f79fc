import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/** A failure in the area's words, then 'Mail us at' the brand's support address (spec 002 §8). */
export function SupportAlert({ text }: { text: string }) {
  const { t } = useTranslation();
  const { partner } = useBrand();
  return (
    <Alert severity="error" role="alert">
      <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
      <Typography>
        {t('messages.mailUsAt')} <a href={`mailto:${partner.supportEmail}`}>{partner.supportEmail}</a>
      </Typography>
    </Alert>
  );
}
