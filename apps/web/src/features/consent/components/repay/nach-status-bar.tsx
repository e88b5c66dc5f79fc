import type { OpportunityNach } from '@kredo/contract/mandates';
import type { NachStatus } from '@kredo/domain/mandate-lifecycle';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation, type TranslationKey } from '../../../../lib/i18n';
import { useMandateReason } from '../../lib/mandate-reason';
import '../../texts';

const shown: Record<NachStatus, { key: TranslationKey; severity: AlertColor }> = {
  IN_PROCESS: { key: 'messages.nachInProcess', severity: 'info' },
  AUTHORIZED: { key: 'messages.nachAuthorized', severity: 'info' },
  ACTIVATED: { key: 'messages.nachActivated', severity: 'success' },
  REJECTED: { key: 'messages.nachRejected', severity: 'error' },
};

/** What the bar reads: a loan knows only the status; the repayment step also the mode and reason. */
type ShownNach = Pick<OpportunityNach, 'nachStatus'> &
  Partial<Pick<OpportunityNach, 'mode' | 'reasonCode' | 'reasonText'>>;

/**
 * The NACH status bar (spec 001 §4.7): where the mandate stands at the bank, and why it was
 * rejected when it was; a paper form operations are verifying says so. Nothing before that.
 * Before the payout (the repayment step) a rejection asks for a new mandate, since there is no
 * EMI yet to transfer; a loan paid out (`paidOut`) keeps the spec's words about its EMI.
 */
export function NachStatusBar({ nach, paidOut = false }: { nach: ShownNach | null; paidOut?: boolean }) {
  const { t } = useTranslation();
  const reasonOf = useMandateReason();
  if (!nach?.nachStatus) return null;
  const { severity } = shown[nach.nachStatus];
  const reason =
    nach.nachStatus === 'REJECTED'
      ? reasonOf({ reasonCode: nach.reasonCode ?? null, reasonText: nach.reasonText ?? null })
      : null;
  const label = t('consent.repay.nachStatus');
  if (nach.nachStatus === 'REJECTED' && !paidOut)
    return (
      <Alert severity={severity} role="status" aria-label={label}>
        {reason ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('messages.mandateRejectedReason', { reason })}
            </Typography>
            <Typography variant="body2">{t('messages.mandateSetUpNew')}</Typography>
          </>
        ) : (
          <Typography variant="body2">{t('messages.nachRejectedBeforePayout')}</Typography>
        )}
      </Alert>
    );
  // A paper form under operations' review is not at the bank yet: say what is happening to it.
  const key: TranslationKey =
    nach.mode === 'PNACH' && nach.nachStatus === 'IN_PROCESS'
      ? 'consent.repay.scan.verifying'
      : shown[nach.nachStatus].key;
  return (
    <Alert severity={severity} role="status" aria-label={label}>
      <Typography variant="body2">{t(key)}</Typography>
      {reason && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('messages.mandateRejectedReason', { reason })}
        </Typography>
      )}
    </Alert>
  );
}

/** The bar on a loan's details, after the payout: a rejected mandate leaves the EMI to transfer. */
export function LoanNachStatusBar({ nach }: { nach: ShownNach | null }) {
  return <NachStatusBar nach={nach} paidOut />;
}
