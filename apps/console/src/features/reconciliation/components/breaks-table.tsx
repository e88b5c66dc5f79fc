import type { ReconciliationBreak } from '@kredo/contract/reconciliation';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { figureLabel, kindLabel, sourceLabel } from '../lib/break-labels';

type BreaksTableProps = {
  breaks: ReconciliationBreak[];
  /** Offered on every row when the staff member may resolve breaks. */
  onResolve?: (found: ReconciliationBreak) => void;
};

const code = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/** The open breaks, as the server lists them (newest first), each with its resolve action. */
export function BreaksTable({ breaks, onResolve }: BreaksTableProps) {
  const texts = text.reconciliation;
  if (breaks.length === 0) return <Typography sx={{ py: 2 }}>{texts.empty}</Typography>;
  const columns = texts.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.found}</TableCell>
            <TableCell>{columns.day}</TableCell>
            <TableCell>{columns.source}</TableCell>
            <TableCell>{columns.kind}</TableCell>
            <TableCell>{columns.reference}</TableCell>
            <TableCell>{columns.lender}</TableCell>
            <TableCell align="right">{columns.expected}</TableCell>
            <TableCell align="right">{columns.actual}</TableCell>
            {onResolve && <TableCell>{columns.action}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {breaks.map((found) => (
            <TableRow key={found.id} hover>
              <TableCell>{formatDateTime(found.foundAt)}</TableCell>
              <TableCell>{found.businessDate}</TableCell>
              <TableCell>{sourceLabel(found.source)}</TableCell>
              <TableCell>{kindLabel(found.kind)}</TableCell>
              <TableCell sx={code}>{found.reference}</TableCell>
              <TableCell>{texts.lender(found.lenderId)}</TableCell>
              <TableCell align="right">{figureLabel(found.expected, found.unit)}</TableCell>
              <TableCell align="right">{figureLabel(found.actual, found.unit)}</TableCell>
              {onResolve && (
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={texts.resolve.openLabel(found.reference)}
                    onClick={() => onResolve(found)}
                  >
                    {texts.resolve.open}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
