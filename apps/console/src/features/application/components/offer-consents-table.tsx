import type { OfferProgress } from '@kredo/contract/back-office';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';

/** Every answer the borrower gave, with the KFS version and digest it was given on. */
export function OfferConsentsTable({ consents }: { consents: OfferProgress['consents'] }) {
  const labels = text.offerProgress;
  const columns = labels.consentColumns;
  if (consents.length === 0) return <Typography variant="body2">{labels.noConsents}</Typography>;
  return (
    <Table size="small" aria-label={labels.consents}>
      <TableHead>
        <TableRow>
          <TableCell>{columns.at}</TableCell>
          <TableCell>{columns.answer}</TableCell>
          <TableCell>{columns.kfs}</TableCell>
          <TableCell>{columns.declarations}</TableCell>
          <TableCell>{columns.language}</TableCell>
          <TableCell>{columns.device}</TableCell>
          <TableCell>{columns.ip}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {consents.map((consent) => (
          <TableRow key={consent.id}>
            <TableCell>{formatDateTime(consent.recordedAt)}</TableCell>
            <TableCell>{consent.consent ? labels.accepted : labels.declined(consent.comment)}</TableCell>
            <TableCell title={consent.kfsSha256 ?? undefined}>
              {labels.kfsVersion(consent.kfsVersion, consent.kfsSha256)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>
              {consent.declarations.map((declaration) => declaration.text).join('\n') || text.none}
            </TableCell>
            <TableCell>{consent.language}</TableCell>
            <TableCell>{consent.device}</TableCell>
            <TableCell>{consent.ip}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
