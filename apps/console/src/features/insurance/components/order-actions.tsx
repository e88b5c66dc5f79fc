import type { InsuranceOrderRow } from '@kredo/contract/insurance-back-office';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useRefreshInsuranceOrder } from '../api/refresh-insurance-order';
import { useRetryInsuranceRefund } from '../api/retry-insurance-refund';
import { mayAskInsurer, mayCancel, mayRetryRefund } from '../lib/insurance-labels';
import { CancelPolicyDialog } from './cancel-policy-dialog';
import { IssuanceDialog } from './issuance-dialog';

export type Outcome = { severity: 'success' | 'error'; message: string };

type OrderActionsProps = {
  order: InsuranceOrderRow;
  /** Staff who manage insurance ask the insurer, cancel and retry refunds; the others see the issuance only. */
  mayManage: boolean;
  onOutcome: (outcome: Outcome) => void;
};

const labels = text.insurance.orders;

/**
 * An order's issuance, and for staff who manage insurance 'Ask the insurer now', the cancellation
 * and 'Retry refund'.
 */
export function OrderActions({ order, mayManage, onOutcome }: OrderActionsProps) {
  const refresh = useRefreshInsuranceOrder(order.orderId);
  const retry = useRetryInsuranceRefund(order.orderId);
  const failed = (error: unknown) => onOutcome({ severity: 'error', message: errorText(error) });
  const [open, setOpen] = useState<'issuance' | 'cancel'>();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        aria-label={labels.details.openLabel(order.customerName)}
        onClick={() => setOpen('issuance')}
      >
        {labels.details.open}
      </Button>
      {mayManage && mayAskInsurer(order) && (
        <Button
          size="small"
          variant="outlined"
          loading={refresh.mutation.isPending}
          aria-label={labels.askInsurer.openLabel(order.customerName)}
          onClick={() => {
            refresh.submit().then(
              (detail) =>
                detail &&
                onOutcome({
                  severity: 'success',
                  message: labels.askInsurer.done(
                    detail.order.customerName,
                    labels.states[detail.order.state],
                  ),
                }),
              failed,
            );
          }}
        >
          {labels.askInsurer.open}
        </Button>
      )}
      {mayManage && mayRetryRefund(order) && (
        <Button
          size="small"
          variant="outlined"
          loading={retry.mutation.isPending}
          aria-label={labels.retryRefund.openLabel(order.customerName)}
          onClick={() => {
            retry.submit().then(
              (detail) =>
                detail &&
                onOutcome({ severity: 'success', message: labels.retryRefund.done(detail.order.customerName) }),
              failed,
            );
          }}
        >
          {labels.retryRefund.open}
        </Button>
      )}
      {mayManage && mayCancel(order) && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          aria-label={labels.cancel.openLabel(order.customerName)}
          onClick={() => setOpen('cancel')}
        >
          {labels.cancel.open}
        </Button>
      )}
      {open === 'issuance' && <IssuanceDialog order={order} onClose={() => setOpen(undefined)} />}
      {open === 'cancel' && (
        <CancelPolicyDialog
          order={order}
          onClose={() => setOpen(undefined)}
          onDone={(message) => {
            setOpen(undefined);
            onOutcome({ severity: 'success', message });
          }}
        />
      )}
    </Stack>
  );
}
