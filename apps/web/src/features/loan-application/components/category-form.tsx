import type { FieldDefinition } from '@kredo/contract/loan-application';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { Form } from '../../../components/form/form';
import { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { useSaveProfile } from '../api/application-profile';
import {
  againOf,
  categoryDefaults,
  categorySchema,
  isAccountNumber,
  isEmptySave,
} from '../lib/category-schema';
import { translatedField } from '../lib/field-texts';
import {
  applicableFields,
  asksPermanentAddress,
  isPermanentAddress,
  PERM_SAME,
} from '../lib/residence-fields';
import { fieldErrorsByIdentifier } from '../lib/field-values';
import '../texts';
import { CategoryField } from './category-field';
import { SameAddressCheckbox } from './same-address-checkbox';
import { serverToday } from '../../../lib/server-today';

type CategoryFormProps = {
  title: string;
  fields: readonly FieldDefinition[];
  optionalFields: readonly FieldDefinition[];
  /** After a successful save. */
  onSaved: () => void;
};

/**
 * One category of the dynamic application form (spec 000 §3.3, §4.3): a field for each
 * definition, checked by the same rule as the server; Continue validates, saves the profile and
 * moves on. Documents are uploaded in their own step and show here as still to do.
 */
export function CategoryForm({ title, fields, optionalFields, onSaved }: CategoryFormProps) {
  const { t } = useTranslation();
  // In the borrower's language, which the field messages then name them in.
  const all = useMemo(
    () => [...fields, ...optionalFields].map((field) => translatedField(t, field)),
    [fields, optionalFields, t],
  );
  const schema = useMemo(() => categorySchema(all, serverToday()), [all]);
  const save = useSaveProfile();

  return (
    <Form
      aria-label={title}
      schema={schema}
      defaultValues={categoryDefaults(all)}
      onSubmit={async (body) => {
        if (isEmptySave(body)) return onSaved();
        try {
          await save.mutateAsync(body);
        } catch (error) {
          // The server names fields by the save's paths: shown against the form's own fields.
          if (!(error instanceof ApiRequestError)) throw error;
          throw new ApiRequestError(error.status, {
            ...error.body,
            fieldErrors: Object.fromEntries(
              Object.entries(fieldErrorsByIdentifier(error.body.fieldErrors ?? {}, body)).map(
                ([identifier, message]) => [identifier, [message]],
              ),
            ),
          });
        }
        onSaved();
      }}
    >
      <Stack spacing={2}>
        <CategoryFields all={all} />
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          {t('loanApplication.continue')}
        </Button>
      </Stack>
    </Form>
  );
}

/**
 * The fields the answers so far ask: the rent only for a rented house; the permanent address
 * after 'Same as current address', hidden while it is ticked.
 */
function CategoryFields({ all }: { all: readonly FieldDefinition[] }) {
  const { t } = useTranslation();
  const [residentType, same] = useWatch({ name: ['residentType', PERM_SAME] });
  const offersSame = asksPermanentAddress(all);
  const firstPermanent = all.find(isPermanentAddress);
  return applicableFields(all, residentType).map((field) => (
    <Fragment key={field.identifier}>
      {offersSame && field === firstPermanent && <SameAddressCheckbox fields={all} />}
      {offersSame && same === true && isPermanentAddress(field) ? null : field.type === 'file' ? (
        <Typography>
          {field.label}:{' '}
          {field.value ? t('loanApplication.form.uploaded') : t('loanApplication.form.documentToDo')}
        </Typography>
      ) : (
        <CategoryField field={field}>
          {isAccountNumber(field) && (
            <BoundTextField
              name={againOf(field.identifier)}
              label={t('loanApplication.form.reenter', { label: field.label })}
              transform={(value) => value.trim()}
              htmlInput={{ maxLength: field.max_length }}
            />
          )}
        </CategoryField>
      )}
    </Fragment>
  ));
}
