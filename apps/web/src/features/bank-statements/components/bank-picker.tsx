import { majorInstitutionIds, type Institution } from '@kredo/contract/bank-statements';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import '../texts';
import { BankLogoTile } from './bank-logo-tile';

type BankPickerProps = {
  institutions: readonly Institution[];
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
  error: string | undefined;
};

const byName = (a: Institution, b: Institution) => a.name.localeCompare(b.name);

/**
 * The bank the statement is from (spec 000 §2.5): the four major banks as logo tiles, and every
 * bank in a searchable 'Other Banks' list.
 */
export function BankPicker({ institutions, selectedId, onSelect, error }: BankPickerProps) {
  const { t } = useTranslation();
  const majors = majorInstitutionIds.flatMap((id) => institutions.filter((bank) => bank.id === id));
  const sorted = [...institutions].sort(byName);
  const selected = institutions.find((bank) => bank.id === selectedId) ?? null;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('bankStatements.picker.legend')}
      </Typography>
      <Box
        role="group"
        aria-label={t('bankStatements.picker.majorBanks')}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}
      >
        {majors.map((bank) => (
          <BankLogoTile
            key={bank.id}
            institution={bank}
            selected={bank.id === selectedId}
            onSelect={(id) => onSelect(id === selectedId ? undefined : id)}
          />
        ))}
      </Box>
      <Autocomplete
        options={sorted}
        value={selected}
        getOptionLabel={(bank) => bank.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, bank) => onSelect(bank?.id)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('bankStatements.picker.otherBanks')}
            error={error !== undefined}
            helperText={error}
          />
        )}
      />
    </Stack>
  );
}
