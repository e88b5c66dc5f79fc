import type { CreditLineView } from '@kredo/contract/credit-line-servicing';
import Box from '@mui/material/Box';

import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { rupees } from '../lib/credit-line-labels';
import { ActivityTable } from './activity-table';

const labels = text.creditLine;
const code = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/** The line's bills, oldest first, with what each still asks. */
export function LineBills({ bills }: { bills: CreditLineView['bills'] }) {
  const columns = labels.bills.columns;
  return (
    <ActivityTable
      title={labels.bills.title}
      empty={labels.bills.empty}
      rows={bills}
      rowKey={(bill) => String(bill.billNumber)}
      columns={[
        { label: columns.billNumber, numeric: true, cell: (bill) => bill.billNumber },
        { label: columns.billDate, cell: (bill) => bill.billDate },
        { label: columns.dueDate, cell: (bill) => bill.dueDate },
        { label: columns.interest, numeric: true, cell: (bill) => rupees(bill.interest) },
        { label: columns.charges, numeric: true, cell: (bill) => rupees(bill.charges) },
        { label: columns.principal, numeric: true, cell: (bill) => rupees(bill.principal) },
        { label: columns.unpaid, numeric: true, cell: (bill) => rupees(bill.unpaid) },
      ]}
    />
  );
}

/** The line's drawdowns, newest first: the amount paid out, its fee, and how the payout went. */
export function LineDrawdowns({ drawdowns }: { drawdowns: CreditLineView['drawdowns'] }) {
  const columns = labels.drawdowns.columns;
  return (
    <ActivityTable
      title={labels.drawdowns.title}
      empty={labels.drawdowns.empty}
      rows={drawdowns}
      rowKey={(drawdown) => drawdown.drawdownId}
      columns={[
        { label: columns.requestedAt, cell: (drawdown) => formatDateTime(drawdown.requestedAt) },
        { label: columns.amount, numeric: true, cell: (drawdown) => rupees(drawdown.amount) },
        {
          label: columns.convenienceFee,
          numeric: true,
          cell: (drawdown) => rupees(drawdown.convenienceFee + drawdown.convenienceFeeGst),
        },
        { label: columns.status, cell: (drawdown) => drawdown.status },
        { label: columns.paidOn, cell: (drawdown) => drawdown.paidOn ?? text.none },
        {
          label: columns.utr,
          cell: (drawdown) => (
            <Box component="span" sx={code}>
              {drawdown.utr ?? text.none}
            </Box>
          ),
        },
        { label: columns.failure, cell: (drawdown) => drawdown.failureText ?? text.none },
      ]}
    />
  );
}

/** The line's payments, newest first, spread charges, interest, principal, and any excess. */
export function LineRepayments({ repayments }: { repayments: CreditLineView['repayments'] }) {
  const texts = labels.repayments;
  const columns = texts.columns;
  return (
    <ActivityTable
      title={texts.title}
      empty={texts.empty}
      rows={repayments}
      rowKey={(repayment, index) => `${repayment.receivedOn}-${index}`}
      columns={[
        { label: columns.receivedOn, cell: (repayment) => repayment.receivedOn },
        { label: columns.source, cell: (repayment) => texts.sources[repayment.source] ?? repayment.source },
        { label: columns.amount, numeric: true, cell: (repayment) => rupees(repayment.amount) },
        { label: columns.charges, numeric: true, cell: (repayment) => rupees(repayment.charges) },
        { label: columns.interest, numeric: true, cell: (repayment) => rupees(repayment.interest) },
        { label: columns.principal, numeric: true, cell: (repayment) => rupees(repayment.principal) },
        { label: columns.excess, numeric: true, cell: (repayment) => rupees(repayment.excess) },
      ]}
    />
  );
}

/** Money received beyond what the line owed, paid back to the borrower; a FAILED one is for operations. */
export function LineRefunds({ refunds }: { refunds: CreditLineView['refunds'] }) {
  const columns = labels.refunds.columns;
  return (
    <ActivityTable
      title={labels.refunds.title}
      empty={labels.refunds.empty}
      rows={refunds}
      rowKey={(refund) => refund.refundId}
      columns={[
        { label: columns.createdAt, cell: (refund) => formatDateTime(refund.createdAt) },
        { label: columns.amount, numeric: true, cell: (refund) => rupees(refund.amount) },
        { label: columns.status, cell: (refund) => refund.status },
        {
          label: columns.paidAt,
          cell: (refund) => (refund.paidAt ? formatDateTime(refund.paidAt) : text.none),
        },
        { label: columns.utr, cell: (refund) => refund.utr ?? text.none },
        { label: columns.failure, cell: (refund) => refund.failureText ?? text.none },
      ]}
    />
  );
}

/** The bills' NACH debits through the line's mandate, by bill and presentation. */
export function LineDebits({ debits }: { debits: CreditLineView['debits'] }) {
  const columns = labels.debits.columns;
  return (
    <ActivityTable
      title={labels.debits.title}
      empty={labels.debits.empty}
      rows={debits}
      rowKey={(debit) => `${debit.billNumber}-${debit.attempt}`}
      columns={[
        { label: columns.billNumber, numeric: true, cell: (debit) => debit.billNumber },
        { label: columns.attempt, numeric: true, cell: (debit) => debit.attempt },
        { label: columns.amount, numeric: true, cell: (debit) => rupees(debit.amount) },
        { label: columns.chargeDate, cell: (debit) => debit.chargeDate },
        { label: columns.status, cell: (debit) => debit.status },
        { label: columns.reason, cell: (debit) => debit.reasonText ?? text.none },
      ]}
    />
  );
}
