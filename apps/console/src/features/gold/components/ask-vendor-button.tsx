import type { GoldOrderRow } from '@kredo/contract/gold-back-office';
import Button from '@mui/material/Button';

import { text } from '../../../text';
import { useRefreshGoldOrder } from '../api/refresh-gold-order';

type AskVendorButtonProps = {
  order: GoldOrderRow;
  /** The order's row as it now stands. */
  onDone: (row: GoldOrderRow) => void;
  onFailed: (error: unknown) => void;
};

/** Asks the gateway and the vendor about one order now; the row then shows what they said. */
export function AskVendorButton({ order, onDone, onFailed }: AskVendorButtonProps) {
  const refresh = useRefreshGoldOrder(order.orderId);
  const labels = text.gold.orders.askVendor;
  return (
    <Button
      size="small"
      variant="outlined"
      loading={refresh.mutation.isPending}
      aria-label={labels.openLabel(order.vendorTxId)}
      onClick={() => {
        refresh.submit().then((row) => row && onDone(row), onFailed);
      }}
    >
      {labels.open}
    </Button>
  );
}
