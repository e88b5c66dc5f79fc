import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

type StatementErrorCardProps = { supportEmail: string; onRetry?: () => void };

/** The bank statement screens' error card (spec 000 §2.5), when the banks or the session fail to load. */
export function StatementErrorCard({ supportEmail, onRetry }: StatementErrorCardProps) {
  const { t } = useTranslation();
  return (
    <Card role="alert" variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('messages.somethingsWrongTitle')}
        </Typography>
        <Typography>{t('messages.somethingsWrongText')}</Typography>
        <Typography>
          {t('messages.contactSupport')}: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
        </Typography>
      </CardContent>
      {onRetry && (
        <CardActions>
          <Button onClick={onRetry}>{t('bankStatements.tryAgain')}</Button>
        </CardActions>
      )}
    </Card>
  );
}
