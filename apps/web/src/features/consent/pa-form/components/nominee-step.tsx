import { nomineeRelations, type PaForm } from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useController, useFormState, type DefaultValues } from 'react-hook-form';
import { BoundDateField } from '../../../../components/form/bound-date-field';
import { BoundTextField } from '../../../../components/form/bound-text-field';
import { Form } from '../../../../components/form/form';
import { useReportRefusal } from '../../../../components/snackbar/use-report-refusal';
import { useTranslation } from '../../../../lib/i18n';
import { serverToday } from '../../../../lib/server-today';
import { useSavePaForm } from '../api/save-pa-form';
import { withFormFieldErrors } from '../lib/field-errors';
import { nomineeFormSchema, type NomineeInput } from '../lib/nominee-schema';
import { StepFrame } from './step-frame';
import '../texts';

const isRelation = (value: string | undefined): value is (typeof nomineeRelations)[number] =>
  (nomineeRelations as readonly string[]).includes(value ?? '');

/**
 * The insurance nominee (spec 001 §2.3, §5): name (letters and spaces), relationship, date of
 * birth (18 or older) and the confirmation box; Proceed once the box is checked and the three
 * fields are valid.
 */
export function NomineeStep({ opportunityId, saved }: { opportunityId: string; saved: PaForm['nominee'] }) {
  const { t } = useTranslation();
  const save = useSavePaForm();
  const reportRefusal = useReportRefusal(messages.somethingWentWrongBang);
  const schema = useMemo(() => nomineeFormSchema(serverToday()), []);
  // Unchosen and unchecked until the borrower says: the box is never ticked for them.
  const defaultValues: DefaultValues<NomineeInput> = {
    name: saved?.name ?? '',
    ...(isRelation(saved?.relationShip) && { relationShip: saved.relationShip }),
    dob: saved?.dob ?? '',
  };
  return (
    <StepFrame title={t('paForm.nominee.title')} intro={t('paForm.nominee.intro')}>
      <Form
        aria-label={t('paForm.nominee.title')}
        schema={schema}
        defaultValues={defaultValues}
        mode="onTouched"
        onFailure={reportRefusal}
        onSubmit={async (nominee) => {
          await save.mutateAsync({ opportunityId, nominee }).catch((error: unknown) => {
            throw withFormFieldErrors(error, 'nominee');
          });
        }}
      >
        <Stack spacing={2}>
          <BoundTextField<NomineeInput>
            name="name"
            label={t('paForm.nominee.name')}
            required
            htmlInput={{ maxLength: 100, autoComplete: 'off' }}
          />
          <BoundTextField<NomineeInput>
            name="relationShip"
            label={t('paForm.nominee.relationship')}
            required
            select
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="" disabled>
              {t('paForm.nominee.relationshipPlaceholder')}
            </MenuItem>
            {nomineeRelations.map((relation) => (
              <MenuItem key={relation} value={relation}>
                {t(`paForm.nominee.relations.${relation}`)}
              </MenuItem>
            ))}
          </BoundTextField>
          <BoundDateField<NomineeInput> name="dob" label={t('paForm.nominee.dob')} required />
          <ConfirmBox />
          <ProceedButton />
        </Stack>
      </Form>
    </StepFrame>
  );
}

function ConfirmBox() {
  const { t } = useTranslation();
  const {
    field: { value, onChange, ref },
  } = useController<NomineeInput>({ name: 'confirmed' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={value === true}
          slotProps={{ input: { ref } }}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
      label={t('paForm.nominee.confirm')}
    />
  );
}

/** Proceed: the box checked and every field valid (spec 001 §5). */
function ProceedButton() {
  const { t } = useTranslation();
  const { isValid, isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" disabled={!isValid || isSubmitting}>
      {t('paForm.nominee.proceed')}
    </Button>
  );
}
