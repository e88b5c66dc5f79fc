import type { Disbursal } from '@kredo/contract/disbursals';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { text } from '../../../text';
import type { ReadyOpportunity } from '../api/get-disbursal-queue';
import { ProposeDialog } from './propose-dialog';
import { ReadyTable } from './ready-table';

type ReadyListProps = {
  items: readonly ReadyOpportunity[];
  disbursalHref: (disbursalId: string) => string;
};

/** The loans awaiting disbursal, each proposed through its dialog; the last proposal is said above. */
export function ReadyList({ items, disbursalHref }: ReadyListProps) {
  const [proposing, setProposing] = useState<ReadyOpportunity>();
  const [proposed, setProposed] = useState<Disbursal>();
  return (
    <Stack spacing={1}>
      {proposed && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={disbursalHref(proposed.id)}>
              {text.disbursals.propose.openDisbursal}
            </Button>
          }
        >
          {text.disbursals.propose.done(proposed.borrowerName)}
        </Alert>
      )}
      <ReadyTable
        items={items}
        onPropose={(item) => {
          setProposed(undefined);
          setProposing(item);
        }}
      />
      {proposing && (
        <ProposeDialog
          opportunity={proposing}
          onClose={() => setProposing(undefined)}
          onDone={(disbursal) => {
            setProposing(undefined);
            setProposed(disbursal);
          }}
        />
      )}
    </Stack>
  );
}
