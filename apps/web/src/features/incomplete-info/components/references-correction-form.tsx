import {
  referenceRelations,
  type ProfileData,
  type SaveProfileBody,
} from '@kredo/contract/application-profile';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  referenceSlots,
  referencesSchema,
  type ReferencesInput,
  type ReferencesValues,
} from '../lib/references-schema';
import { BoundMobileField } from '../../../components/form/bound-mobile-field';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { CorrectionForm, type ProfileCorrectionProps } from './correction-form';
import '../texts';

type Relation = (typeof referenceRelations)[number];
type SavedReference = ProfileData['references'][number];

const friendRelations: readonly string[] = ['Friend', 'Colleague'];
const isRelation = (value: string): value is Relation =>
  (referenceRelations as readonly string[]).includes(value);
const isFamily = (reference: SavedReference) =>
  isRelation(reference.referenceRelation) && !friendRelations.includes(reference.referenceRelation);

/** The saved references in the screen's two slots, and any further ones the save keeps. */
function slotsOf(saved: ProfileData['references']) {
  const family = saved.find(isFamily);
  const friend = saved.find((reference) => reference !== family && !isFamily(reference));
  const rest = saved.filter((reference) => reference !== family && reference !== friend);
  return { family, friend, rest };
}

/** References (spec 000 §2.5): total dependents, a family and a friend reference. */
export function ReferencesCorrectionForm({ profile, save, busy }: ProfileCorrectionProps) {
  const { t } = useTranslation();
  const ownMobiles = useMemo(
    () => [profile.mobile ?? '', ...profile.alternateMobileNumbers],
    [profile.mobile, profile.alternateMobileNumbers],
  );
  const schema = useMemo(() => referencesSchema(ownMobiles), [ownMobiles]);
  const { family, friend, rest } = slotsOf(profile.references);
  const person = (reference: SavedReference | undefined) => ({
    name: reference?.referenceName ?? '',
    mobile: reference?.referenceMobile ?? '',
  });
  const defaultValues: ReferencesInput = {
    numDependents: profile.financeBasicInfo.numDependents?.toString() ?? '',
    family: person(family),
    friend: person(friend),
  };

  const bodyOf = (values: ReferencesValues): SaveProfileBody => ({
    profileData: { financeBasicInfo: { numDependents: Number(values.numDependents) } },
    references: [
      {
        referenceName: values.family.name,
        referenceMobile: values.family.mobile,
        // A family member keeps the relation saved before; a new one is a relative.
        referenceRelation:
          family && isRelation(family.referenceRelation) ? family.referenceRelation : 'Relative',
      },
      {
        referenceName: values.friend.name,
        referenceMobile: values.friend.mobile,
        referenceRelation:
          friend && isRelation(friend.referenceRelation) && friendRelations.includes(friend.referenceRelation)
            ? friend.referenceRelation
            : 'Friend',
      },
      ...rest.flatMap((reference) =>
        isRelation(reference.referenceRelation)
          ? [{ ...reference, referenceRelation: reference.referenceRelation }]
          : [],
      ),
    ],
  });

  return (
    <CorrectionForm
      label={t('incompleteInfo.titles.references')}
      schema={schema}
      defaultValues={defaultValues}
      busy={busy}
      fieldOf={serverField}
      onSubmit={(values) => save(bodyOf(values))}
    >
      <Typography>{t('incompleteInfo.references.intro')}</Typography>
      <BoundTextField
        name="numDependents"
        label={t('incompleteInfo.references.dependents')}
        required
        digits={1}
      />
      {referenceSlots.map((slot) => {
        const legend = t(`incompleteInfo.references.${slot}`);
        const other = slot === 'family' ? 'friend' : 'family';
        return (
          <Stack key={slot} spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
              {legend}
            </Typography>
            <BoundTextField
              name={`${slot}.name`}
              label={`${legend} ${t('incompleteInfo.references.name')}`}
              required
              htmlInput={{ maxLength: 30 }}
              deps={[`${other}.name`]}
            />
            <BoundMobileField
              name={`${slot}.mobile`}
              label={`${legend} ${t('incompleteInfo.references.mobile')}`}
              required
              deps={[`${other}.mobile`]}
            />
          </Stack>
        );
      })}
    </CorrectionForm>
  );
}

/** `references.1.referenceMobile` to `friend.mobile`; the dependents to their field. */
function serverField(path: string): string | undefined {
  if (path === 'profileData.financeBasicInfo.numDependents') return 'numDependents';
  const match = /^references\.([01])\.(referenceName|referenceMobile)$/.exec(path);
  if (!match) return undefined;
  return `${referenceSlots[Number(match[1])]}.${match[2] === 'referenceName' ? 'name' : 'mobile'}`;
}
