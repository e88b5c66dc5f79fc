import {
  filledAddressSchema,
  livingWithOptions,
  residentTypes,
  type ProfileData,
  type SaveProfileBody,
} from '@kredo/contract/application-profile';
import { isIsoDate, type IsoDate } from '@kredo/domain/calendar-date';
import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { fromProfileData } from '../lib/remap-field-errors';
import {
  isLivingWith,
  isResidentType,
  residenceSchema,
  type ResidenceInput,
  type ResidenceValues,
} from '../lib/residence-schema';
import { AddressFields, addressValues } from './address-fields';
import { BoundDateField } from '../../../components/form/bound-date-field';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { CorrectionForm, type ProfileCorrectionProps } from './correction-form';
import { ReasonsAlert } from './reasons-alert';
import '../texts';

type ResidenceAddressFormProps = ProfileCorrectionProps & {
  subStatuses: readonly IncompleteInfoSubStatus[];
  today: IsoDate;
};

function defaultsOf(profile: ProfileData): ResidenceInput {
  const address = addressValues(profile.address);
  const permAddress = addressValues(profile.permAddress);
  const same = address.house !== '' && JSON.stringify(address) === JSON.stringify(permAddress);
  return {
    residentType: profile.residentType ?? '',
    resTenure: profile.resTenure ?? '',
    // Saved in paise, typed in rupees.
    resRentMonthly: profile.resRentMonthly === null ? '' : String(Math.round(profile.resRentMonthly / 100)),
    livingWith: profile.livingWith ?? '',
    address,
    permSame: same,
    permAddress,
  };
}

export function residenceBody(values: ResidenceValues): SaveProfileBody {
  const rented = values.residentType === 'Rented';
  return {
    profileData: {
      ...(isResidentType(values.residentType) && { residentType: values.residentType }),
      resTenure: values.resTenure,
      ...(rented && { resRentMonthly: Number(values.resRentMonthly) * 100 }),
      ...(rented && isLivingWith(values.livingWith) && { livingWith: values.livingWith }),
      address: values.address,
      permAddress: values.permSame ? values.address : filledAddressSchema.parse(values.permAddress),
    },
  };
}

/** Residence address (spec 000 §2.5, §5.3): where and since when the borrower lives, and the permanent address. */
export function ResidenceAddressForm({ profile, subStatuses, today, save, busy }: ResidenceAddressFormProps) {
  const { t } = useTranslation();
  const dob = profile.dob && isIsoDate(profile.dob) ? profile.dob : undefined;
  return (
    <CorrectionForm
      label={t('incompleteInfo.titles.residence-address')}
      schema={residenceSchema(today, dob)}
      defaultValues={defaultsOf(profile)}
      busy={busy}
      fieldOf={fromProfileData}
      onSubmit={(values) => save(residenceBody(values))}
    >
      <ReasonsAlert subStatuses={subStatuses} />
      <BoundTextField name="residentType" label={t('incompleteInfo.residence.residentType')} required select>
        {residentTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`incompleteInfo.residence.residentTypes.${type}`)}
          </MenuItem>
        ))}
      </BoundTextField>
      <BoundDateField name="resTenure" label={t('incompleteInfo.residence.stayingSince')} required />
      <RentedFields />
      <AddressFields name="address" legend={t('incompleteInfo.residence.currentAddress')} />
      <PermanentAddress />
    </CorrectionForm>
  );
}

/** Rent and who the borrower lives with, asked only for a rented home. */
function RentedFields() {
  const { t } = useTranslation();
  const residentType = useWatch<ResidenceInput, 'residentType'>({ name: 'residentType' });
  if (residentType !== 'Rented') return null;
  return (
    <>
      <BoundTextField
        name="resRentMonthly"
        label={t('incompleteInfo.residence.monthlyRent')}
        required
        digits={10}
        prefix="₹"
      />
      <BoundTextField name="livingWith" label={t('incompleteInfo.residence.livingWith')} required select>
        {livingWithOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`incompleteInfo.residence.livingWithOptions.${option}`)}
          </MenuItem>
        ))}
      </BoundTextField>
    </>
  );
}

function PermanentAddress() {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormContext<ResidenceInput>();
  const {
    field: { value, onChange },
  } = useController<ResidenceInput, 'permSame'>({ name: 'permSame' });
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={value}
            onChange={(event) => {
              // Ticked, the current address is the permanent one: a later untick starts from it.
              if (event.target.checked) setValue('permAddress', getValues('address'));
              onChange(event.target.checked);
            }}
          />
        }
        label={t('incompleteInfo.residence.sameAsCurrent')}
      />
      {!value && <AddressFields name="permAddress" legend={t('incompleteInfo.residence.permanentAddress')} />}
    </>
  );
}
