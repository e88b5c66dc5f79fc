import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';

export function ChatPage() {
  const { t } = useTranslation();
  const { partner } = useBrand();
  return (
    <Page title={t('shell.chat.title')}>
      <Typography sx={{ mb: 1 }}>{t('shell.chat.body')}</Typography>
      <Typography>
        {t('messages.mailUsAt')} <Link href={`mailto:${partner.supportEmail}`}>{partner.supportEmail}</Link>
      </Typography>
    </Page>
  );
}
