import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type FieldValues, type Path } from 'react-hook-form';

/** A yes/no box of the enclosing `<Form>` (a confirmation); its error shows under it. */
export function FormCheckbox<T extends FieldValues = FieldValues>({
  name,
  label,
}: {
  name: Path<T>;
  label: string;
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController<T>({ name });
  return (
    <FormControl error={error !== undefined}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            slotProps={{ input: { ref } }}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
          />
        }
      />
      {error?.message && <FormHelperText>{error.message}</FormHelperText>}
    </FormControl>
  );
}
