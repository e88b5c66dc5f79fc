import { trialBalanceQuerySchema } from '@kredo/contract/ledger';
import { lenders } from '@kredo/contract/lenders';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { text } from '../../../text';
import type { TrialBalanceFilter } from '../api/get-trial-balance';

/** The filter as the address holds it; a part the contract would refuse is left out. */
function readFilter(search: URLSearchParams): TrialBalanceFilter {
  const { lenderId, through } = trialBalanceQuerySchema.shape;
  const lender = lenderId.safeParse(search.get('lenderId') ?? undefined);
  const day = through.safeParse(search.get('through') ?? undefined);
  return {
    ...(lender.success && lender.data !== undefined ? { lenderId: lender.data } : {}),
    ...(day.success && day.data !== undefined ? { through: day.data } : {}),
  };
}

/** A report's file name: its kind, then the lender and day it is of. */
export function reportFileName(kind: string, { lenderId, through }: TrialBalanceFilter): string {
  return [kind, lenderId, through].filter((part) => part !== undefined).join('-') + '.csv';
}

/**
 * A report's lender and business day, kept in the address so a figure can be sent to a colleague
 * as a link; and their fields.
 */
export function useReportFilter() {
  const [search, setSearch] = useSearchParams();
  const filter = readFilter(search);
  const update = (key: keyof TrialBalanceFilter, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  return { filter, update };
}

type ReportFilterFieldsProps = ReturnType<typeof useReportFilter> & { children?: ReactNode };

/** The lender and the day; `children` (a download) sits at the row's end. */
export function ReportFilterFields({ filter, update, children }: ReportFilterFieldsProps) {
  const labels = text.ledger.trialBalance;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={labels.lender}
        value={filter.lenderId === undefined ? '' : String(filter.lenderId)}
        onChange={(event) => update('lenderId', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      >
        <option value="">{labels.allLenders}</option>
        {lenders.map((lender) => (
          <option key={lender.id} value={String(lender.id)}>
            {labels.lenderOption(lender.id, lender.name)}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={labels.through}
        helperText={labels.throughHint}
        value={filter.through ?? ''}
        onChange={(event) => update('through', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Stack sx={{ flexGrow: 1, alignItems: 'flex-end' }}>{children}</Stack>
    </Stack>
  );
}
