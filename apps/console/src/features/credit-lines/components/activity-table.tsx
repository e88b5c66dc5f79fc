import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { Section } from '../../../components/section';

export type Column<Row> = {
  label: string;
  /** Amounts and counts are right-aligned. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
};

type ActivityTableProps<Row> = {
  /** Names the section and its table. */
  title: string;
  empty: string;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  columns: readonly Column<Row>[];
};

/** One kind of the line's activity (bills, drawdowns, payments, debits) as a titled table. */
export function ActivityTable<Row>({ title, empty, rows, rowKey, columns }: ActivityTableProps<Row>) {
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <Typography variant="body2">{empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
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
              {rows.map((row, index) => (
                <TableRow key={rowKey(row, index)}>
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
      )}
    </Section>
  );
}
