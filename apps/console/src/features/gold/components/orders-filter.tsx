import { goldTxnTypes } from '@kredo/contract/gold';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { text } from '../../../text';
import type { GoldOrdersFilter } from '../api/get-gold-orders';
import { allChoice, awaitingVendor, stateChoices } from '../lib/gold-labels';

type OrdersFilterProps = {
  filter: GoldOrdersFilter;
  /** A choice of 'state' or 'kind'; `allChoice` is every one. */
  onChange: (key: 'status' | 'kind', value: string) => void;
};

const texts = text.gold.orders;
const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

const stateLabel = (choice: (typeof stateChoices)[number]) =>
  choice === awaitingVendor
    ? texts.awaitingVendor
    : choice === allChoice
      ? texts.allStates
      : texts.states[choice];

/** The orders' state (those awaiting the vendor first) and kind. */
export function OrdersFilter({ filter, onChange }: OrdersFilterProps) {
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        select
        size="small"
        label={texts.filterState}
        value={filter.status ?? allChoice}
        onChange={(event) => onChange('status', event.target.value)}
        slotProps={native}
        sx={{ minWidth: 220 }}
      >
        {stateChoices.map((choice) => (
          <option key={choice} value={choice}>
            {stateLabel(choice)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={texts.filterKind}
        value={filter.kind ?? allChoice}
        onChange={(event) => onChange('kind', event.target.value)}
        slotProps={native}
        sx={{ minWidth: 160 }}
      >
        <option value={allChoice}>{texts.allKinds}</option>
        {goldTxnTypes.map((kind) => (
          <option key={kind} value={kind}>
            {texts.kinds[kind]}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
