import {
  referenceProblemMessages,
  referenceRelations,
  TEXT_MAX_LENGTH,
  type ProfileData,
} from '@kredo/contract/application-profile';
import { messages } from '@kredo/contract/messages';
import { MIN_REFERENCES, referenceProblems } from '@kredo/domain/validators/references';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-error';
import { useSaveProfile } from '../api/application-profile';

type ReferenceValues = { name: string; mobile: string; relation: string };
type ReferenceErrors = Partial<Record<keyof ReferenceValues, string>>;

const familyRelations = referenceRelations.filter(
  (relation) => relation !== 'Friend' && relation !== 'Colleague',
);
const isFamily = (relation: string) => (familyRelations as readonly string[]).includes(relation);
const slots = [
  { title: 'Family Reference', relations: familyRelations },
  { title: 'Friend Reference', relations: referenceRelations },
] as const;

const blank: ReferenceValues = { name: '', mobile: '', relation: '' };

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
  // The family slot takes the first saved family member; the other slot the next reference.
  const family = saved.find((reference) => isFamily(reference.referenceRelation)) ?? saved[0];
  const other = saved.find((reference) => reference !== family);
  const extra = saved.filter((reference) => reference !== family && reference !== other);
  const [values, setValues] = useState<ReferenceValues[]>(() =>
    [family, other].map((reference, index) =>
      reference
        ? {
            name: reference.referenceName,
            mobile: reference.referenceMobile,
            // The family slot offers family relations only: any other is asked again.
            relation:
              index === 0 && !isFamily(reference.referenceRelation) ? '' : reference.referenceRelation,
          }
        : blank,
    ),
  );
  const [errors, setErrors] = useState<ReferenceErrors[]>([]);
  const [failure, setFailure] = useState<string>();
  const save = useSaveProfile();

  // A changed field's old message goes; it is checked again on Continue.
  const set = (index: number, key: keyof ReferenceValues, value: string) => {
    setValues((current) =>
      current.map((reference, at) => (at === index ? { ...reference, [key]: value } : reference)),
    );
    setErrors((current) =>
      current.map((byField, at) => {
        if (at !== index) return byField;
        const { [key]: _changed, ...rest } = byField;
        return rest;
      }),
    );
  };

  function validate(): ReferenceErrors[] {
    const trimmed = values.map((reference) => ({
      name: reference.name.trim(),
      mobile: reference.mobile.trim(),
      relation: reference.relation,
    }));
    const problems = referenceProblems(trimmed, ownMobiles);
    return trimmed.map((reference, index) => {
      const found: ReferenceErrors = {};
      for (const key of ['name', 'mobile', 'relation'] as const) {
        const problem = problems[index]?.[key];
        if (reference[key] === '')
          found[key] = key === 'relation' ? messages.selectToContinue : messages.enterToContinue;
        else if (problem) found[key] = referenceProblemMessages[problem];
      }
      return found;
    });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const found = validate();
    setErrors(found);
    if (found.some((byField) => Object.keys(byField).length > 0)) return;
    try {
      await save.mutateAsync({
        // Saved references beyond the two on this screen are kept.
        references: [
          ...values.map((reference) => ({
            referenceName: reference.name.trim(),
            referenceMobile: reference.mobile.trim(),
            referenceRelation: reference.relation as (typeof referenceRelations)[number],
          })),
          ...extra.map((reference) => ({
            ...reference,
            referenceRelation: reference.referenceRelation as (typeof referenceRelations)[number],
          })),
        ],
      });
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setFailure(error.body.message);
      const server: ReferenceErrors[] = slots.map(() => ({}));
      const keys = {
        referenceName: 'name',
        referenceMobile: 'mobile',
        referenceRelation: 'relation',
      } as const;
      for (const [path, [message]] of Object.entries(error.body.fieldErrors ?? {})) {
        const match = /^references\.(\d+)\.(referenceName|referenceMobile|referenceRelation)$/.exec(path);
        const slot = match ? server[Number(match[1])] : undefined;
        if (slot && match && message) slot[keys[match[2] as keyof typeof keys]] = message;
      }
      setErrors(server);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="References">
      <Stack spacing={2}>
        <Typography>
          Give us {MIN_REFERENCES} people who know you well. We contact them only if we cannot reach you.
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {slots.map((slot, index) => (
          <Stack key={slot.title} spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6">
              {slot.title}
            </Typography>
            <TextField
              label={`${slot.title} Name`}
              required
              value={values[index]?.name ?? ''}
              onChange={(event) => set(index, 'name', event.target.value)}
              error={errors[index]?.name !== undefined}
              helperText={errors[index]?.name}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
              fullWidth
            />
            <TextField
              label={`${slot.title} Mobile Number`}
              required
              value={values[index]?.mobile ?? ''}
              onChange={(event) => set(index, 'mobile', event.target.value.replace(/\D/g, ''))}
              error={errors[index]?.mobile !== undefined}
              helperText={errors[index]?.mobile}
              slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
              fullWidth
            />
            <TextField
              select
              label={`${slot.title} Relation`}
              required
              value={values[index]?.relation ?? ''}
              onChange={(event) => set(index, 'relation', event.target.value)}
              error={errors[index]?.relation !== undefined}
              helperText={errors[index]?.relation}
              fullWidth
            >
              {slot.relations.map((relation) => (
                <MenuItem key={relation} value={relation}>
                  {relation}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        ))}
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
