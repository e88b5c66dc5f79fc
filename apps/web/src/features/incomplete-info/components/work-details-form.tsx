import type { ProfileData, SaveProfileBody } from '@kredo/contract/application-profile';
import type { IsoDate } from '@kredo/domain/calendar-date';
import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { monthsBefore, monthsSince, splitMonths, totalMonths } from '../lib/experience';
import { fromProfileData } from '../lib/remap-field-errors';
import {
  correctionEmployerTypes,
  workDetailsSchema,
  type CorrectionEmployerType,
  type WorkDetailsInput,
  type WorkDetailsValues,
} from '../lib/work-details-schema';
import { AddressFields, addressValues } from './address-fields';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { CompanyField } from '../../../components/form/company-field';
import { CorrectionForm, type ProfileCorrectionProps } from './correction-form';
import { ReasonsAlert } from './reasons-alert';
import '../texts';

type WorkDetailsFormProps = ProfileCorrectionProps & {
  subStatuses: readonly IncompleteInfoSubStatus[];
  today: IsoDate;
};

function defaultsOf(profile: ProfileData, today: IsoDate): WorkDetailsInput {
  const type = profile.employerType;
  return {
    currentEmployer: profile.currentEmployer ?? '',
    workCin: profile.workCin ?? '',
    employerType: type && (correctionEmployerTypes as readonly string[]).includes(type) ? type : '',
    designation: profile.designation ?? '',
    workEmail: profile.workEmail ?? '',
    totalExperience: splitMonths(profile.workExperienceMonths),
    currentExperience: splitMonths(monthsSince(profile.duration, today)),
    workAddress: addressValues(profile.workAddress),
  };
}

/** The profile save of the screen: working-since is today less the months at this company. */
export function workDetailsBody(values: WorkDetailsValues, today: IsoDate): SaveProfileBody {
  return {
    profileData: {
      currentEmployer: values.currentEmployer,
      workCin: values.workCin,
      employerType: values.employerType as CorrectionEmployerType,
      designation: values.designation,
      ...(values.workEmail !== '' && { workEmail: values.workEmail }),
      workExperienceMonths: totalMonths(values.totalExperience),
      duration: monthsBefore(today, totalMonths(values.currentExperience)),
      workAddress: values.workAddress,
    },
  };
}

const serverFields: Record<string, string> = {
  duration: 'currentExperience.years',
  workExperienceMonths: 'totalExperience.years',
};

/** Work details (spec 000 §2.5, §5.3): the employer, experience and the work address. */
export function WorkDetailsForm({ profile, subStatuses, today, save, busy }: WorkDetailsFormProps) {
  const { t } = useTranslation();
  return (
    <CorrectionForm
      label={t('incompleteInfo.titles.work-details')}
      schema={workDetailsSchema}
      defaultValues={defaultsOf(profile, today)}
      busy={busy}
      fieldOf={(path) => {
        const field = fromProfileData(path);
        return field && (serverFields[field] ?? field);
      }}
      onSubmit={(values) => save(workDetailsBody(values, today))}
    >
      <ReasonsAlert subStatuses={subStatuses} />
      <CompanyField
        name="currentEmployer"
        cinName="workCin"
        label={t('incompleteInfo.work.employer')}
        helperText={t('incompleteInfo.work.employerHelp')}
        required
      />
      <BoundTextField name="employerType" label={t('incompleteInfo.work.employerType')} required select>
        {correctionEmployerTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`incompleteInfo.work.employerTypes.${type}`)}
          </MenuItem>
        ))}
      </BoundTextField>
      <BoundTextField
        name="designation"
        label={t('incompleteInfo.work.designation')}
        required
        htmlInput={{ maxLength: 250 }}
      />
      <BoundTextField
        name="workEmail"
        label={t('incompleteInfo.work.workEmail')}
        type="email"
        htmlInput={{ maxLength: 254 }}
      />
      <ExperienceFields
        name="totalExperience"
        legend={t('incompleteInfo.work.totalExperience')}
        deps={['currentExperience.years']}
      />
      <ExperienceFields name="currentExperience" legend={t('incompleteInfo.work.currentExperience')} />
      <AddressFields name="workAddress" legend={t('incompleteInfo.work.workAddress')} />
    </CorrectionForm>
  );
}

function ExperienceFields({ name, legend, deps }: { name: string; legend: string; deps?: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Stack direction="row" spacing={2}>
        <BoundTextField
          name={`${name}.years`}
          label={`${legend} (${t('incompleteInfo.work.years')})`}
          required
          digits={2}
          deps={deps}
        />
        <BoundTextField
          name={`${name}.months`}
          label={`${legend} (${t('incompleteInfo.work.months')})`}
          required
          digits={2}
          deps={deps}
        />
      </Stack>
    </Stack>
  );
}
