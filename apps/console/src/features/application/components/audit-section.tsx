import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { useAudit } from '../api/get-audit';

/** What the action said, one `name: value` per line. */
function formatDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(
      ([name, value]) =>
        `${name}: ${Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join('\n');
}

export function AuditSection({ applicationId }: { applicationId: string }) {
  const audit = useAudit(applicationId);
  const entries = audit.data?.entries ?? [];
  const columns = text.application.auditColumns;
  return (
    <Section title={text.application.audit}>
      {audit.isError && <Alert severity="error">{errorText(audit.error)}</Alert>}
      {audit.isSuccess && entries.length === 0 && (
        <Typography variant="body2">{text.application.noAudit}</Typography>
      )}
      {entries.length > 0 && (
        <Table size="small" aria-label={text.application.audit}>
          <TableHead>
            <TableRow>
              <TableCell>{columns.at}</TableCell>
              <TableCell>{columns.staff}</TableCell>
              <TableCell>{columns.action}</TableCell>
              <TableCell>{columns.details}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{formatDateTime(entry.at)}</TableCell>
                <TableCell>{entry.staffEmail}</TableCell>
                <TableCell>{entry.action}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{formatDetails(entry.details)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
