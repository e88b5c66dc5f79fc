import type { OfferAction } from '@kredo/contract/back-office';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useResendEsignCode } from '../api/resend-esign-code';
import { CancelOfferDialog } from './cancel-offer-dialog';

type OfferActionsProps = { applicationId: string; allowedActions: readonly OfferAction[] };

/** Both offer actions, each enabled only when the server allows it to this staff member now. */
export function OfferActions({ applicationId, allowedActions }: OfferActionsProps) {
  const [cancelling, setCancelling] = useState(false);
  const resend = useResendEsignCode(applicationId);
  const allowed = (action: OfferAction) => allowedActions.includes(action);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} role="group" aria-label={text.offerProgress.actions}>
        <Button
          variant="outlined"
          disabled={!allowed('RESEND_ESIGN_CODE')}
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {text.resendEsignCode.open}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={!allowed('CANCEL_OFFER')}
          onClick={() => setCancelling(true)}
        >
          {text.cancelOffer.open}
        </Button>
      </Stack>
      {resend.isSuccess && (
        <Alert severity="success">{text.resendEsignCode.sent(resend.data.resendAfterSeconds)}</Alert>
      )}
      {resend.isError && <Alert severity="error">{errorText(resend.error)}</Alert>}
      {cancelling && <CancelOfferDialog applicationId={applicationId} onClose={() => setCancelling(false)} />}
    </Stack>
  );
}
