import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useCompanySearch } from '../../lib/company-search';
import { useCatalogueText } from '../../lib/use-catalogue-text';

type CompanyFieldProps<T extends FieldValues> = {
  name: Path<T>;
  /**
   * Where the picked company's CIN goes, when the form keeps it: a name only typed has none, and
   * a message on this field shows under the company.
   */
  cinName?: Path<T>;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * The employer of the enclosing form (an MUI field), searched in the company registry from three
 * typed characters (spec 000 §5.2); a name not in the registry may be typed too.
 */
export function CompanyField<T extends FieldValues = FieldValues>({
  name,
  cinName,
  label,
  helperText,
  required = false,
  disabled = false,
}: CompanyFieldProps<T>) {
  const catalogueText = useCatalogueText();
  const { setValue, getFieldState, formState } = useFormContext<T>();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController<T>({ name });
  const [typed, setTyped] = useState(String(value ?? ''));
  const found = useCompanySearch(useDeferredValue(typed.trim()));
  const hits = found.data ?? [];
  const cinError = cinName ? getFieldState(cinName, formState).error : undefined;
  const error = fieldState.error ?? cinError;

  const choose = (company: string, cin: string) => {
    onChange(company);
    if (cinName) setValue(cinName, cin as never, { shouldValidate: formState.isSubmitted });
  };
  const cinOf = (company: string) => hits.find((hit) => hit.name === company.trim())?.cin ?? '';

  return (
    <Autocomplete
      freeSolo
      options={hits}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, chosen) =>
        option.name === (typeof chosen === 'string' ? chosen : chosen.name)
      }
      filterOptions={(options) => options}
      inputValue={typed}
      value={String(value ?? '') || null}
      disabled={disabled}
      loading={found.isFetching}
      onInputChange={(_event, next, reason) => {
        setTyped(next);
        // Typing a name drops the CIN of a company picked before; picking sets both.
        if (reason === 'input') choose(next, cinOf(next));
      }}
      onChange={(_event, next) => {
        if (next === null) choose('', '');
        else if (typeof next === 'string') choose(next, cinOf(next));
        else {
          setTyped(next.name);
          choose(next.name, next.cin);
        }
      }}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={ref}
          label={label}
          required={required}
          error={error !== undefined}
          helperText={error?.message ? catalogueText(error.message) : helperText}
        />
      )}
    />
  );
}
