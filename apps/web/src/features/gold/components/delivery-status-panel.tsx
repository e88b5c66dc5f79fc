import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { FactsTable } from '../../../components/facts-table';
import { useTranslation } from '../../../lib/i18n';
import { useDeliveryStatus } from '../api/get-delivery-status';
import { deliveryStatusText } from '../lib/order-value';
import '../texts';

/**
 * 'View Status' of a delivery (spec 002 §2): asked when pressed, then its status (underscores as
 * spaces), the courier's tracking id, the courier and the tracking link.
 */
export function DeliveryStatusPanel({ txnId }: { txnId: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const status = useDeliveryStatus(txnId, { enabled: shown });
  if (!shown) {
    return (
      <Button variant="outlined" size="large" onClick={() => setShown(true)}>
        {t('gold.order.viewStatus')}
      </Button>
    );
  }
  if (status.isPending) return <CircularProgress aria-label={t('gold.order.deliveryStatus')} />;
  if (status.isError) return <ErrorMessage error={status.error} />;
  const { delivery_status, courier_tracking_id, courier_company, tracking_link } = status.data;
  const none = t('gold.order.notYet');
  return (
    <section aria-label={t('gold.order.deliveryStatus')}>
      <FactsTable
        label={t('gold.order.deliveryStatus')}
        rows={[
          [t('gold.order.status'), deliveryStatusText(delivery_status)],
          [t('gold.order.trackingId'), courier_tracking_id ?? none],
          [t('gold.order.courier'), courier_company ?? none],
        ]}
      />
      {tracking_link && (
        <Typography sx={{ mt: 1 }}>
          <Link href={tracking_link} target="_blank" rel="noopener noreferrer">
            {t('gold.order.track')}
          </Link>
        </Typography>
      )}
    </section>
  );
}
