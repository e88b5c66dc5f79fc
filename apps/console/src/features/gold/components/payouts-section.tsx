import type { GoldPayoutRow } from '@kredo/contract/gold-back-office';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { useGoldPayouts } from '../api/get-gold-payouts';
import { rupees, when } from '../lib/gold-labels';
import { GoldTable, type Column } from './gold-table';

const texts = text.gold.payouts;
const columns = texts.columns;
const code = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;
const codeCell = (value: string | null) => (
  <Box component="span" sx={code}>
    {value ?? text.gold.none}
  </Box>
);

const payoutColumns: Column<GoldPayoutRow>[] = [
  { label: columns.created, cell: (payout) => formatDateTime(payout.createdAt) },
  { label: columns.purpose, cell: (payout) => texts.purposes[payout.purpose] },
  { label: columns.customer, cell: (payout) => payout.customerName },
  { label: columns.amount, numeric: true, cell: (payout) => rupees(payout.amount) },
  { label: columns.state, cell: (payout) => texts.states[payout.status] },
  { label: columns.providerId, cell: (payout) => codeCell(payout.providerId) },
  { label: columns.utr, cell: (payout) => codeCell(payout.utr) },
  { label: columns.paidAt, cell: (payout) => when(payout.paidAt) },
  { label: columns.failure, cell: (payout) => payout.failureText ?? text.gold.none },
];

/** The refunds of gold payments and the proceeds of sales paid out, newest first; a failed one is for operations. */
export function PayoutsSection() {
  const list = useGoldPayouts();
  return (
    <Stack spacing={2}>
      {list.isFetching && <LinearProgress aria-label={text.loading} />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data && (
        <GoldTable
          label={texts.tableLabel}
          empty={texts.empty}
          rows={list.data.payouts}
          rowKey={(payout) => payout.payoutId}
          columns={payoutColumns}
        />
      )}
    </Stack>
  );
}
