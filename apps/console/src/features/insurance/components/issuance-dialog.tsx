import type { InsuranceOrderRow } from '@kredo/contract/insurance-back-office';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { FieldList } from '../../../components/field-list';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { useInsuranceOrder } from '../api/get-insurance-order';
import { when } from '../lib/insurance-labels';

const labels = text.insurance.orders.details;

/** An order's issuance: the insurer's last answer, the proposal, and the order's events with who acted. */
export function IssuanceDialog({ order, onClose }: { order: InsuranceOrderRow; onClose: () => void }) {
  const titleId = useId();
  const detail = useInsuranceOrder(order.orderId);
  const data = detail.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{labels.title(order.customerName)}</DialogTitle>
      <DialogContent>
        {detail.isPending && <LinearProgress aria-label={text.loading} />}
        {detail.isError && <Alert severity="error">{errorText(detail.error)}</Alert>}
        {data && (
          <FieldList
            fields={[
              { label: labels.proposalId, value: data.order.proposalId ?? labels.notAsked },
              { label: labels.insurerStatus, value: data.issuance.insurerStatus ?? labels.notAsked },
              { label: labels.insurerMessage, value: data.issuance.insurerMessage },
              { label: labels.checkedAt, value: when(data.issuance.checkedAt) },
            ]}
          />
        )}
        {data && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {labels.events}
            </Typography>
            <ul>
              {data.events.map((event) => (
                <li key={`${event.at}-${event.action}`}>
                  <Typography variant="body2">
                    {formatDateTime(event.at)}: {event.action}
                    {event.actor ? `, ${event.actor}` : ''}
                    {event.note ? `: ${event.note}` : ''}
                  </Typography>
                </li>
              ))}
            </ul>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
