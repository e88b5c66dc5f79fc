import { messages } from '@kredo/contract/messages';
import { isIfsc } from '@kredo/domain/validators/ifsc';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-error';
import { lookupIfsc } from '../api/directory';

type IfscFieldProps = {
  label: string;
  value: string;
  error: boolean;
  helperText: string | undefined;
  disabled: boolean;
  required: boolean;
  maxLength: number | undefined;
  onChange: (value: string) => void;
};

/**
 * IFSC, uppercased as typed; a well-formed code is looked up: the branch shows under the field,
 * an unknown code says 'Incorrect IFSC code!', any other failure 'Something went wrong!'.
 */
export function IfscField({
  label,
  value,
  error,
  helperText,
  disabled,
  required,
  maxLength,
  onChange,
}: IfscFieldProps) {
  const code = value.trim().toUpperCase();
  const lookup = useQuery({
    queryKey: ['loan-application', 'ifsc', code],
    queryFn: ({ signal }) => lookupIfsc(code, signal),
    enabled: isIfsc(code),
    staleTime: Infinity,
    retry: false,
  });
  const lookupError =
    lookup.error instanceof ApiRequestError && lookup.error.status === 404
      ? messages.incorrectIfsc
      : lookup.error
        ? messages.somethingWentWrongBang
        : undefined;
  const branch =
    lookup.data && [lookup.data.BANK, lookup.data.BRANCH, lookup.data.CITY].filter(Boolean).join(', ');
  return (
    <TextField
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      error={error || lookupError !== undefined}
      helperText={helperText ?? lookupError ?? branch}
      onChange={(event) => onChange(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
      slotProps={{ htmlInput: { maxLength: maxLength ?? 11 } }}
      fullWidth
    />
  );
}
