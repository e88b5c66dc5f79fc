import { referenceRelations, TEXT_MAX_LENGTH, type ProfileData } from '@kredo/contract/application-profile';
import { MIN_REFERENCES } from '@kredo/domain/validators/references';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { BoundMobileField } from '../../../components/form/bound-mobile-field';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { Form } from '../../../components/form/form';
import { useTranslation } from '../../../lib/i18n';
import { useSaveProfile } from '../api/application-profile';
import { referencesSchema, type ReferencesInput } from '../lib/references-schema';
import '../texts';

type Relation = (typeof referenceRelations)[number];

const familyRelations = referenceRelations.filter(
  (relation) => relation !== 'Friend' && relation !== 'Colleague',
);
const isFamily = (relation: string) => (familyRelations as readonly string[]).includes(relation);
const slots = [
  { key: 'family', relations: familyRelations },
  { key: 'friend', relations: referenceRelations },
] as const;

type ReferencesFormProps = {
  saved: ProfileData['references'];
  /** The borrower's own numbers: a reference's mobile must not be one of them. */
  ownMobiles: readonly string[];
  onSaved: () => void;
};

/**
 * The References screen (spec 000 §5.1): a family and a friend reference, each a name, a mobile
 * and the relation. The names and the mobiles must differ from each other, and no mobile may be
 * the borrower's own; the server checks the same and its refusal is shown against the field.
 */
export function ReferencesForm({ saved, ownMobiles, onSaved }: ReferencesFormProps) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const schema = useMemo(() => referencesSchema(ownMobiles), [ownMobiles]);
  // The family slot takes the first saved family member; the other slot the next reference.
  const family = saved.find((reference) => isFamily(reference.referenceRelation)) ?? saved[0];
  const other = saved.find((reference) => reference !== family);
  const extra = saved.filter((reference) => reference !== family && reference !== other);
  const defaultValues: ReferencesInput = {
    references: [family, other].map((reference, index) => ({
      referenceName: reference?.referenceName ?? '',
      referenceMobile: reference?.referenceMobile ?? '',
      // The family slot offers family relations only: any other is asked again.
      referenceRelation:
        !reference || (index === 0 && !isFamily(reference.referenceRelation))
          ? ''
          : reference.referenceRelation,
    })),
  };

  return (
    <Form
      aria-label={t('loanApplication.references.title')}
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={async ({ references }) => {
        // Saved references beyond the two on this screen are kept.
        await save.mutateAsync({
          references: [
            ...references,
            ...extra.map((reference) => ({
              ...reference,
              referenceRelation: reference.referenceRelation as Relation,
            })),
          ],
        });
        onSaved();
      }}
    >
      <Stack spacing={2}>
        <Typography>{t('loanApplication.references.intro', { count: MIN_REFERENCES })}</Typography>
        {slots.map((slot, index) => {
          const reference = t(`loanApplication.references.${slot.key}`);
          return (
            <Stack key={slot.key} spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h6">
                {reference}
              </Typography>
              <BoundTextField
                name={`references.${index}.referenceName`}
                label={t('loanApplication.references.name', { reference })}
                required
                htmlInput={{ maxLength: TEXT_MAX_LENGTH }}
              />
              <BoundMobileField
                name={`references.${index}.referenceMobile`}
                label={t('loanApplication.references.mobile', { reference })}
                required
              />
              <BoundTextField
                name={`references.${index}.referenceRelation`}
                label={t('loanApplication.references.relation', { reference })}
                required
                select
              >
                {slot.relations.map((relation) => (
                  <MenuItem key={relation} value={relation}>
                    {t(`loanApplication.references.relations.${relation}`)}
                  </MenuItem>
                ))}
              </BoundTextField>
            </Stack>
          );
        })}
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          {t('loanApplication.continue')}
        </Button>
      </Stack>
    </Form>
  );
}
