import type { ReferralRow } from '@kredo/contract/referral-back-office';
import Button from '@mui/material/Button';

import { text } from '../../../text';
import { usePayCashback } from '../api/pay-cashback';
import { mayPayNow } from '../lib/referral-labels';

type PayNowButtonProps = {
  row: ReferralRow;
  /** The referral's row as it now stands. */
  onDone: (row: ReferralRow) => void;
  onFailed: (error: unknown) => void;
};

/** Pays an owed or failed cashback now; nothing for a cashback in any other state. */
export function PayNowButton({ row, onDone, onFailed }: PayNowButtonProps) {
  const pay = usePayCashback(row.cashback?.cashbackId ?? '');
  if (!row.cashback || !mayPayNow(row.cashback.status)) return null;
  const texts = text.referral;
  return (
    <Button
      size="small"
      variant="outlined"
      loading={pay.mutation.isPending}
      aria-label={texts.payNowLabel(row.referrerName ?? texts.unnamed)}
      onClick={() => {
        pay.submit().then((paid) => paid && onDone(paid), onFailed);
      }}
    >
      {texts.payNow}
    </Button>
  );
}
