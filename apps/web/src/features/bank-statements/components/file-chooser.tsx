import { MAX_STATEMENT_PASSWORD_LENGTH } from '@kredo/contract/bank-statements';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cutFileName } from '../lib/cut-file-name';

export type ChooserValues = { file: File | undefined; password: string; notProtected: boolean };

type FileChooserProps = {
  values: ChooserValues;
  onChange: (values: ChooserValues) => void;
  /** A problem with the choice ('Please select file', too large, no password). */
  error: string | undefined;
  /** The file needs its password: why, shown above the password field. */
  passwordNotice: string | undefined;
  /** Some file was already sent: the chooser offers to add more. */
  hasFiles: boolean;
  nameLength: number;
  canUpload: boolean;
  onUpload: () => void;
};

/**
 * Choosing one statement PDF with its password, or the box saying it has none (spec 000 §5.5).
 * The file input is reset on each choice so the same file can be chosen again.
 */
export function FileChooser(props: FileChooserProps) {
  const { values, onChange, error, passwordNotice, hasFiles, nameLength, canUpload, onUpload } = props;
  return (
    <Stack spacing={2} component="section" aria-label="Upload a statement PDF">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label">
          {hasFiles ? 'Add More Files' : 'Choose File'}
          <input
            hidden
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onChange({ file, password: '', notProtected: false });
            }}
          />
        </Button>
        <Typography aria-label="Chosen file" title={values.file?.name}>
          {values.file ? cutFileName(values.file.name, nameLength) : 'No file chosen'}
        </Typography>
      </Stack>
      {passwordNotice && <Alert severity="warning">{passwordNotice}</Alert>}
      <TextField
        label="Enter Password If Any"
        type="password"
        autoComplete="off"
        value={values.password}
        disabled={values.notProtected}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        slotProps={{ htmlInput: { maxLength: MAX_STATEMENT_PASSWORD_LENGTH } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={values.notProtected}
            onChange={(event) => onChange({ ...values, notProtected: event.target.checked, password: '' })}
          />
        }
        label="My file is not password protected"
      />
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      <Button variant="contained" disabled={!canUpload} onClick={onUpload} sx={{ alignSelf: 'flex-start' }}>
        Upload
      </Button>
    </Stack>
  );
}
