import { staffMay } from '@kredo/contract/staff';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { readStaff } from '../../../lib/session';
import { text } from '../../../text';
import { useGoldOrders } from '../api/get-gold-orders';
import { allChoice, awaitingVendor, readOrdersFilter } from '../lib/gold-labels';
import { AskVendorButton } from './ask-vendor-button';
import { OrdersFilter } from './orders-filter';
import { OrdersTable } from './orders-table';

type Outcome = { severity: 'success' | 'error'; message: string };

/**
 * The gold orders by state and kind, those awaiting the vendor first; staff who manage gold ask
 * the gateway and the vendor about a paid, confirming or verified one now.
 */
export function OrdersSection() {
  // The filter is in the address, so a reload keeps it.
  const [search, setSearch] = useSearchParams();
  const filter = readOrdersFilter(search);
  const list = useGoldOrders(filter);
  const [outcome, setOutcome] = useState<Outcome>();
  const staff = readStaff();
  const mayManage = Boolean(staff && staffMay(staff.roles, 'manageGold'));
  const texts = text.gold.orders;
  const change = (key: 'status' | 'kind', value: string) => {
    setOutcome(undefined);
    setSearch((current) => {
      const next = new URLSearchParams(current);
      // Awaiting the vendor is what the page opens on: the address names it by saying nothing.
      if (key === 'status' && value === awaitingVendor) next.delete(key);
      else if (key === 'kind' && value === allChoice) next.delete(key);
      else next.set(key, value);
      return next;
    });
  };
  return (
    <Stack spacing={2}>
      <OrdersFilter filter={filter} onChange={change} />
      {outcome && <Alert severity={outcome.severity}>{outcome.message}</Alert>}
      {list.isFetching && <LinearProgress aria-label={text.loading} />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data?.truncated && <Alert severity="info">{texts.truncated}</Alert>}
      {list.data && (
        <OrdersTable
          orders={list.data.orders}
          action={
            mayManage
              ? (order) => (
                  <AskVendorButton
                    order={order}
                    onDone={(row) =>
                      setOutcome({
                        severity: 'success',
                        message: texts.askVendor.done(
                          row.customerName,
                          texts.kinds[row.kind],
                          texts.states[row.status],
                        ),
                      })
                    }
                    onFailed={(error) => setOutcome({ severity: 'error', message: errorText(error) })}
                  />
                )
              : undefined
          }
        />
      )}
    </Stack>
  );
}
