import { MAX_STATEMENT_PASSWORD_LENGTH } from '@kredo/contract/bank-statements';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { FileButton } from '../../../components/form/file-button';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { cutFileName } from '../lib/cut-file-name';
import type { StatementChoiceInput } from '../lib/statement-choice';
import '../texts';

type FileChooserProps = {
  /** The file needs its password: why, shown above the password field. */
  passwordNotice: string | undefined;
  /** Some file was already sent: the chooser offers to add more. */
  hasFiles: boolean;
  nameLength: number;
  canUpload: boolean;
  /** Another file was chosen (the one waiting for its password is given up). */
  onFileChosen: () => void;
};

/**
 * Choosing one statement PDF with its password, or the box saying it has none (spec 000 §5.5):
 * the fields of the enclosing form, whose Upload submits it. A problem with the file shows as
 * soon as it is chosen; the file input is reset on each choice so the same file can be chosen again.
 */
export function FileChooser({
  passwordNotice,
  hasFiles,
  nameLength,
  canUpload,
  onFileChosen,
}: FileChooserProps) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const { setValue, clearErrors, trigger } = useFormContext<StatementChoiceInput>();
  const { errors } = useFormState<StatementChoiceInput>();
  const { field: file } = useController<StatementChoiceInput, 'file'>({ name: 'file' });
  const { field: password } = useController<StatementChoiceInput, 'password'>({ name: 'password' });
  const { field: notProtected } = useController<StatementChoiceInput, 'notProtected'>({
    name: 'notProtected',
  });
  const chosen = file.value;
  const problem = errors.file?.message ?? errors.password?.message;
  const chooseText = hasFiles
    ? t('bankStatements.chooser.addMoreFiles')
    : t('bankStatements.chooser.chooseFile');

  return (
    <Stack spacing={2} component="section" aria-label={t('bankStatements.chooser.label')}>
      <FileButton
        text={chooseText}
        inputLabel={chooseText}
        variant="outlined"
        accept="application/pdf,.pdf"
        buttonRef={file.ref}
        fileName={chosen ? cutFileName(chosen.name, nameLength) : t('bankStatements.chooser.noFileChosen')}
        fileNameLabel={t('bankStatements.chooser.chosenFile')}
        onPick={(next) => {
          file.onChange(next);
          setValue('password', '');
          setValue('notProtected', false);
          clearErrors();
          onFileChosen();
          void trigger('file');
        }}
      />
      {passwordNotice && <Alert severity="warning">{catalogueText(passwordNotice)}</Alert>}
      <TextField
        label={t('bankStatements.chooser.password')}
        type="password"
        autoComplete="off"
        name={password.name}
        inputRef={password.ref}
        value={password.value ?? ''}
        disabled={notProtected.value}
        onBlur={password.onBlur}
        onChange={(event) => {
          password.onChange(event.target.value);
          clearErrors('password');
        }}
        slotProps={{ htmlInput: { maxLength: MAX_STATEMENT_PASSWORD_LENGTH } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            name={notProtected.name}
            slotProps={{ input: { ref: notProtected.ref } }}
            checked={notProtected.value}
            onBlur={notProtected.onBlur}
            onChange={(event) => {
              notProtected.onChange(event.target.checked);
              setValue('password', '');
              clearErrors('password');
            }}
          />
        }
        label={t('bankStatements.chooser.notProtected')}
      />
      {problem && (
        <Typography color="error" role="alert">
          {catalogueText(problem)}
        </Typography>
      )}
      <Button type="submit" variant="contained" disabled={!canUpload} sx={{ alignSelf: 'flex-start' }}>
        {t('bankStatements.chooser.upload')}
      </Button>
    </Stack>
  );
}
