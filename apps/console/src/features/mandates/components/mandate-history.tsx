import type { MandateDetail } from '@kredo/contract/mandates';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { Section } from '../../../components/section';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { reasonLabel } from '../lib/mandate-labels';

type HistoryItem = MandateDetail['history'][number];

const outcomeColours = { moved: 'default', stale: 'warning', refused: 'error' } as const;

function Outcome({ outcome }: { outcome: HistoryItem['outcome'] }) {
  return (
    <Chip
      size="small"
      variant={outcome === 'moved' ? 'outlined' : 'filled'}
      color={outcomeColours[outcome]}
      label={text.mandate.outcomes[outcome]}
    />
  );
}

/** Every event the mandate saw, a provider's late or repeated report included, as recorded. */
export function MandateHistory({ history }: { history: MandateDetail['history'] }) {
  const columns = text.mandate.historyColumns;
  return (
    <Section title={text.mandate.history}>
      {history.length === 0 ? (
        <Typography variant="body2">{text.mandate.noHistory}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={text.mandate.history}>
            <TableHead>
              <TableRow>
                <TableCell>{columns.at}</TableCell>
                <TableCell>{columns.event}</TableCell>
                <TableCell>{columns.move}</TableCell>
                <TableCell>{columns.outcome}</TableCell>
                <TableCell>{columns.by}</TableCell>
                <TableCell>{columns.reason}</TableCell>
                <TableCell>{columns.note}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((item, index) => (
                <TableRow key={`${item.at}-${index}`}>
                  <TableCell>{formatDateTime(item.at)}</TableCell>
                  <TableCell>{item.event}</TableCell>
                  <TableCell>{text.mandate.move(item.from, item.to)}</TableCell>
                  <TableCell>
                    <Outcome outcome={item.outcome} />
                  </TableCell>
                  <TableCell>{item.by}</TableCell>
                  <TableCell>{reasonLabel(item.reasonCode) ?? text.none}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line' }}>{item.note ?? text.none}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
