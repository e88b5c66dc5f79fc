import type { GoldBreak } from '@kredo/contract/gold-back-office';
import Button from '@mui/material/Button';

import { text } from '../../../text';
import { grams, signedGrams, when } from '../lib/gold-labels';
import { GoldTable, type Column } from './gold-table';

type BreaksTableProps = {
  breaks: readonly GoldBreak[];
  /** Offered on an open break when the staff member may manage gold. */
  onResolve?: (found: GoldBreak) => void;
};

const texts = text.gold.reconciliation;
const columns = texts.columns;
const none = text.gold.none;

const breakColumns: Column<GoldBreak>[] = [
  { label: columns.customer, cell: (found) => found.customerName },
  { label: columns.vendorId, cell: (found) => found.vendorUserId },
  { label: columns.vendorBalance, numeric: true, cell: (found) => grams(found.vendorBalance) },
  { label: columns.ourBalance, numeric: true, cell: (found) => grams(found.ourBalance) },
  { label: columns.difference, numeric: true, cell: (found) => signedGrams(found.difference) },
  { label: columns.foundOn, cell: (found) => found.foundOn },
  { label: columns.resolvedBy, cell: (found) => found.resolvedBy ?? none },
  { label: columns.resolvedAt, cell: (found) => when(found.resolvedAt) },
  { label: columns.resolution, cell: (found) => found.resolution ?? none },
];

/** The breaks, newest first: each book's balance and ours less the vendor's, and how each was resolved. */
export function BreaksTable({ breaks, onResolve }: BreaksTableProps) {
  const action: Column<GoldBreak> = {
    label: columns.action,
    cell: (found) =>
      onResolve && found.resolvedAt === null ? (
        <Button
          size="small"
          variant="outlined"
          aria-label={texts.resolve.openLabel(found.customerName, found.foundOn)}
          onClick={() => onResolve(found)}
        >
          {texts.resolve.open}
        </Button>
      ) : null,
  };
  return (
    <GoldTable
      label={texts.tableLabel}
      empty={texts.empty}
      rows={breaks}
      rowKey={(found) => found.breakId}
      columns={onResolve ? [...breakColumns, action] : breakColumns}
    />
  );
}
