import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController } from 'react-hook-form';
import { useCatalogueText } from '../../../lib/use-catalogue-text';

type DeclarationCheckboxProps = {
  name: string;
  label: string;
  /** Shown checked and cannot be unticked (the marketplace settlement consent). */
  locked?: boolean;
  /** Why it is locked, read after the label. */
  lockedNote?: string;
};

/** A declaration of the enclosing `<Form>`: ticked means agreed; its error shows below it. */
export function DeclarationCheckbox({ name, label, locked = false, lockedNote }: DeclarationCheckboxProps) {
  const catalogueText = useCatalogueText();
  const {
    field: { value, onChange, ref },
    fieldState: { error },
  } = useController({ name });
  const errorId = `${name}-error`;
  return (
    <div>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            checked={value === true}
            disabled={locked}
            slotProps={{
              input: {
                ref,
                ...(error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {}),
              },
            }}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={
          <span>
            {label}
            {lockedNote && (
              <>
                <br />
                <small>{lockedNote}</small>
              </>
            )}
          </span>
        }
      />
      {error?.message && (
        <FormHelperText error id={errorId}>
          {catalogueText(error.message)}
        </FormHelperText>
      )}
    </div>
  );
}
