import type { ProfileData, SaveProfileBody } from '@kredo/contract/application-profile';
import { messages } from '@kredo/contract/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useFormState, type DefaultValues, type FieldValues, type Mode } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { Form } from '../../../components/form/form';
import { useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { useTranslation } from '../../../lib/i18n';
import { remapFieldErrors } from '../lib/remap-field-errors';
import '../texts';

/** What a screen gives its correction form when the correction is a profile save. */
export type ProfileCorrectionProps = {
  profile: ProfileData;
  /** Saves the profile; throws the server's refusal. */
  save: (body: SaveProfileBody) => Promise<void>;
  busy: boolean;
};

type CorrectionFormProps<S extends z.$ZodType<FieldValues, FieldValues>> = {
  label: string;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>) => Promise<void>;
  /** The form's field a path of the server's field errors names; a path without one keeps only the message. */
  fieldOf: (path: string) => string | undefined;
  /** When fields are checked: once left, unless the screen says otherwise. */
  mode?: Mode;
  /** Continue waits while the screen is finishing. */
  busy?: boolean;
  /** A Continue of the screen's own, when it waits for more than the save. */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * A correction screen's form: the fields, then Continue. A refused save shows the server's
 * message in a red snackbar ('Something went wrong!' without one, spec 000 §8) and its field
 * errors against the fields (renamed by `fieldOf`).
 */
export function CorrectionForm<S extends z.$ZodType<FieldValues, FieldValues>>({
  label,
  onSubmit,
  fieldOf,
  mode = 'onTouched',
  busy = false,
  footer,
  children,
  ...props
}: CorrectionFormProps<S>) {
  const reportRefusal = useReportRefusal(messages.somethingWentWrongBang);
  return (
    <Form
      aria-label={label}
      onFailure={reportRefusal}
      mode={mode}
      onSubmit={async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          throw remapFieldErrors(error, fieldOf);
        }
      }}
      {...props}
    >
      <Stack spacing={2}>
        {children}
        {footer ?? <ContinueButton busy={busy} />}
      </Stack>
    </Form>
  );
}

/** Continue: disabled while `busy` and while the form is being sent. */
export function ContinueButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy || isSubmitting}>
      {t('incompleteInfo.continue')}
    </Button>
  );
}
