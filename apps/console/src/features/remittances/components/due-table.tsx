import type { RemittanceDue } from '@kredo/contract/remittances';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { text } from '../../../text';
import { lenderLabel, payeeInText, payeeLabel, rupees } from '../lib/remittance-labels';

type DueTableProps = {
  due: RemittanceDue[];
  /** Offered on each row with something due. */
  onPropose: (row: RemittanceDue) => void;
};

/** Per lender and payee: the payable available, GST's input credit, what proposals hold, and the due. */
export function DueTable({ due, onPropose }: DueTableProps) {
  const texts = text.remittances;
  if (due.length === 0) return <Typography sx={{ py: 2 }}>{texts.noDue}</Typography>;
  const columns = texts.dueColumns;
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.dueTable}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.lender}</TableCell>
            <TableCell>{columns.payee}</TableCell>
            <TableCell align="right">{columns.payable}</TableCell>
            <TableCell align="right">{columns.inputCredit}</TableCell>
            <TableCell align="right">{columns.proposed}</TableCell>
            <TableCell align="right">{columns.due}</TableCell>
            <TableCell>{columns.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {due.map((row) => (
            <TableRow key={`${row.lenderId}:${row.payee}`} hover>
              <TableCell>{lenderLabel(row.lenderId)}</TableCell>
              <TableCell>{payeeLabel(row.payee)}</TableCell>
              <TableCell align="right">{rupees(row.payablePaise)}</TableCell>
              <TableCell align="right">
                {row.payee === 'gst' ? rupees(row.inputCreditPaise) : texts.none}
              </TableCell>
              <TableCell align="right">{rupees(row.proposedPaise)}</TableCell>
              <TableCell align="right">{rupees(row.duePaise)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={row.duePaise <= 0}
                  aria-label={texts.propose.openLabel(payeeInText(row.payee), lenderLabel(row.lenderId))}
                  onClick={() => onPropose(row)}
                >
                  {texts.propose.open}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
