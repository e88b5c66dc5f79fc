import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n';
import type { BankReturnStatus } from '../../lib/bank-return';
import '../../texts';

/**
 * What the borrower reads back from the bank's page (spec 001 §4.7): the mandate being registered
 * while the opportunity is asked again; not completed at the bank; or refused by it (the reason
 * shows in the status bar once the bank's answer has reached us).
 */
type BankReturnNoticeProps = {
  /** How the bank's page ended, when the borrower has just come back from it. */
  status: BankReturnStatus | null;
  registering: boolean;
};

export function BankReturnNotice({ status, registering }: BankReturnNoticeProps) {
  const { t } = useTranslation();
  if (registering)
    return (
      <Stack spacing={1} role="status" aria-label={t('consent.repay.registering')}>
        <Typography sx={{ fontWeight: 600 }}>{t('consent.repay.registering')}</Typography>
        <Typography variant="body2">{t('consent.repay.registeringBody')}</Typography>
        <LinearProgress aria-label={t('consent.repay.registering')} />
      </Stack>
    );
  if (status === 'cancelled' || status === 'timeout')
    return <Alert severity="warning">{t('consent.repay.notCompleted')}</Alert>;
  if (status === 'failed') return <Alert severity="error">{t('consent.repay.failed')}</Alert>;
  return null;
}
