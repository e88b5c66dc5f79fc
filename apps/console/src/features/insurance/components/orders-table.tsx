import type { InsuranceOrderRow } from '@kredo/contract/insurance-back-office';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { refundLabel, rupees, when } from '../lib/insurance-labels';

type Column = { label: string; numeric?: boolean; cell: (order: InsuranceOrderRow) => ReactNode };

const texts = text.insurance.orders;
const columns = texts.columns;
const code = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

const orderColumns: Column[] = [
  { label: columns.created, cell: (order) => formatDateTime(order.createdAt) },
  {
    label: columns.customer,
    cell: (order) => (
      <>
        {order.customerName}
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {order.mobile}
        </Typography>
      </>
    ),
  },
  {
    label: columns.product,
    cell: (order) => `${order.productName} (${texts.coverTypes[order.coverType.type]}), ${order.insurerName}`,
  },
  { label: columns.premium, numeric: true, cell: (order) => rupees(order.price) },
  { label: columns.state, cell: (order) => texts.states[order.state] },
  { label: columns.paidAt, cell: (order) => when(order.paidAt) },
  { label: columns.insurerCheckedAt, cell: (order) => when(order.insurerCheckedAt) },
  { label: columns.issuedAt, cell: (order) => when(order.issuedAt) },
  {
    label: columns.policyNumber,
    cell: (order) => (
      <Box component="span" sx={code}>
        {order.policyNumber ?? text.insurance.none}
      </Box>
    ),
  },
  { label: columns.freeLookEndsAt, cell: (order) => when(order.freeLookEndsAt) },
  { label: columns.refund, cell: (order) => refundLabel(order.refund) },
  { label: columns.failureReason, cell: (order) => order.failureReason ?? text.insurance.none },
];

/** The orders, newest first, each with what staff may do with it. */
export function OrdersTable({
  orders,
  action,
}: {
  orders: readonly InsuranceOrderRow[];
  action: (order: InsuranceOrderRow) => ReactNode;
}) {
  if (orders.length === 0) return <Typography sx={{ py: 2 }}>{texts.empty}</Typography>;
  const shown: Column[] = [...orderColumns, { label: columns.action, cell: action }];
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.tableLabel}>
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.orderId} hover>
              {shown.map((column) => (
                <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                  {column.cell(order)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
