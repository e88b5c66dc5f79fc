import type { JournalEntryView } from '@kredo/contract/ledger';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { accountName, rupees, sides } from '../lib/ledger-amounts';

function Secondary({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

type EntriesTableProps = {
  entries: readonly JournalEntryView[];
  /** A journal's lines link to their loan's statement; a statement's need not. */
  loanStatementHref?: (loanId: string) => string;
  /** A statement's running column: the loan's receivables after each entry. */
  running?: readonly number[];
};

/** Entries in posting order, each with its lines on their side, debit or credit. */
export function EntriesTable({ entries, loanStatementHref, running }: EntriesTableProps) {
  const columns = text.ledger.entries.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={text.ledger.entries.label}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.date}</TableCell>
            <TableCell>{columns.entry}</TableCell>
            <TableCell>{columns.account}</TableCell>
            <TableCell align="right">{columns.debit}</TableCell>
            <TableCell align="right">{columns.credit}</TableCell>
            {loanStatementHref && <TableCell>{columns.loan}</TableCell>}
            {running && <TableCell align="right">{columns.receivable}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry, index) => (
            <Fragment key={entry.entryId}>
              {entry.lines.map((line, lineIndex) => {
                const { debit, credit } = sides(line.amount, line.unit);
                const first = lineIndex === 0;
                const span = entry.lines.length;
                const name = accountName(line.account);
                const runningAfter = running?.[index];
                return (
                  <TableRow key={`${entry.entryId}-${lineIndex}`}>
                    {first && (
                      <>
                        <TableCell rowSpan={span} sx={{ verticalAlign: 'top' }}>
                          {entry.businessDate}
                        </TableCell>
                        <TableCell rowSpan={span} sx={{ verticalAlign: 'top' }}>
                          {text.ledger.entries.entry(entry.kind, entry.narration)}
                          <Secondary>{text.ledger.entries.posted(formatDateTime(entry.postedAt))}</Secondary>
                        </TableCell>
                      </>
                    )}
                    <TableCell>
                      {line.account}
                      {name && <Secondary>{name}</Secondary>}
                    </TableCell>
                    <TableCell align="right">{debit}</TableCell>
                    <TableCell align="right">{credit}</TableCell>
                    {loanStatementHref && (
                      <TableCell>
                        {line.loanId && (
                          <Link component={RouterLink} to={loanStatementHref(line.loanId)}>
                            {text.ledger.entries.openLoan}
                          </Link>
                        )}
                        {line.instalmentNumber !== null && (
                          <Secondary>{text.ledger.entries.instalment(line.instalmentNumber)}</Secondary>
                        )}
                      </TableCell>
                    )}
                    {first && runningAfter !== undefined && (
                      <TableCell rowSpan={span} align="right" sx={{ verticalAlign: 'top' }}>
                        {rupees(runningAfter)}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
