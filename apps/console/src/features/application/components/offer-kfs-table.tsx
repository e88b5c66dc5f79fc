import type { OfferProgress } from '@kredo/contract/back-office';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { formatAmount, formatPercent } from '../../../lib/format';
import { text } from '../../../text';

/** Every Key Fact Statement issued for the offer, the first first. */
export function OfferKfsTable({ versions }: { versions: OfferProgress['kfsVersions'] }) {
  const labels = text.offerProgress;
  const columns = labels.kfsColumns;
  if (versions.length === 0) return <Typography variant="body2">{labels.noKfs}</Typography>;
  return (
    <Table size="small" aria-label={labels.kfsVersions}>
      <TableHead>
        <TableRow>
          <TableCell>{columns.version}</TableCell>
          <TableCell>{columns.proposal}</TableCell>
          <TableCell>{columns.issued}</TableCell>
          <TableCell>{columns.validUntil}</TableCell>
          <TableCell>{columns.apr}</TableCell>
          <TableCell>{columns.netDisbursed}</TableCell>
          <TableCell>{columns.validNow}</TableCell>
          <TableCell>{columns.languages}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {versions.map((kfs) => (
          <TableRow key={kfs.id}>
            <TableCell>{kfs.version}</TableCell>
            <TableCell>{kfs.proposalNumber}</TableCell>
            <TableCell>{kfs.issuedOn}</TableCell>
            <TableCell>{kfs.validUntil}</TableCell>
            <TableCell>{formatPercent(kfs.aprBp)}</TableCell>
            <TableCell>{formatAmount(kfs.netDisbursed, { exact: true })}</TableCell>
            <TableCell>{kfs.validNow ? text.yes : text.no}</TableCell>
            <TableCell>{kfs.languages.join(', ') || text.none}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
