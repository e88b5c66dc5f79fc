import type { PreDrawdownInfo } from '@kredo/contract/credit-lines';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FactsTable } from '../../../../components/facts-table';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

export type FeeState =
  | { kind: 'none' }
  | { kind: 'working' }
  | { kind: 'known'; amount: number; info: PreDrawdownInfo }
  | { kind: 'unknown' };

/**
 * What the withdrawal would cost (spec 001 §7 pre-drawdown info): the amount paid to the bank,
 * the convenience fee and its GST, billed rather than taken from the payout; or, when it cannot be
 * read, the spec's note that both apply. Announced politely as it changes.
 */
export function FeePreview({ fee }: { fee: FeeState }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {fee.kind === 'working' && (
        <Typography variant="body2">{t('loans.creditLine.withdrawScreen.feeWorking')}</Typography>
      )}
      {fee.kind === 'unknown' && (
        <Typography variant="body2">{t('loans.creditLine.withdrawScreen.feeUnknown')}</Typography>
      )}
      {fee.kind === 'known' && (
        <>
          <FactsTable
            label={t('loans.creditLine.withdrawScreen.feeTitle')}
            rows={[
              [t('loans.creditLine.withdrawScreen.toBank'), rupees(fee.amount)],
              [t('loans.creditLine.withdrawScreen.convenienceFee'), rupees(fee.info.convenienceFee)],
              [t('loans.creditLine.withdrawScreen.gst'), rupees(fee.info.convenienceFeeGst)],
            ]}
          />
          <Typography variant="body2">{t('loans.creditLine.withdrawScreen.feeBilled')}</Typography>
        </>
      )}
    </Box>
  );
}
