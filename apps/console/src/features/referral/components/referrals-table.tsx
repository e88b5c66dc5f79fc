import type { ReferralRow } from '@kredo/contract/referral-back-office';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { formatAmount, formatDateTime } from '../../../lib/format';
import { text } from '../../../text';

const texts = text.referral;
const columns = texts.columns;
const rupees = (amountPaise: number) => formatAmount(amountPaise, { exact: true });
const code = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

type Column = { label: string; numeric?: boolean; cell: (row: ReferralRow) => ReactNode };

const baseColumns: Column[] = [
  { label: columns.attributedAt, cell: (row) => formatDateTime(row.attributedAt) },
  { label: columns.referrer, cell: (row) => row.referrerName ?? texts.unnamed },
  { label: columns.referred, cell: (row) => row.referredName ?? texts.unnamed },
  {
    label: columns.disbursal,
    cell: ({ cashback }) =>
      cashback
        ? texts.disbursal(texts.subjects[cashback.subject], rupees(cashback.principal), cashback.disbursedOn)
        : texts.noCashback,
  },
  {
    label: columns.amount,
    numeric: true,
    cell: ({ cashback }) => (cashback ? rupees(cashback.amount) : texts.none),
  },
  { label: columns.state, cell: ({ cashback }) => (cashback ? texts.states[cashback.status] : texts.none) },
  {
    label: columns.payable,
    cell: ({ cashback }) => (cashback ? texts.payable(cashback.payableOn, cashback.payBy) : texts.none),
  },
  {
    label: columns.attempts,
    cell: ({ cashback }) =>
      cashback
        ? texts.attempts(cashback.attempts, cashback.nextAttemptAt && formatDateTime(cashback.nextAttemptAt))
        : texts.none,
  },
  {
    label: columns.utr,
    cell: ({ cashback }) => (
      <Box component="span" sx={code}>
        {cashback?.utr ?? texts.none}
      </Box>
    ),
  },
  { label: columns.failure, cell: ({ cashback }) => cashback?.failureText ?? texts.none },
];

type ReferralsTableProps = {
  referrals: readonly ReferralRow[];
  /** What staff may do with a row (paying its cashback now), when they may. */
  action?: ((row: ReferralRow) => ReactNode) | undefined;
};

/** Referrals as the server sends them, newest first, with their cashbacks. */
export function ReferralsTable({ referrals, action }: ReferralsTableProps) {
  if (referrals.length === 0) return <Typography sx={{ py: 2 }}>{texts.empty}</Typography>;
  const shown = action ? [...baseColumns, { label: columns.action, cell: action }] : baseColumns;
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
          {referrals.map((row) => (
            <TableRow key={row.referralId} hover>
              {shown.map((column) => (
                <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
