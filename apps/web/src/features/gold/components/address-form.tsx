import { messages } from '@kredo/contract/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useTranslation } from '../../../lib/i18n';
import { pincodeQueryOptions, usePincodeCheck } from '../api/validate-pincode';
import { addressFormSchema, type AddressFormInput, type AddressFormValues } from '../lib/address-form';
import { toDigits } from '../lib/register-form';
import '../texts';

type AddressForm = UseFormReturn<AddressFormInput, unknown, AddressFormValues>;

/**
 * The delivery address (spec 002 §2, §5): name, address, landmark, city, state, pin code and phone,
 * each trimmed, 'Field is required' when empty. The pin code is checked with the vendor as it is
 * typed: 'Not deliverable', or its city and state filled in.
 */
export function AddressForm({
  defaults,
  pending,
  onSubmit,
}: {
  defaults: Partial<AddressFormInput>;
  pending: boolean;
  onSubmit: (address: AddressFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  async function submit(values: AddressFormValues, form: AddressForm) {
    const place = await queryClient.fetchQuery(pincodeQueryOptions(values.pincode));
    if (!place.is_valid) {
      form.setError(
        'pincode',
        { type: 'lookup', message: messages.goldNotDeliverable },
        { shouldFocus: true },
      );
      return;
    }
    await onSubmit(values);
  }

  return (
    <Form
      schema={addressFormSchema}
      defaultValues={{
        name: '',
        address: '',
        landmark: '',
        city: '',
        state: '',
        pincode: '',
        phone: '',
        ...defaults,
      }}
      onSubmit={submit}
      mode="onTouched"
      aria-label={t('gold.address.form')}
    >
      <Stack spacing={2}>
        <FormTextField<AddressFormInput> name="name" label={t('gold.address.name')} autoComplete="name" />
        <FormTextField<AddressFormInput>
          name="address"
          label={t('gold.address.address')}
          autoComplete="street-address"
        />
        <FormTextField<AddressFormInput> name="landmark" label={t('gold.address.landmark')} />
        <PincodeField />
        <FormTextField<AddressFormInput>
          name="city"
          label={t('gold.address.city')}
          autoComplete="address-level2"
        />
        <FormTextField<AddressFormInput>
          name="state"
          label={t('gold.address.state')}
          autoComplete="address-level1"
        />
        <FormTextField<AddressFormInput>
          name="phone"
          label={t('gold.address.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          transform={toDigits(10)}
        />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {t('gold.address.confirm')}
        </Button>
      </Stack>
    </Form>
  );
}

/** The pin code, checked as typed: its city, or 'Not deliverable'; city and state filled in when empty. */
function PincodeField() {
  const { t } = useTranslation();
  const pincode = useWatch<AddressFormInput, 'pincode'>({ name: 'pincode' });
  const { getValues, setValue, setError, clearErrors, getFieldState } = useFormContext<AddressFormInput>();
  const check = usePincodeCheck(pincode);
  const place = check.data?.pincode === pincode ? check.data : undefined;

  useEffect(() => {
    if (!place) return;
    if (!place.is_valid) {
      setError('pincode', { type: 'lookup', message: messages.goldNotDeliverable });
      return;
    }
    if (getFieldState('pincode').error?.type === 'lookup') clearErrors('pincode');
    if (place.city && getValues('city').trim() === '') setValue('city', place.city, { shouldValidate: true });
    if (place.state && getValues('state').trim() === '')
      setValue('state', place.state, { shouldValidate: true });
  }, [place, getValues, setValue, setError, clearErrors, getFieldState]);

  return (
    <FormTextField<AddressFormInput>
      name="pincode"
      label={t('gold.address.pincode')}
      inputMode="numeric"
      autoComplete="postal-code"
      transform={toDigits(6)}
      helperText={
        place?.is_valid ? t('gold.address.deliverable', { city: place.city ?? place.pincode }) : undefined
      }
    />
  );
}
