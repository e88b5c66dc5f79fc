import type { Remittance } from '@kredo/contract/remittances';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { lenderLabel, payeeLabel, rupees } from '../lib/remittance-labels';

export type RemittanceDecision = 'approve' | 'reject';

type RemittancesTableProps = {
  remittances: Remittance[];
  /** The signed-in staff member: their own proposals are not theirs to decide. */
  staffId: string | undefined;
  onDecide: (action: RemittanceDecision, remittance: Remittance) => void;
};

const code = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/** Remittances as the server lists them (newest first); a proposed one offers its decision. */
export function RemittancesTable({ remittances, staffId, onDecide }: RemittancesTableProps) {
  const texts = text.remittances;
  if (remittances.length === 0) return <Typography sx={{ py: 2 }}>{texts.empty}</Typography>;
  const columns = texts.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.listTable}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.proposed}</TableCell>
            <TableCell>{columns.lender}</TableCell>
            <TableCell>{columns.payee}</TableCell>
            <TableCell align="right">{columns.amount}</TableCell>
            <TableCell>{columns.reference}</TableCell>
            <TableCell>{columns.proposedBy}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.decidedBy}</TableCell>
            <TableCell>{columns.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {remittances.map((remittance) => (
            <TableRow key={remittance.id} hover>
              <TableCell>{formatDateTime(remittance.proposedAt)}</TableCell>
              <TableCell>{lenderLabel(remittance.lenderId)}</TableCell>
              <TableCell>{payeeLabel(remittance.payee)}</TableCell>
              <TableCell align="right">
                {rupees(remittance.amountPaise)}
                {remittance.setOffPaise > 0 && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {texts.setOff(rupees(remittance.setOffPaise))}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={code}>{remittance.reference}</TableCell>
              <TableCell>{remittance.proposedBy.name}</TableCell>
              <TableCell>{texts.statuses[remittance.status]}</TableCell>
              <TableCell>
                {remittance.decidedBy && remittance.decidedAt
                  ? texts.by(remittance.decidedBy.name, formatDateTime(remittance.decidedAt))
                  : texts.none}
              </TableCell>
              <TableCell>
                <Actions remittance={remittance} staffId={staffId} onDecide={onDecide} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Actions({
  remittance,
  staffId,
  onDecide,
}: Omit<RemittancesTableProps, 'remittances'> & { remittance: Remittance }) {
  const texts = text.remittances;
  if (remittance.status !== 'PROPOSED') return null;
  // Maker-checker: the server would refuse the proposer's own decision.
  if (remittance.proposedBy.id === staffId)
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.ownProposal}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        color="success"
        aria-label={texts.approve.openLabel(remittance.reference)}
        onClick={() => onDecide('approve', remittance)}
      >
        {texts.approve.open}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={texts.reject.openLabel(remittance.reference)}
        onClick={() => onDecide('reject', remittance)}
      >
        {texts.reject.open}
      </Button>
    </Stack>
  );
}
