import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController } from 'react-hook-form';

import { text } from '../../../text';
import { subStatusGroups } from '../lib/sub-status-groups';

/** Every sub-status as a checkbox named by its code, in a fieldset per correction screen. */
export function SubStatusChecklist({ name }: { name: string }) {
  const {
    field: { value, onChange },
    fieldState: { error },
  } = useController({ name });
  const chosen = (value ?? []) as IncompleteInfoSubStatus[];
  const toggle = (subStatus: IncompleteInfoSubStatus, checked: boolean) =>
    onChange(checked ? [...chosen, subStatus] : chosen.filter((each) => each !== subStatus));
  return (
    <Box>
      <Box
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
      >
        {subStatusGroups.map(({ screen, subStatuses }) => (
          <FormControl key={screen} component="fieldset" variant="standard">
            <FormLabel component="legend">{text.screens[screen]}</FormLabel>
            <FormGroup>
              {subStatuses.map((subStatus) => (
                <FormControlLabel
                  key={subStatus}
                  label={subStatus}
                  slotProps={{ typography: { variant: 'body2' } }}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.includes(subStatus)}
                      onChange={(event) => toggle(subStatus, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        ))}
      </Box>
      {error?.message && <FormHelperText error>{error.message}</FormHelperText>}
    </Box>
  );
}
