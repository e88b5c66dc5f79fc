import { staffMay } from '@kredo/contract/staff';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { readStaff } from '../../../lib/session';
import { text } from '../../../text';
import { useInsuranceOrders } from '../api/get-insurance-orders';
import { allChoice, awaitingInsurer, readOrdersFilter, stateChoices } from '../lib/insurance-labels';
import { OrderActions, type Outcome } from './order-actions';
import { OrdersTable } from './orders-table';

const texts = text.insurance;
const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
const stateLabel = (choice: (typeof stateChoices)[number]) =>
  choice === awaitingInsurer
    ? texts.orders.awaitingInsurer
    : choice === allChoice
      ? texts.orders.allStates
      : texts.orders.states[choice];

/**
 * Operations' insurance: the orders by state, those awaiting the insurer first; staff who manage
 * insurance ask the insurer about one now and cancel a policy within its free look period.
 */
export function InsurancePage() {
  // The filter is in the address, so a reload keeps it.
  const [search, setSearch] = useSearchParams();
  const filter = readOrdersFilter(search);
  const list = useInsuranceOrders(filter);
  const [outcome, setOutcome] = useState<Outcome>();
  const staff = readStaff();
  const mayManage = Boolean(staff && staffMay(staff.roles, 'manageInsurance'));
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {texts.title}
      </Typography>
      <Typography>{texts.intro}</Typography>
      <TextField
        select
        size="small"
        label={texts.orders.filterState}
        value={filter.status ?? allChoice}
        onChange={(event) => {
          setOutcome(undefined);
          // Awaiting the insurer is what the page opens on: the address names it by saying nothing.
          setSearch(event.target.value === awaitingInsurer ? {} : { status: event.target.value });
        }}
        slotProps={native}
        sx={{ maxWidth: 260 }}
      >
        {stateChoices.map((choice) => (
          <option key={choice} value={choice}>
            {stateLabel(choice)}
          </option>
        ))}
      </TextField>
      {outcome && <Alert severity={outcome.severity}>{outcome.message}</Alert>}
      {list.isFetching && <LinearProgress aria-label={text.loading} />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data?.truncated && <Alert severity="info">{texts.orders.truncated}</Alert>}
      {list.data && (
        <OrdersTable
          orders={list.data.orders}
          action={(order) => <OrderActions order={order} mayManage={mayManage} onOutcome={setOutcome} />}
        />
      )}
    </Stack>
  );
}
