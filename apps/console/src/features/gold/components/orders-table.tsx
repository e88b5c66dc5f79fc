import type { GoldOrderRow } from '@kredo/contract/gold-back-office';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { deliveryStageLabel, failureLabel, grams, mayAskVendor, rupees, when } from '../lib/gold-labels';
import { GoldTable, type Column } from './gold-table';

type OrdersTableProps = {
  orders: readonly GoldOrderRow[];
  /** The action of a row the vendor may still move; absent for staff who may not manage gold. */
  action?: (order: GoldOrderRow) => ReactNode;
};

const texts = text.gold.orders;
const columns = texts.columns;
const code = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

const orderColumns: Column<GoldOrderRow>[] = [
  { label: columns.created, cell: (order) => formatDateTime(order.createdAt) },
  { label: columns.customer, cell: (order) => order.customerName },
  { label: columns.kind, cell: (order) => texts.kinds[order.kind] },
  { label: columns.gold, numeric: true, cell: (order) => grams(order.gold) },
  { label: columns.amount, numeric: true, cell: (order) => rupees(order.amount) },
  { label: columns.state, cell: (order) => texts.states[order.status] },
  { label: columns.paidAt, cell: (order) => when(order.paidAt) },
  { label: columns.vendorCheckedAt, cell: (order) => when(order.vendorCheckedAt) },
  { label: columns.failureReason, cell: (order) => failureLabel(order.failureReason) },
  { label: columns.deliveryStage, cell: (order) => deliveryStageLabel(order.deliveryStage) },
  {
    label: columns.invoiceNumber,
    cell: (order) => (
      <Box component="span" sx={code}>
        {order.invoiceNumber ?? text.gold.none}
      </Box>
    ),
  },
];

/** The orders, newest first; a paid, confirming or verified one offers asking the vendor now. */
export function OrdersTable({ orders, action }: OrdersTableProps) {
  return (
    <GoldTable
      label={texts.tableLabel}
      empty={texts.empty}
      rows={orders}
      rowKey={(order) => order.orderId}
      columns={
        action
          ? [
              ...orderColumns,
              { label: columns.action, cell: (order) => (mayAskVendor(order.status) ? action(order) : null) },
            ]
          : orderColumns
      }
    />
  );
}
