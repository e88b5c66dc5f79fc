import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type Column<Row> = {
  label: string;
  /** Amounts and grams are right-aligned. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
};

type GoldTableProps<Row> = {
  /** Names the table. */
  label: string;
  /** Said instead of the table when there is no row. */
  empty: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
};

/** One of the Gold page's lists as a table, as the server sends it (newest first). */
export function GoldTable<Row>({ label, empty, rows, rowKey, columns }: GoldTableProps<Row>) {
  if (rows.length === 0) return <Typography sx={{ py: 2 }}>{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
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
