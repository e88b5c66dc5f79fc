import { COMPANY_SEARCH_MIN_LENGTH } from '@kredo/contract/directory';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { searchCompanies } from '../api/directory';

type CompanyPickerProps = {
  label: string;
  value: string;
  error: boolean;
  helperText: string | undefined;
  disabled: boolean;
  required: boolean;
  onChange: (value: string) => void;
};

/** The employer, searched in the company registry from three typed characters (spec 000 §5.2). */
export function CompanyPicker({
  label,
  value,
  error,
  helperText,
  disabled,
  required,
  onChange,
}: CompanyPickerProps) {
  const [typed, setTyped] = useState(value);
  const query = useDeferredValue(typed.trim());
  const search = useQuery({
    queryKey: ['loan-application', 'companies', query],
    queryFn: ({ signal }) => searchCompanies(query, signal),
    enabled: query.length >= COMPANY_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });
  const names = search.data?.data.hits.hit.map((hit) => hit.fields.name) ?? [];
  return (
    <Autocomplete
      freeSolo
      options={names}
      filterOptions={(options) => options}
      inputValue={typed}
      value={value || null}
      disabled={disabled}
      loading={search.isFetching}
      onInputChange={(_event, next) => {
        setTyped(next);
        onChange(next);
      }}
      onChange={(_event, next) => onChange(next ?? '')}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
