import { COMPANY_SEARCH_MIN_LENGTH } from '@kredo/contract/directory';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';

export type CompanyHit = { name: string; cin: string };
export type SearchCompanies = (query: string, signal?: AbortSignal) => Promise<CompanyHit[]>;

/**
 * The employer, searched in the company registry from three typed characters (spec 000 §5.2),
 * bound to `currentEmployer` and `workCin`: a picked company carries its CIN; a name only typed
 * has none, which the screen refuses ('Please provide full or correct name of the company.').
 */
export function EmployerField({ search }: { search: SearchCompanies }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const { setValue, getFieldState, formState } = useFormContext<{ workCin: string }>();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController<{ currentEmployer: string }>({ name: 'currentEmployer' });
  const [typed, setTyped] = useState(value);
  const query = useDeferredValue(typed.trim());
  const found = useQuery({
    queryKey: ['incomplete-info', 'companies', query],
    queryFn: ({ signal }) => search(query, signal),
    enabled: query.length >= COMPANY_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });
  const hits = found.data ?? [];
  const cinError = getFieldState('workCin', formState).error;
  const error = fieldState.error ?? cinError;

  const choose = (name: string, cin: string) => {
    onChange(name);
    setValue('workCin', cin, { shouldValidate: formState.isSubmitted });
  };

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
      value={value || null}
      loading={found.isFetching}
      onInputChange={(_event, next, reason) => {
        setTyped(next);
        // Typing a name drops the CIN of a company picked before; picking sets both.
        if (reason === 'input') choose(next, hits.find((hit) => hit.name === next.trim())?.cin ?? '');
      }}
      onChange={(_event, next) => {
        if (next === null) choose('', '');
        else if (typeof next === 'string')
          choose(next, hits.find((hit) => hit.name === next.trim())?.cin ?? '');
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
          label={t('incompleteInfo.work.employer')}
          required
          error={error !== undefined}
          helperText={error?.message ? catalogueText(error.message) : t('incompleteInfo.work.employerHelp')}
        />
      )}
    />
  );
}
