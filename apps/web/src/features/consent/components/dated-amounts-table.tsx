import { formatMoney, type Paise } from '@kredo/domain/money';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '../../../lib/format-calendar-date';

const rupees = (amount: number) => formatMoney(amount as Paise);

/** An amount is never broken across lines. */
const amount = { whiteSpace: 'nowrap' } as const;
/** What an amount is made of (and their headings), each on a line of its own beneath it. */
const small = { ...amount, display: 'block', color: 'text.secondary', fontSize: '0.75rem' } as const;

export type DatedAmountRow = {
  key: string | number;
  date: string;
  total: number;
  /** Beneath the total, a line each: its parts as they are to read ('₹849.25', '+ ₹150.75'). */
  parts: readonly string[];
  /** A last column's amount (the principal still outstanding), when the table has one. */
  trailing?: number;
};

/**
 * A dated list of amounts that fits a 360 px phone without scrolling sideways: the date, the
 * amount with its parts beneath it, and an optional last amount column. Only a very large text
 * size makes it scroll: a focusable region a keyboard can scroll too. The schedule of a loan's
 * instalments and a line's illustrative bills are drawn with it.
 */
export function DatedAmountsTable({
  labelledBy,
  headings,
  rows,
}: {
  labelledBy: string;
  headings: { date: string; amount: string; parts: readonly string[]; trailing?: string };
  rows: readonly DatedAmountRow[];
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& th, & td': { px: 1, py: 0.75, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{headings.date}</TableCell>
            <TableCell align="right">
              {headings.amount}
              {headings.parts.map((part) => (
                <Typography key={part} component="span" sx={small}>
                  {part}
                </Typography>
              ))}
            </TableCell>
            {headings.trailing !== undefined && <TableCell align="right">{headings.trailing}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {formatCalendarDate(row.date)}
              </TableCell>
              <TableCell align="right">
                <Typography component="span" variant="body2" sx={{ ...amount, fontWeight: 600 }}>
                  {rupees(row.total)}
                </Typography>
                {row.parts.map((part, index) => (
                  <Typography key={index} component="span" sx={small}>
                    {part}
                  </Typography>
                ))}
              </TableCell>
              {row.trailing !== undefined && (
                <TableCell align="right" sx={amount}>
                  {rupees(row.trailing)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
