import type { StatementMode } from '@kredo/contract/bank-statements';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

type ModeChoiceProps = {
  modes: readonly StatementMode[];
  value: StatementMode;
  onChange: (mode: StatementMode) => void;
};

/** How to share the statement, when the bank offers more than one way. */
export function ModeChoice({ modes, value, onChange }: ModeChoiceProps) {
  const { t } = useTranslation();
  return (
    <FormControl>
      <FormLabel id="statement-mode-label">{t('bankStatements.modeQuestion')}</FormLabel>
      <RadioGroup
        aria-labelledby="statement-mode-label"
        value={value}
        onChange={(_event, mode) => onChange(mode as StatementMode)}
      >
        {modes.map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={<Radio />}
            label={t(`bankStatements.modes.${mode}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
