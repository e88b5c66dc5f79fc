import type { MessageKey } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useBrand } from '../../../../lib/brand-context';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

type ModesProblemProps = {
  problem: MessageKey;
  /** Offered for the lenders whose borrowers may ask again (spec 001 §2.6). */
  onRetry: (() => void) | undefined;
  retrying: boolean;
};

/** No mode to offer (spec 001 §8 'Repayment selection'): why, where to write, and maybe 'Try Again'. */
export function ModesProblem({ problem, onRetry, retrying }: ModesProblemProps) {
  const { t } = useTranslation();
  const { partner } = useBrand();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
            {t('consent.repay.tryAgain')}
          </Button>
        )
      }
    >
      <Typography sx={{ fontWeight: 600 }}>{t(`messages.${problem}`)}</Typography>
      <Typography variant="body2">
        {t('messages.mailUsAt')} <a href={`mailto:${partner.supportEmail}`}>{partner.supportEmail}</a>
      </Typography>
    </Alert>
  );
}
