import { messages } from '@kredo/contract/messages';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

type StatementErrorCardProps = { supportEmail: string; onRetry?: () => void };

/** The bank statement screens' error card (spec 000 §2.5), when the banks or the session fail to load. */
export function StatementErrorCard({ supportEmail, onRetry }: StatementErrorCardProps) {
  return (
    <Card role="alert" variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {messages.somethingsWrongTitle}
        </Typography>
        <Typography>{messages.somethingsWrongText}</Typography>
        <Typography>
          {messages.contactSupport}: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
        </Typography>
      </CardContent>
      {onRetry && (
        <CardActions>
          <Button onClick={onRetry}>Try Again</Button>
        </CardActions>
      )}
    </Card>
  );
}
